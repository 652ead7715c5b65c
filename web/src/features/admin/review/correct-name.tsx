import type { AdminRegistration } from '@domain/api/admin-record';
import { loadOnce } from '../../../lib/load-once';
import { DialogButton, useDialogOnDemand } from '../shared/dialog-on-demand';

const nameDialog = loadOnce(() => import('./correct-name-dialog').then((chunk) => chunk.CorrectNameDialog));

/**
 * "Correct the name" on a registration's page: the dialog (correct-name-dialog.tsx) and its fields
 * load when the button is first pressed, as the invoice correction's do (decision 34).
 */
export function CorrectName({ record, onDone }: { record: AdminRegistration; onDone: (message: string) => void }) {
  const dialog = useDialogOnDemand(nameDialog, onDone);
  const { Dialog } = dialog;
  return (
    <div className="admin-tools__name">
      <DialogButton label="Correct the name" dialog={dialog} />
      {Dialog && (
        // Opened afresh, as on record, each time the name changes.
        <Dialog
          key={`${record.title} ${record.firstName} ${record.lastName} ${record.organization}`}
          record={record}
          open={dialog.open}
          onClose={dialog.close}
          onDone={dialog.finish}
        />
      )}
    </div>
  );
}
