import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TestMailState } from '@domain/api/test-mail';
import { useAdminSession } from '../shared/admin-session';
import { DELIVERY_STATE_LABELS } from './delivery-labels';
import { testMailQueuedResponse, testMailStateResponse } from '../shared/api-responses';
import { MailProblems } from './mail-problems';
import { ActionMessage, type ActionOutcome } from '../shared/action-message';
import { useAdminRequest } from '../shared/admin-request';

/** The sender tries a mail within seconds; no attempt at all in two minutes means it is not running. */
const WAIT_MS = 120_000;
const POLL_MS = 2_000;

function outcomeOf(state: TestMailState): ActionOutcome | null {
  if (state.state === 'SUCCESS') {
    return {
      text: `Delivered to ${state.to}. The mail server answered: ${state.response ?? '(nothing recorded)'}`,
      failed: false,
    };
  }
  if (state.state === 'ERROR')
    return { text: `Not delivered to ${state.to}: ${state.error ?? 'no error recorded'}`, failed: true };
  return null;
}

/**
 * Sends a test mail through the mail sender and shows what it recorded, so an
 * administrator sees that mail goes out (after a deploy, or a change of SMTP account). It also
 * gives the token `npm run smoke -- <site> --mail-to <address> --jobs` asks for (docs/deploy.md, step 9),
 * and, last (so that its loading moves nothing above), the last day's failed and stuck mails.
 */
export function MailTestControl() {
  const { state: session, idToken } = useAdminSession();
  const request = useAdminRequest();
  const own = session.kind === 'signed-in' ? (session.email ?? '') : '';
  const [to, setTo] = useState(own);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [copied, setCopied] = useState<ActionOutcome | null>(null);
  /** Test mails come to an end: a failed one joins the list below. */
  const [testsEnded, setTestsEnded] = useState(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    setProgress('Sending…');
    try {
      const { mailId } = await request('/api/admin/test-mail', testMailQueuedResponse, { json: { to } });
      const deadline = performance.now() + WAIT_MS;
      for (;;) {
        if (!mounted.current) return;
        const state = await request(`/api/admin/test-mail/${mailId}`, testMailStateResponse);
        const done = outcomeOf(state);
        if (done) return setOutcome(done);
        if (performance.now() > deadline) {
          return setOutcome({
            text: `No delivery state after two minutes (still ${DELIVERY_STATE_LABELS[state.state].toLowerCase()}): the mail sender does not seem to be running.`,
            failed: true,
          });
        }
        setProgress(`Queued; waiting for the mail sender (${DELIVERY_STATE_LABELS[state.state].toLowerCase()})…`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    } catch (error) {
      setOutcome({ text: (error as Error).message, failed: true });
    } finally {
      if (mounted.current) {
        setBusy(false);
        setProgress(null);
        setTestsEnded((count) => count + 1);
      }
    }
  }

  async function copyToken() {
    try {
      const token = await idToken(true);
      if (!token) throw new Error('You are signed out.');
      await navigator.clipboard.writeText(token);
      setCopied({
        text: 'Copied. It is your sign-in for one hour: paste it only where npm run smoke asks for it.',
        failed: false,
      });
    } catch (error) {
      setCopied({ text: `Not copied: ${(error as Error).message}`, failed: true });
    }
  }

  return (
    <section className="admin-certificates" aria-labelledby="admin-mail-test-title">
      <h2 id="admin-mail-test-title">Mail</h2>
      <p id="admin-mail-test-hint" className="admin-hint">
        Sends a test mail through the mail sender and shows what it recorded: the mail server&apos;s answer, or why the
        mail did not go.
      </p>
      <form className="admin-mail-test" onSubmit={(event) => void send(event)}>
        <div className="admin-field">
          <label htmlFor="admin-mail-test-to">Send a test mail to</label>
          <input
            id="admin-mail-test-to"
            type="email"
            required
            autoComplete="email"
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <button
          type="submit"
          className="button button--secondary admin-button"
          aria-describedby="admin-mail-test-hint"
          disabled={busy}
        >
          Send a test mail
        </button>
      </form>
      <p role="status">{progress}</p>
      <ActionMessage outcome={outcome} />
      <p id="admin-smoke-token-hint" className="admin-hint">
        For the deploy check from a terminal,{' '}
        <code>npm run smoke -- &lt;site&gt; --mail-to &lt;address&gt; --jobs</code>, which asks for an
        administrator&apos;s token.
      </p>
      <button
        type="button"
        className="button button--secondary admin-button"
        aria-describedby="admin-smoke-token-hint"
        onClick={() => void copyToken()}
      >
        Copy a token for the smoke test
      </button>
      {copied && (
        <p role={copied.failed ? 'alert' : 'status'} className={copied.failed ? 'admin-error' : undefined}>
          {copied.text}
        </p>
      )}
      <MailProblems version={testsEnded} />
    </section>
  );
}
