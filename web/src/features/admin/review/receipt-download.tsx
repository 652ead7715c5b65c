import { acknowledgementFileName } from '@domain/conference';
import type { AdminRegistration } from '@domain/api/admin-record';
import { useAdminApi } from '../shared/use-admin-api';
import { PdfFetchLink } from '../shared/pdf-fetch-link';

/**
 * The payment acknowledgement the registrant downloads from the status page, for a verified
 * registration. Fetched with the administrator's token and offered from an object URL.
 */
export function ReceiptDownload({ record }: { record: AdminRegistration }) {
  const api = useAdminApi();
  if (record.reviewStatus !== 'payment-verified') return null;
  return (
    <PdfFetchLink
      fetchPdf={() => api.getBlob(`/api/registrations/${encodeURIComponent(record.id)}/receipt.pdf`)}
      fileName={acknowledgementFileName(record.id)}
      // Kept per verification: a receipt fetched before an undo is not offered after a new verification.
      fetchedFor={record.paymentVerifiedAt ? Date.parse(record.paymentVerifiedAt) : 0}
      labels={{
        ask: 'Get the payment acknowledgement (PDF)',
        preparing: 'Preparing the receipt…',
        failed: 'The receipt could not be fetched:',
      }}
    />
  );
}
