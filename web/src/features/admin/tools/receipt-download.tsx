import { acknowledgementFileName } from '@domain/conference';
import { useEffect, useRef, useState } from 'react';
import type { AdminRegistration } from '@domain/api/admin-record';
import { useAdminApi } from '../use-admin-api';

type Receipt =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; url: string };

/**
 * The payment acknowledgement the registrant downloads from the status page, for a verified
 * registration. Fetched with the administrator's token and offered from an object URL.
 */
export function ReceiptDownload({ record }: { record: AdminRegistration }) {
  const api = useAdminApi();
  // Kept per verification: a receipt fetched before an undo is not offered after a new verification.
  const verification = record.paymentVerifiedAt ? Date.parse(record.paymentVerifiedAt) : 0;
  const [fetched, setFetched] = useState<{ verification: number; receipt: Receipt }>({
    verification,
    receipt: { kind: 'idle' },
  });
  const receipt: Receipt = fetched.verification === verification ? fetched.receipt : { kind: 'idle' };
  const setReceipt = (next: Receipt) => setFetched({ verification, receipt: next });
  const url = receipt.kind === 'ready' ? receipt.url : null;
  const verified = record.reviewStatus === 'payment-verified';
  const fileName = acknowledgementFileName(record.id);
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!url) return;
    linkRef.current?.focus(); // the button that asked for it is gone
    return () => URL.revokeObjectURL(url);
  }, [url]);

  async function prepare() {
    setReceipt({ kind: 'loading' });
    try {
      const blob = await api.getBlob(`/api/registrations/${encodeURIComponent(record.id)}/receipt.pdf`);
      setReceipt({ kind: 'ready', url: URL.createObjectURL(new Blob([blob], { type: 'application/pdf' })) });
    } catch (error) {
      setReceipt({ kind: 'error', message: (error as Error).message });
    }
  }

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
          onClick={() => void prepare()}
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
