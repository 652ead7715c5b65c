import { useEffect, useRef, useState } from 'react';
import { certificatesOpenAt } from '@domain/certificate';
import { now } from '../../../lib/clock';
import { useClockKnown } from '../../../lib/use-clock-known';
import { certificatePdfUrl } from './registration-view';

type Certificate =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; url: string };

/**
 * The registrant's certificate of participation, once the conference is over (the site's clock,
 * which follows the server's). Fetched rather than linked, so a refusal (not checked in) is read as
 * the API's sentence, not as JSON in a new page.
 */
export function CertificateDownload({ registrationId }: { registrationId: string }) {
  const clockKnown = useClockKnown();
  const [certificate, setCertificate] = useState<Certificate>({ kind: 'idle' });
  const url = certificate.kind === 'ready' ? certificate.url : null;
  const linkRef = useRef<HTMLAnchorElement>(null);
  const fileName = `certificate-${registrationId}.pdf`;

  useEffect(() => {
    if (!url) return;
    linkRef.current?.focus();
    return () => URL.revokeObjectURL(url);
  }, [url]);

  async function prepare() {
    setCertificate({ kind: 'loading' });
    try {
      const response = await fetch(certificatePdfUrl(registrationId));
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
        throw new Error(typeof body?.error === 'string' ? body.error : `The server answered ${response.status}.`);
      }
      const blob = await response.blob();
      setCertificate({ kind: 'ready', url: URL.createObjectURL(new Blob([blob], { type: 'application/pdf' })) });
    } catch (error) {
      setCertificate({ kind: 'error', message: (error as Error).message });
    }
  }

  if (!clockKnown || !certificatesOpenAt(now())) return null;
  return (
    <div className="status-certificate">
      {certificate.kind === 'ready' ? (
        <a ref={linkRef} className="button" href={certificate.url} download={fileName}>
          Save {fileName}
        </a>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void prepare()}
          disabled={certificate.kind === 'loading'}
        >
          {certificate.kind === 'loading' ? 'Preparing the certificate…' : 'Download certificate of participation'}
        </button>
      )}
      {certificate.kind === 'error' && (
        <p role="alert" className="status-callout status-callout--problem">
          The certificate could not be fetched: {certificate.message}
        </p>
      )}
    </div>
  );
}
