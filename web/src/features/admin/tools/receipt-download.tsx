import { acknowledgementFileName } from '@domain/conference';
import type { AdminRegistration } from '@domain/api/admin-record';
import { usePdfDownload } from '../../../components/ui/use-pdf-download';
import { useAdminApi } from '../use-admin-api';

/**
 * The payment acknowledgement the registrant downloads from the status page, for a verified
 * registration. Fetched with the administrator's token and offered from an object URL.
 */
export function ReceiptDownload({ record }: { record: AdminRegistration }) {
  const api = useAdminApi();
  // Kept per verification: a receipt fetched before an undo is not offered after a new verification.
  const verification = record.paymentVerifiedAt ? Date.parse(record.paymentVerifiedAt) : 0;
  const { state: receipt, linkRef, prepare } = usePdfDownload(verification);
  const verified = record.reviewStatus === 'payment-verified';
  const fileName = acknowledgementFileName(record.id);
  const fetchReceipt = () => api.getBlob(`/api/registrations/${encodeURIComponent(record.id)}/receipt.pdf`);

  if (!verified) return null;
  return (
    <div className="admin-tools__receipt">
      {receipt.kind === 'ready' ? (
        <a ref={linkRef} className="button admin-button" href={receipt.url} download={fileName}>
          Download {fileName}
        </a>
      ) : (
        <button
          type="button"
          className="button button--secondary admin-button"
          onClick={() => void prepare(fetchReceipt, null)}
          disabled={receipt.kind === 'loading'}
        >
          {receipt.kind === 'loading' ? 'Preparing the receipt…' : 'Get the payment acknowledgement (PDF)'}
        </button>
      )}
      {receipt.kind === 'error' && (
        <p role="alert" className="admin-error">
          The receipt could not be fetched: {receipt.message}
        </p>
      )}
    </div>
  );
}
