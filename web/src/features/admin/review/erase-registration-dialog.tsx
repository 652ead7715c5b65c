import { useState } from 'react';
import { ERASURE_REASON_REQUIRED } from '@domain/messages';
import type { AdminRegistration } from '@domain/api/admin-record';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useAdminApi } from '../shared/use-admin-api';
import { ReasonField } from '../shared/reason-field';

/**
 * The erasure's confirmation, loaded when its button is first pressed (erase-registration.tsx;
 * decision 34), with the reason, which the erasure record keeps. `onDone` is given the erased ID.
 */
export function EraseRegistrationDialog({
  record,
  open,
  onClose,
  onDone,
}: {
  record: AdminRegistration;
  open: boolean;
  onClose: () => void;
  onDone: (erasedId: string) => void;
}) {
  const api = useAdminApi();
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function erase() {
    if (reason.trim() === '') {
      setError(ERASURE_REASON_REQUIRED);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.postJson(`/api/admin/registrations/${encodeURIComponent(record.id)}/erase`, { reason: reason.trim() });
      onDone(record.id);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title={`Erase ${record.firstName} ${record.lastName} (${record.id})?`}
      confirmLabel="Erase for good"
      destructive
      busy={busy}
      onConfirm={() => void erase()}
      onCancel={() => {
        setError(null);
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
        error={error}
        rows={3}
      />
    </ConfirmDialog>
  );
}
