import { useEffect, useState } from 'react';
import type { AdminRegistration } from '@domain/api/admin-record';
import { formatPaise } from '@domain/gst';
import { creditNoteFileName } from '@domain/invoice-number';
import { ApproveCancellationDialog, DeclineCancellationDialog } from './cancellation-dialogs';
import { dueLine } from './cancellation-form';
import { formatDateTime, formatDay } from '../shared/format';
import { cancellationApprovalKey, cancellationDeclineKey, useKeptReason } from '../shared/kept-reason';
import { PdfFetchLink } from '../shared/pdf-fetch-link';
import { useAdminApi } from '../shared/use-admin-api';

/** A request to cancel as the administrator's view of the record carries it. */
export type AdminCancellation = NonNullable<AdminRegistration['cancellation']>;

const rupees = (paise: number) => `₹${formatPaise(paise)}`;

/**
 * The registrant's request to cancel, when there is one: their reason, the day they asked and the
 * refund the policy gives; while it is pending, Approve and Decline, each confirmed in a dialog;
 * once decided, who decided, the note, the refund and the credit note.
 */
export function CancellationReview({
  record,
  onChanged,
}: {
  record: AdminRegistration;
  onChanged: (done: string | null) => void;
}) {
  const api = useAdminApi();
  const [dialog, setDialog] = useState<'approve' | 'decline' | null>(null);
  // A decision written before the server asked for a new sign-in: the dialogs keep it, this tells of it.
  const keptApproval = useKeptReason(cancellationApprovalKey(record.id));
  const keptDecline = useKeptReason(cancellationDeclineKey(record.id));
  const cancellation = record.cancellation;
  const pending = cancellation?.state === 'requested';
  // Kept for a request no longer pending (decided since, by another administrator say): nothing to send it to.
  const [discardApproval, discardDecline] = [keptApproval.discard, keptDecline.discard];
  useEffect(() => {
    if (!pending) {
      discardApproval();
      discardDecline();
    }
  }, [pending, discardApproval, discardDecline]);
  if (!cancellation) return null;
  // A complimentary registration (a sponsor's code) paid nothing, so nothing is refunded.
  const paid = record.paymentVerified === true && record.totalAmount > 0;
  const { refund, creditNote } = cancellation;
  const decided = cancellation.state === 'approved' ? 'Cancellation approved' : 'Request declined';

  return (
    <section
      className="admin-review__state admin-cancellation status-cancelled"
      aria-labelledby="cancellation-title"
      data-testid="cancellation"
    >
      <h3 id="cancellation-title">Cancellation</h3>
      <p>
        Asked for on {formatDateTime(cancellation.requestedAt)}: “{cancellation.reason}”
      </p>
      <p>{dueLine(cancellation.dueAmountPaise, paid, cancellation.state === 'requested')}</p>
      {pending && dialog === null && (keptApproval.fromBefore || keptDecline.fromBefore) && (
        <p role="status" className="admin-hint">
          {keptApproval.fromBefore
            ? 'An approval you were writing was not sent. What you typed is kept: choose Approve cancellation to send it.'
            : 'A decline you were writing was not sent. Its note is kept: choose Decline request to send it.'}
        </p>
      )}
      {pending ? (
        <div className="actions">
          <button type="button" className="button admin-button" onClick={() => setDialog('approve')}>
            Approve cancellation
          </button>
          <button type="button" className="button button--secondary admin-button" onClick={() => setDialog('decline')}>
            Decline request
          </button>
        </div>
      ) : (
        <p>
          <strong>{decided}</strong>
          {cancellation.decidedAt ? ` on ${formatDateTime(cancellation.decidedAt)}` : ''}
          {cancellation.decidedBy ? ` by ${cancellation.decidedBy}` : ''}.
        </p>
      )}
      {cancellation.note && <p>Note to the registrant: “{cancellation.note}”</p>}
      {refund && (
        <p>
          Refunded {rupees(refund.amountPaise)}
          {refund.amountPaise > 0 ? ` on ${formatDay(refund.date)}, bank reference ${refund.bankReference}` : ''}.
          {refund.reason ? ` Why this amount: “${refund.reason}”` : ''}
        </p>
      )}
      {creditNote && (
        <PdfFetchLink
          fetchPdf={() => api.getBlob(`/api/registrations/${encodeURIComponent(record.id)}/credit-note`)}
          fileName={creditNoteFileName(creditNote.number)}
          fetchedFor={creditNote.number}
          labels={{
            ask: 'Get the credit note (PDF)',
            preparing: 'Preparing the credit note…',
            failed: 'The credit note could not be fetched:',
          }}
        >
          <p className="admin-hint">
            Credit note {creditNote.number} of {formatDay(creditNote.date)}
          </p>
        </PdfFetchLink>
      )}
      <ApproveCancellationDialog
        open={dialog === 'approve'}
        record={record}
        cancellation={cancellation}
        paid={paid}
        onClose={(done) => {
          setDialog(null);
          if (done) onChanged(done);
        }}
      />
      <DeclineCancellationDialog
        open={dialog === 'decline'}
        record={record}
        onClose={(done) => {
          setDialog(null);
          if (done) onChanged(done);
        }}
      />
    </section>
  );
}
