import { certificatesOpenAt } from '@domain/certificate';
import { FORM_CHECKS_NOT_LOADED } from '@domain/messages';
import { usePdfDownload } from '../../../components/ui/use-pdf-download';
import { now } from '../../../lib/clock';
import { useClockKnown } from '../../../lib/use-clock-known';
import { statusServices } from './load-status-services';
import { certificatePdfUrl } from './registration-view';

/**
 * The registrant's certificate of participation, once the conference is over (the site's clock,
 * which follows the server's). Fetched rather than linked, so a refusal (not checked in) is read as
 * the API's sentence, not as JSON in a new page.
 */
export function CertificateDownload({ registrationId }: { registrationId: string }) {
  const clockKnown = useClockKnown();
  const { state: certificate, linkRef, prepare } = usePdfDownload();
  const fileName = `certificate-${registrationId}.pdf`;

  async function fetchCertificate(): Promise<Blob> {
    const response = await fetch(certificatePdfUrl(registrationId));
    if (response.ok) return response.blob();
    const { apiErrorMessage } = await statusServices.load().catch(() => {
      throw new Error(FORM_CHECKS_NOT_LOADED);
    });
    throw new Error(await apiErrorMessage(response));
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
          onClick={() => void prepare(fetchCertificate, null)}
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
