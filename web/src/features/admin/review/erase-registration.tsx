import { useId, useState } from 'react';
import { ERASURE_REASON_REQUIRED } from '@domain/messages';
import type { AdminRegistration } from '@domain/api/admin-record';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useAdminApi } from '../shared/use-admin-api';
import { ReasonField } from '../shared/reason-field';

/**
 * A person's request for erasure (docs/privacy-operations.md): confirmed with the reason, which the
 * erasure record keeps. Everything held about the registration goes; only a verified payment's
 * amount, dates and references stay, without contact details.
 */
export function EraseRegistration({ record, onErased }: { record: AdminRegistration; onErased: () => void }) {
  const api = useAdminApi();
  const id = useId();
  const [open, setOpen] = useState(false);
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
      setOpen(false);
      onErased();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-erase" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Personal data</h3>
      <p className="admin-hint">
        When the registrant asks for their data to be erased, and the request came from the registration&apos;s address.
      </p>
      <button
        type="button"
        className="button button--secondary admin-button"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        Erase this registration
      </button>
      <ConfirmDialog
        open={open}
        title={`Erase ${record.firstName} ${record.lastName} (${record.id})?`}
        confirmLabel="Erase for good"
        destructive
        busy={busy}
        onConfirm={() => void erase()}
        onCancel={() => setOpen(false)}
      >
        <p>
          The record, the students, the audit trail, every file, mail, entry pass and check-in of this registration are
          deleted and cannot be brought back. Of a verified payment only the amount, the dates and the payment
          references are kept, as the accounts require.
        </p>
        <ReasonField
          label="Reason (whose request, and when)"
          value={reason}
          onChange={setReason}
          error={error}
          rows={3}
        />
      </ConfirmDialog>
    </section>
  );
}
