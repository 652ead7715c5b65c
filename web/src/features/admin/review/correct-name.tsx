import { useState } from 'react';
import type { AdminRegistration } from '@domain/api/admin-record';
import { DIALOG_NOT_LOADED } from '@domain/messages';
import { BusyButton } from '../../../components/form/busy-button';
import { loadOnce } from '../../../lib/load-once';
import { useDialogOnDemand } from '../shared/dialog-on-demand';
import { useToldAfterClosing } from '../shared/use-told-after-closing';

const nameDialog = loadOnce(() => import('./correct-name-dialog').then((chunk) => chunk.CorrectNameDialog));

/**
 * "Correct the name" on a registration's page: the dialog (correct-name-dialog.tsx) and its fields
 * load when the button is first pressed, as the invoice correction's do (decision 34).
 */
export function CorrectName({ record, onDone }: { record: AdminRegistration; onDone: (message: string) => void }) {
  const { Dialog, open, loading, failed, show, close } = useDialogOnDemand(nameDialog);
  const [done, setDone] = useState<string | null>(null);
  useToldAfterClosing(done, open, onDone);
  return (
    <div className="admin-tools__name">
      <BusyButton className="button button--secondary admin-button" onClick={() => void show()} busy={loading}>
        {loading ? 'Opening…' : 'Correct the name'}
      </BusyButton>
      {failed && (
        <p role="alert" className="admin-error">
          {DIALOG_NOT_LOADED}
        </p>
      )}
      {Dialog && (
        // Opened afresh, as on record, each time the name changes.
        <Dialog
          key={`${record.title} ${record.firstName} ${record.lastName} ${record.organization}`}
          record={record}
          open={open}
          onClose={close}
          onDone={(message) => {
            close();
            setDone(message);
          }}
        />
      )}
    </div>
  );
}
