import { useState } from 'react';
import type { AdminRegistration } from '@domain/api/admin-record';
import { formatCalendarDay } from '@domain/venue-time';
import { usePdfDownload } from '../../../components/ui/use-pdf-download';
import { issuedInvoiceResponse } from '../api-responses';
import { useAdminApi } from '../use-admin-api';
import { useAdminRequest } from './admin-request';

/** "tax-invoice-ICEI-2526-7.pdf", as the API names the file. */
const invoiceFileName = (number: string) => `tax-invoice-${number.replaceAll('/', '-')}.pdf`;

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
  const { state: download, linkRef, prepare } = usePdfDownload(invoice?.number ?? '');

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
      <button
        type="button"
        className="button button--secondary admin-button"
        onClick={() => void issue()}
        disabled={busy}
      >
        {busy ? 'Issuing the tax invoice…' : 'Issue tax invoice'}
      </button>
    );
  }
  const fileName = invoiceFileName(invoice.number);
  const fetchInvoice = () => api.getBlob(`/api/registrations/${encodeURIComponent(record.id)}/invoice`);
  return (
    <div className="admin-tools__receipt">
      <p className="admin-hint">
        Tax invoice {invoice.number} of {formatCalendarDay(invoice.date)}
      </p>
      {download.kind === 'ready' ? (
        <a ref={linkRef} className="button admin-button" href={download.url} download={fileName}>
          Download {fileName}
        </a>
      ) : (
        <button
          type="button"
          className="button button--secondary admin-button"
          onClick={() => void prepare(fetchInvoice, null)}
          disabled={download.kind === 'loading'}
        >
          {download.kind === 'loading' ? 'Preparing the invoice…' : 'Get the tax invoice (PDF)'}
        </button>
      )}
      {download.kind === 'error' && (
        <p role="alert" className="admin-error">
          The invoice could not be fetched: {download.message}
        </p>
      )}
    </div>
  );
}
