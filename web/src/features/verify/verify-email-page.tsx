import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { emailVerifiedBodySchema } from '@domain/api/verify-email';
import { EMAIL_VERIFY_REDIRECT_MS } from '@domain/conference';
import { VERIFICATION_FAILED, VERIFICATION_FAILED_TITLE } from '@domain/messages';
import { PageHero } from '../../components/ui/page-hero';
import { ApiUnreachableError, getJson } from '../../lib/api-client';

/** `unanswered`: no answer came (the connection, or the server's own failure), so the link itself may be good. */
type Outcome =
  { kind: 'verifying' } | { kind: 'verified'; id: string | null } | { kind: 'failed'; unanswered: boolean };

// A registration page draws another header than this one (its section current, no way in to
// registration): the prerendered frame is the page's, so the way there is a page load, not the
// application's navigation (app/site-frame.tsx).
const STATUS_PAGE = '/registration/status';
const statusPageOf = (id: string) => `${STATUS_PAGE}?id=${encodeURIComponent(id)}`;

/**
 * GET /api/verify/{token}: verified only when the answer is ok and says success (docs/rules.md,
 * "Messages").
 */
async function verifyEmailToken(token: string, signal: AbortSignal): Promise<Outcome> {
  try {
    const answer = await getJson(`/api/verify/${encodeURIComponent(token)}`, { signal });
    if (!answer.success) return { kind: 'failed', unanswered: answer.status >= 500 };
    const verified = emailVerifiedBodySchema.safeParse(answer);
    return { kind: 'verified', id: verified.success && verified.data.id ? verified.data.id : null };
  } catch (error) {
    if (signal.aborted) throw error;
    return { kind: 'failed', unanswered: error instanceof ApiUnreachableError };
  }
}

// One prerendered file serves every /verify/{token} (a Hosting rewrite), so nothing here may
// depend on the token in the first render: the page opens "verifying" and asks in an effect.
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  // The answer is kept with its token, so another token reads as "verifying" until it has its own.
  const [answer, setAnswer] = useState<{ token: string; outcome: Outcome } | null>(null);
  const outcome: Outcome = answer?.token === token ? answer.outcome : { kind: 'verifying' };

  useEffect(() => {
    const controller = new AbortController();
    verifyEmailToken(token, controller.signal).then(
      (result) => setAnswer({ token, outcome: result }),
      () => {
        // Aborted: the page was left or the token changed; nothing to show.
      },
    );
    return () => controller.abort();
  }, [token]);

  const verifiedId = outcome.kind === 'verified' ? outcome.id : null;
  useEffect(() => {
    if (!verifiedId) return;
    const timer = window.setTimeout(() => window.location.assign(statusPageOf(verifiedId)), EMAIL_VERIFY_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [verifiedId]);

  return (
    <>
      <PageHero title="E-mail Verification">Confirming the link from your registration e-mail.</PageHero>
      <section className="section prose verify-email" aria-labelledby="verify-email-result">
        {outcome.kind === 'failed' ? (
          <div role="alert">
            <h2 id="verify-email-result">{VERIFICATION_FAILED_TITLE}</h2>
            <p>{VERIFICATION_FAILED}</p>
          </div>
        ) : (
          <div role="status">
            <h2 id="verify-email-result">
              {outcome.kind === 'verifying' ? 'Verifying your e-mail address...' : 'E-mail address verified'}
            </h2>
            {outcome.kind === 'verified' && <VerifiedNext id={outcome.id} />}
          </div>
        )}
        {outcome.kind === 'failed' && outcome.unanswered && (
          <p>
            Our server did not answer, so your link may still work: check your connection and open the link again in a
            moment. If it fails again, enter your registration ID on the{' '}
            <Link to={STATUS_PAGE} reloadDocument>
              registration status page
            </Link>{' '}
            to get a new verification e-mail.
          </p>
        )}
        {outcome.kind === 'failed' && !outcome.unanswered && (
          <p>
            Links stop working when a newer one is sent or after some time. Enter your registration ID on the{' '}
            <Link to={STATUS_PAGE} reloadDocument>
              registration status page
            </Link>{' '}
            to get a new verification e-mail.
          </p>
        )}
      </section>
    </>
  );
}

// The next step is the payment, or for a complimentary registration (a sponsor's code) the summary
// with its pass: the verification's answer does not say which, so neither is promised here.
function VerifiedNext({ id }: { id: string | null }) {
  if (!id) {
    return (
      <p>
        Thank you. Continue with your registration on the{' '}
        <Link to={STATUS_PAGE} reloadDocument>
          registration status page
        </Link>
        .
      </p>
    );
  }
  return (
    <p>
      Thank you. Taking you to the next step of your registration in {EMAIL_VERIFY_REDIRECT_MS / 1000} seconds.{' '}
      <Link to={statusPageOf(id)} reloadDocument>
        Go there now
      </Link>
      .
    </p>
  );
}
