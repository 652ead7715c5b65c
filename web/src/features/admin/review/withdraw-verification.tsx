import type { AdminRegistration } from '@domain/api/admin-record';
import { loadOnce } from '../../../lib/load-once';
import { DialogButton, useDialogOnDemand } from '../shared/dialog-on-demand';
import { useKeptReason, withdrawalReasonKey } from '../shared/kept-reason';

const withdrawalDialog = loadOnce(() =>
  import('./withdraw-verification-dialog').then((chunk) => chunk.WithdrawVerificationDialog),
);

/**
 * "Withdraw verification", for a verified payment found not to be one after the undo window (a
 * forged proof). Its dialog (withdraw-verification-dialog.tsx) loads when the button is first
 * pressed, as the other rarely used ones do (decision 34).
 */
export function WithdrawVerification({
  record,
  onDone,
}: {
  record: AdminRegistration;
  onDone: (message: string) => void;
}) {
  const dialog = useDialogOnDemand(withdrawalDialog, onDone);
  const { Dialog } = dialog;
  // A reason written before the server ended the sign-in: the dialog writes it, the page tells of it.
  const kept = useKeptReason(withdrawalReasonKey(record.id));

  if (record.reviewStatus !== 'payment-verified') return null;
  return (
    <div className="admin-tools__withdraw">
      <DialogButton label="Withdraw verification" dialog={dialog} />
      {kept.fromBefore && !dialog.open && !dialog.finished && (
        <p role="status" className="admin-hint">
          A withdrawal you were writing was not sent. Its reason is kept: choose Withdraw verification to send it.
        </p>
      )}
      {Dialog && <Dialog record={record} open={dialog.open} onClose={dialog.close} onDone={dialog.finish} />}
    </div>
  );
}
