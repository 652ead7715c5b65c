import { useState } from 'react';
import type { AdminRegistration } from '@domain/api/admin-record';
import { invoiceFileName } from '@domain/invoice-number';
import { formatCalendarDay } from '@domain/venue-time';
import { issuedInvoiceResponse } from '../shared/api-responses';
import { useAdminApi } from '../shared/use-admin-api';
import { useAdminRequest } from '../shared/admin-request';
import { PdfFetchLink } from '../shared/pdf-fetch-link';
import { BusyButton } from '../../../components/form/busy-button';

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
        Tax invoice {invoice.number} of {formatCalendarDay(invoice.date)}: the supplier’s duplicate here; the registrant
        downloads the original from the status page
      </p>
    </PdfFetchLink>
  );
}
