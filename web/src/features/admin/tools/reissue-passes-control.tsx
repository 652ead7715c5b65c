import { useEffect, useRef, useState } from 'react';
import { reissueReportResponse } from '../shared/api-responses';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useAdminRequest } from '../shared/admin-request';
import { BusyButton } from '../../../components/form/busy-button';

/**
 * After PASS_SECRET changed (docs/deploy.md): every verified registration whose passes no longer
 * open is mailed new ones. Running it again sends nothing more, so it is safe to press twice.
 */
export function ReissuePassesControl() {
  const request = useAdminRequest();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  async function reissue() {
    setBusy(true);
    try {
      const { reissued, current } = await request('/api/admin/passes/reissue', reissueReportResponse, { json: {} });
      setOutcome({
        text: `${reissued} ${reissued === 1 ? 'registration was' : 'registrations were'} sent new passes; ${current} already had passes that open.`,
        failed: false,
      });
    } catch (error) {
      setOutcome({ text: (error as Error).message, failed: true });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <section className="admin-certificates" aria-labelledby="admin-reissue-title">
      <h2 id="admin-reissue-title">Entry passes</h2>
      <p id="admin-reissue-hint" className="admin-hint">
        Use this only if every entry pass sent so far has stopped opening, because the key the site makes passes with
        was replaced (whoever maintains the site says when they do so). Passes that still open are left as they are.
      </p>
      <BusyButton
        className="button button--secondary admin-button"
        aria-describedby="admin-reissue-hint"
        busy={busy}
        onClick={() => {
          setOutcome(null);
          setConfirming(true);
        }}
      >
        Reissue entry passes
      </BusyButton>
      {outcome && (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          role={outcome.failed ? 'alert' : 'status'}
          className={outcome.failed ? 'admin-error' : undefined}
        >
          {outcome.text}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title="Reissue entry passes?"
        confirmLabel="Yes, reissue"
        busy={busy}
        onConfirm={() => void reissue()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Each registration whose payment is verified and whose passes no longer open is e-mailed new pass links; the
          others are left as they are.
        </p>
      </ConfirmDialog>
    </section>
  );
}
