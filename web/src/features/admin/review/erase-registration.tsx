import { useId } from 'react';
import type { AdminRegistration } from '@domain/api/admin-record';
import { loadOnce } from '../../../lib/load-once';
import { DialogButton, useDialogOnDemand } from '../shared/dialog-on-demand';

const erasureDialog = loadOnce(() =>
  import('./erase-registration-dialog').then((chunk) => chunk.EraseRegistrationDialog),
);

/**
 * A person's request for erasure (docs/privacy-operations.md): confirmed with the reason in a dialog
 * loaded when first asked for (erase-registration-dialog.tsx; decision 34). Everything held about the
 * registration goes; only a verified payment's amount, dates and references stay, without contact
 * details. `onErased` is told once the dialog has closed.
 */
export function EraseRegistration({ record, onErased }: { record: AdminRegistration; onErased: () => void }) {
  const id = useId();
  const dialog = useDialogOnDemand(erasureDialog, onErased);
  const { Dialog } = dialog;
  return (
    <section className="admin-erase" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Personal data</h3>
      <p className="admin-hint">
        When the registrant asks for their data to be erased, and the request came from the registration&apos;s address.
      </p>
      <DialogButton label="Erase this registration" dialog={dialog} />
      {Dialog && <Dialog record={record} open={dialog.open} onClose={dialog.close} onDone={dialog.finish} />}
    </section>
  );
}
