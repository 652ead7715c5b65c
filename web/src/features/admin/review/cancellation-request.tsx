import type { AdminRegistration } from '@domain/api/admin-record';
import { loadOnce } from '../../../lib/load-once';
import { DialogButton, useDialogOnDemand } from '../shared/dialog-on-demand';

const requestDialog = loadOnce(() =>
  import('./cancellation-request-dialog').then((chunk) => chunk.CancellationRequestDialog),
);

/**
 * "Record a cancellation request", for a registrant who asked the organisers to cancel (by mail, by
 * phone, at the desk) rather than on the status page: recorded as theirs would be, it is then
 * approved or declined here (cancellation-review.tsx). Offered while no request is pending and the
 * registration stands. The dialog loads when first asked for (decision 34).
 */
export function CancellationRequest({
  record,
  onDone,
}: {
  record: AdminRegistration;
  onDone: (message: string) => void;
}) {
  const dialog = useDialogOnDemand(requestDialog, onDone);
  const { Dialog } = dialog;
  const state = record.cancellation?.state;
  if (state === 'requested' || state === 'approved') return null;
  return (
    <div className="admin-tools__record-actions">
      <DialogButton label="Record a cancellation request" dialog={dialog} />
      {Dialog && <Dialog record={record} open={dialog.open} onClose={dialog.close} onDone={dialog.finish} />}
    </div>
  );
}
