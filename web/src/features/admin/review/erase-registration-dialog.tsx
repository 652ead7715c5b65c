import { useState } from 'react';
import { ERASURE_REASON_REQUIRED } from '@domain/admin-messages';
import type { RecordDialogProps } from '../shared/dialog-on-demand';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useAdminApi } from '../shared/use-admin-api';
import { ReasonField } from '../shared/reason-field';
import { required, useReasonAction } from '../shared/reason-action';

/**
 * The erasure's confirmation, loaded when its button is first pressed (erase-registration.tsx;
 * decision 34), with the reason, which the erasure record keeps. `onDone` is given the erased ID.
 */
export function EraseRegistrationDialog({ record, open, onClose, onDone }: RecordDialogProps) {
  const api = useAdminApi();
  const [reason, setReason] = useState('');
  const action = useReasonAction(required(ERASURE_REASON_REQUIRED), async (given) => {
    await api.postJson(`/api/admin/registrations/${encodeURIComponent(record.id)}/erase`, { reason: given });
  });

  async function erase() {
    if (await action.act(reason)) onDone(record.id);
  }

  return (
    <ConfirmDialog
      open={open}
      title={`Erase ${record.firstName} ${record.lastName} (${record.id})?`}
      confirmLabel="Erase for good"
      destructive
      busy={action.busy}
      onConfirm={() => void erase()}
      onCancel={() => {
        action.clear();
        onClose();
      }}
    >
      <p>
        The record, the students, the audit trail, every file, mail, entry pass and check-in of this registration are
        deleted and cannot be brought back. Of a verified payment only the amount, the dates and the payment references
        are kept, as the accounts require.
      </p>
      <ReasonField
        label="Reason (whose request, and when)"
        value={reason}
        onChange={setReason}
        error={action.error}
        rows={3}
      />
    </ConfirmDialog>
  );
}
