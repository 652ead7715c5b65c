import { useState } from 'react';
import type { AdminRegistration } from '@domain/api/admin-record';
import { invoiceFileName } from '@domain/invoice-number';
import { formatCalendarDay } from '@domain/venue-time';
import { issuedInvoiceResponse } from '../shared/api-responses';
import { useAdminApi } from '../shared/use-admin-api';
import { useAdminRequest } from '../shared/admin-request';
import { PdfFetchLink } from '../shared/pdf-fetch-link';
import { BusyButton } from '../../../components/form/busy-button';
import { loadOnce } from '../../../lib/load-once';
import { DialogButton, useDialogOnDemand } from '../shared/dialog-on-demand';
import { correctionReasonKey, useKeptReason } from '../shared/kept-reason';

/**
 * On a verified registration's page: its tax invoice, to download as the registrant does; or, when
 * none was issued (the edition's invoicing facts were still to be announced when it was verified),
 * "Issue tax invoice", whose refusal names what the edition still lacks.
 */
export function InvoiceTools({
  record,
  onDone,
  onFailed,
}: {
  record: AdminRegistration;
  onDone: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const api = useAdminApi();
  const request = useAdminRequest();
  const [busy, setBusy] = useState(false);
  const invoice = record.invoice;

  if (record.reviewStatus !== 'payment-verified') return null;
  if (!invoice) {
    const issue = async () => {
      setBusy(true);
      try {
        const issued = await request(
          `/api/admin/registrations/${encodeURIComponent(record.id)}/invoice`,
          issuedInvoiceResponse,
          { json: {} },
        );
        onDone(`Tax invoice ${issued.number} issued.`);
      } catch (error) {
        onFailed((error as Error).message);
      } finally {
        setBusy(false);
      }
    };
    return (
      <BusyButton className="button button--secondary admin-button" onClick={() => void issue()} busy={busy}>
        {busy ? 'Issuing the tax invoice…' : 'Issue tax invoice'}
      </BusyButton>
    );
  }
  return (
    <div className="admin-tools__invoice">
      <PdfFetchLink
        fetchPdf={() => api.getBlob(`/api/registrations/${encodeURIComponent(record.id)}/invoice?copy=supplier`)}
        fileName={invoiceFileName(invoice.number)}
        fetchedFor={invoice.number}
        labels={{
          ask: 'Get the tax invoice (PDF)',
          preparing: 'Preparing the invoice…',
          failed: 'The invoice could not be fetched:',
        }}
      >
        <p className="admin-hint">
          Tax invoice {invoice.number} of {formatCalendarDay(invoice.date)}: the supplier’s duplicate here; the
          registrant downloads the original from the status page
        </p>
      </PdfFetchLink>
      <CorrectRecipient record={{ ...record, invoice }} onDone={onDone} />
    </div>
  );
}

const correctionDialog = loadOnce(() =>
  import('./invoice-correction-dialog').then((chunk) => chunk.InvoiceCorrectionDialog),
);

/**
 * "Correct the recipient": the dialog (invoice-correction-dialog.tsx) is loaded when the button is
 * first pressed, with the billing fields and their checks, which no other part of this page needs
 * (decision 34). A load that fails (twice, lib/load-once.ts) says so at the button, and to load the
 * page again: an older Chromium keeps a failed module until then.
 */
function CorrectRecipient({
  record,
  onDone,
}: {
  record: AdminRegistration & { invoice: { number: string; date: string } };
  onDone: (message: string) => void;
}) {
  const dialog = useDialogOnDemand(correctionDialog, onDone);
  const { Dialog } = dialog;
  // A reason written before the server ended the sign-in (the correction needs a recent one).
  const kept = useKeptReason(correctionReasonKey(record.id));

  return (
    <>
      <DialogButton label="Correct the recipient" dialog={dialog} />
      {kept.fromBefore && !dialog.open && !dialog.finished && (
        <p role="status" className="admin-hint">
          A correction you were writing was not sent. Its reason is kept: choose Correct the recipient to send it.
        </p>
      )}
      {Dialog && (
        // A new invoice opens the form afresh, from the details now on record.
        <Dialog
          key={record.invoice.number}
          record={record}
          open={dialog.open}
          onClose={dialog.close}
          onDone={dialog.finish}
        />
      )}
    </>
  );
}
