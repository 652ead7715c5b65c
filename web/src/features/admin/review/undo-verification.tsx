import { useEffect, useId, useState } from 'react';
import { canUndoVerification } from '@domain/lifecycle';
import { UNDO_WINDOW_MINUTES, UNDO_WINDOW_MS } from '@domain/limits';
import type { AdminRegistration } from '@domain/api/admin-record';
import { now as clockNow } from '../../../lib/clock';
import { useClockKnown } from '../../../lib/use-clock-known';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { VerificationConsequences } from './verification-consequences';
import { formatDateTime } from '../shared/format';
import { doneResponse } from '../shared/api-responses';
import { useAdminRequest } from '../shared/admin-request';
import type { ActionOutcome } from '../shared/action-message';
import { useToldAfterClosing } from '../shared/use-told-after-closing';

/**
 * When, in milliseconds from `nowMs`, the undo window of a verification stamped `verifiedAtMs` may
 * change: at once (the page may have been open since before the verification); when it opens, if
 * this page's estimate of the server's clock, which can lag it by up to half a round trip, still
 * puts the verification ahead; and a second after it closes.
 */
export function undoWindowChanges(verifiedAtMs: number, nowMs: number): number[] {
  const opensIn = verifiedAtMs - nowMs;
  return [0, ...(opensIn > 0 ? [opensIn + 1] : []), verifiedAtMs + UNDO_WINDOW_MS - nowMs + 1000];
}

/**
 * True while the verification may still be taken back (by the server's clock, which stamped it);
 * turns true and false by itself as the window opens and closes.
 */
function useUndoWindowOpen(verifiedAt: string | null | undefined): boolean {
  const clockKnown = useClockKnown();
  const [now, setNow] = useState(clockNow);
  useEffect(() => {
    if (!verifiedAt || !clockKnown) return;
    const tick = () => setNow(clockNow());
    const timers = undoWindowChanges(Date.parse(verifiedAt), clockNow().getTime()).map((delay) =>
      setTimeout(tick, delay),
    );
    return () => timers.forEach(clearTimeout);
  }, [verifiedAt, clockKnown]);
  return verifiedAt && clockKnown ? canUndoVerification(new Date(verifiedAt), now) : false;
}

/** "Undo verification", offered only within the undo window after verifying, after a confirmation. */
export function UndoVerification({
  record,
  onDone,
  onFailed,
}: {
  record: AdminRegistration;
  onDone: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const request = useAdminRequest();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionOutcome | null>(null);
  const verifiedAt = record.reviewStatus === 'payment-verified' ? record.paymentVerifiedAt : null;
  const open = useUndoWindowOpen(verifiedAt);

  useToldAfterClosing(result, confirming, (told) => (told.failed ? onFailed(told.text) : onDone(told.text)));

  async function undo() {
    setBusy(true);
    try {
      await request(`/api/verify/undo-verification/${encodeURIComponent(record.id)}`, doneResponse, { json: {} });
      setResult({
        text: 'Verification undone: the registration is back to “Proof under verification”.',
        failed: false,
      });
    } catch (error) {
      setResult({ text: (error as Error).message, failed: true });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  if (!verifiedAt || !open) return null;
  const until = new Date(Date.parse(verifiedAt) + UNDO_WINDOW_MS);
  return (
    <div className="admin-tools__undo">
      <button
        type="button"
        className="button button--secondary admin-button"
        aria-describedby={`${id}-until`}
        onClick={() => setConfirming(true)}
      >
        Undo verification
      </button>
      <p id={`${id}-until`} className="admin-hint">
        Possible until {formatDateTime(until)}, {UNDO_WINDOW_MINUTES} minutes after the payment was verified.
      </p>
      <ConfirmDialog
        open={confirming}
        title="Undo this payment verification?"
        confirmLabel="Yes, undo verification"
        busy={busy}
        onConfirm={() => void undo()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {record.firstName} {record.lastName} ({record.id}) goes back to &ldquo;Proof under verification&rdquo;, with
          an audit entry. If the &ldquo;payment verified&rdquo; mail already went out, a correction follows it;
          otherwise it is withdrawn.
        </p>
        <VerificationConsequences record={record} />
      </ConfirmDialog>
    </div>
  );
}
