import { useState } from 'react';
import { CERTIFICATE_NOT_READY, FORM_CHECKS_NOT_LOADED } from '@domain/messages';
import type { PublicRegistration } from '@domain/registration-view';
import { attachmentFileName, usePdfDownload } from '../../../components/ui/use-pdf-download';
import { statusServices } from './load-status-services';
import { certificatePdfUrl } from './registration-view';
import { BusyButton } from '../../../components/form/busy-button';

type Certificates = NonNullable<PublicRegistration['certificates']>;
type CertifiedPerson = Certificates['persons'][number];

/**
 * After the conference, a certificate of participation for each person of the registration who was
 * checked in, and for nobody else (the server lists them). While the organisers have not completed
 * the certificate (its signatories or logos), it says so instead of offering a download.
 */
export function CertificateDownloads({
  registrationId,
  certificates,
}: {
  registrationId: string;
  certificates: Certificates;
}) {
  const group = certificates.persons.length > 1 || certificates.persons[0]?.person !== 'registrant';
  return (
    <section className="status-certificate" aria-labelledby="status-certificate-title">
      <h3 id="status-certificate-title">
        {group ? 'Certificates of participation' : 'Your certificate of participation'}
      </h3>
      {certificates.ready ? (
        <>
          {group && <p>One for each person who was checked in at the conference.</p>}
          <ul className="status-certificate__list">
            {certificates.persons.map((person) => (
              <li key={person.person}>
                <CertificateDownload registrationId={registrationId} person={person} group={group} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="status-callout">{CERTIFICATE_NOT_READY}</p>
      )}
    </section>
  );
}

/**
 * One person's certificate: fetched rather than linked, so a refusal is read as the API's sentence,
 * not as JSON in a new page.
 */
function CertificateDownload({
  registrationId,
  person,
  group,
}: {
  registrationId: string;
  person: CertifiedPerson;
  group: boolean;
}) {
  const { state: certificate, linkRef, prepare } = usePdfDownload();
  // The server names the file by the certificate's code, never by the registration ID.
  const [fileName, setFileName] = useState('certificate.pdf');
  const label = group ? `Download the certificate of ${person.name}` : 'Download certificate of participation';

  async function fetchCertificate(): Promise<Blob> {
    const response = await fetch(certificatePdfUrl(registrationId, person.person));
    if (response.ok) {
      setFileName(attachmentFileName(response, 'certificate.pdf'));
      return response.blob();
    }
    const { apiErrorMessage } = await statusServices.load().catch(() => {
      throw new Error(FORM_CHECKS_NOT_LOADED);
    });
    throw new Error(await apiErrorMessage(response));
  }

  return (
    <>
      {certificate.kind === 'ready' ? (
        <a ref={linkRef} className="button" href={certificate.url} download={fileName}>
          Save {fileName}
        </a>
      ) : (
        <BusyButton
          className="button button--secondary"
          onClick={() => void prepare(fetchCertificate, null)}
          busy={certificate.kind === 'loading'}
        >
          {certificate.kind === 'loading' ? `Preparing the certificate of ${person.name}…` : label}
        </BusyButton>
      )}
      {certificate.kind === 'error' && (
        <p role="alert" className="status-callout status-callout--problem">
          The certificate could not be fetched: {certificate.message}
        </p>
      )}
    </>
  );
}
