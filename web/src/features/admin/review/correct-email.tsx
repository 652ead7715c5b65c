import type { AdminRegistration } from '@domain/api/admin-record';
import { isCancelled } from '@domain/lifecycle';
import { loadOnce } from '../../../lib/load-once';
import { DialogButton, useDialogOnDemand } from '../shared/dialog-on-demand';

const emailDialog = loadOnce(() => import('./correct-email-dialog').then((chunk) => chunk.CorrectEmailDialog));

/**
 * "Correct the e-mail address" on a registration's page, for an address mistyped at registration:
 * the dialog (correct-email-dialog.tsx) loads when the button is first pressed (decision 34). A
 * cancelled registration has none: nothing more is mailed to it.
 */
export function CorrectEmail({ record, onDone }: { record: AdminRegistration; onDone: (message: string) => void }) {
  const dialog = useDialogOnDemand(emailDialog, onDone);
  const { Dialog } = dialog;
  if (isCancelled(record)) return null;
  return (
    <div className="admin-tools__name">
      <DialogButton label="Correct the e-mail address" dialog={dialog} />
      {Dialog && (
        <Dialog key={record.email} record={record} open={dialog.open} onClose={dialog.close} onDone={dialog.finish} />
      )}
    </div>
  );
}
