import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useAdminRequest } from '../shared/admin-request';
import { registrantsToRemind } from './tool-counts';
import type { CoverageReport } from '@domain/api/paper-coverage';
import { paperRemindersResponse } from '../shared/api-responses';

type Result = { kind: 'sent'; text: string } | { kind: 'refused'; text: string };

function describe({ queued, alreadyToday }: { queued: number; alreadyToday: number }): Result {
  if (queued === 0) {
    return {
      kind: 'refused',
      text:
        alreadyToday > 0
          ? `No reminder was sent: ${alreadyToday === 1 ? 'the registrant was' : `all ${alreadyToday} registrants were`} already reminded today. Reminders go out at most once a day.`
          : 'No reminder was sent: no registrant named an uncovered paper.',
    };
  }
  const also = alreadyToday > 0 ? ` ${alreadyToday} already reminded today were left out.` : '';
  return { kind: 'sent', text: `${queued} ${queued === 1 ? 'reminder was' : 'reminders were'} queued.${also}` };
}

/** Queues a reminder to each registrant who named an uncovered paper (the server allows one a day each). */
export function PaperReminders({ report }: { report: CoverageReport }) {
  const request = useAdminRequest();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const registrants = registrantsToRemind(report);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  async function send() {
    setBusy(true);
    try {
      setResult(describe(await request('/api/admin/paper-coverage/reminders', paperRemindersResponse, { json: {} })));
    } catch (error) {
      setResult({ kind: 'refused', text: (error as Error).message });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  if (report.papers.length === 0) return null;
  return (
    <section className="admin-tools__verify" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Remind the authors</h2>
      <p id={`${id}-hint`}>
        {registrants.length === 0
          ? 'No registrant named an uncovered paper, so there is no one to remind.'
          : `${registrants.length} ${registrants.length === 1 ? 'registrant named' : 'registrants named'} an uncovered paper.`}
      </p>
      <button
        type="button"
        className="button admin-button"
        disabled={registrants.length === 0}
        aria-describedby={`${id}-hint`}
        onClick={() => {
          setResult(null);
          setConfirming(true);
        }}
      >
        Send reminders to authors of uncovered papers
      </button>
      {result && (
        <p
          ref={resultRef}
          tabIndex={-1}
          role={result.kind === 'refused' ? 'alert' : 'status'}
          className={result.kind === 'refused' ? 'admin-error' : 'admin-tools__ok'}
        >
          {result.text}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Send ${registrants.length} ${registrants.length === 1 ? 'reminder' : 'reminders'}?`}
        confirmLabel={`Yes, send ${registrants.length}`}
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Each of the {registrants.length} {registrants.length === 1 ? 'registrant' : 'registrants'} who named an
          uncovered paper is e-mailed that one author must complete the registration and payment. Nobody is reminded
          twice on the same day.
        </p>
      </ConfirmDialog>
    </section>
  );
}
