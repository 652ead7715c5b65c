import type { AdminRegistration } from '@domain/api/admin-record';
import { PENDING_CANCELLATION_UNPAID } from '@domain/messages';

/**
 * What taking a verification back does beyond the registration's state, said in the dialogs that
 * do it (undo, withdraw): its tax invoice is credited, and a pending cancellation loses its refund.
 */
export function VerificationConsequences({ record }: { record: AdminRegistration }) {
  return (
    <>
      {record.invoice && (
        <p>
          Its tax invoice {record.invoice.number} is cancelled by a credit note, which cannot be taken back; a new
          verification issues a new invoice.
        </p>
      )}
      {record.cancellation?.state === 'requested' && <p>{PENDING_CANCELLATION_UNPAID}</p>}
    </>
  );
}
