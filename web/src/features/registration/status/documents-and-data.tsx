import { DATA_LINK_HOURS } from '@domain/limits';
import { PRIVACY_NOTICE_PATH } from '@domain/retention';
import { AlertRegion } from '../../../components/form/alert-region';
import { linkKeyFor } from './link-key';
import { taxDocumentPdfUrl, type RegistrationView } from './registration-view';
import { describeTaxDocument, hasCreditNote } from '@domain/tax-documents';
import { useMailingRequest } from './use-mailing-request';
import { BusyButton } from '../../../components/form/busy-button';

/**
 * The registration's documents and the registrant's right to a copy of their data. The ID alone
 * shows where a registration stands; its documents, the group's names, the billing details and a
 * request to cancel open from a link mailed to its address (only its owner reads it). Opened from
 * that link, the page offers the copy of everything held, as one file.
 */
export function DocumentsAndData({ record }: { record: RegistrationView }) {
  const { state, send } = useMailingRequest(({ requestDataCopy }) => requestDataCopy(record.id));
  const key = record.linkOpened ? linkKeyFor(record.id) : null;

  return (
    <section className="status-data-copy" aria-labelledby="status-data-copy-title">
      <h3 id="status-data-copy-title">Your documents and data</h3>
      {key ? (
        <>
          <p>
            You opened this page from the link we e-mailed, so it shows your documents. We keep what you gave us only as
            long as our <a href={PRIVACY_NOTICE_PATH}>privacy notice</a> says.{' '}
            <a href={`/api/data/${encodeURIComponent(key)}`} download>
              Download a copy of all your data
            </a>{' '}
            (one JSON file).
          </p>
          {hasCreditNote(record.taxDocuments) && (
            <>
              <h4 id="status-tax-documents-title">Your tax documents</h4>
              <p>
                Every tax invoice and credit note issued for this registration, including an invoice a credit note has
                cancelled: keep them all for your accounts.
              </p>
              <ul aria-labelledby="status-tax-documents-title">
                {record.taxDocuments?.map((document) => (
                  <li key={document.number}>
                    {describeTaxDocument(document, record.taxDocuments ?? [])}.{' '}
                    {document.awaitingIrn ? (
                      'Being registered on the GST invoice registration portal: e-mailed to you once it is.'
                    ) : (
                      <a href={taxDocumentPdfUrl(record.id, document.kind, document.number)} download>
                        Download {document.number} (PDF)
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      ) : (
        <>
          <p>
            The registration ID shows where your registration stands. Your receipt, tax invoice, entry pass and
            certificates, {record.numStudents ? 'the names of your group, ' : ''}your billing details and a request to
            cancel open from a link we e-mail to {record.email}; it works for {DATA_LINK_HOURS} hours. The same e-mail
            has a copy of all the data we hold, which we keep only as long as our{' '}
            <a href={PRIVACY_NOTICE_PATH}>privacy notice</a> says.
          </p>
          <div className="status-inline-action">
            <BusyButton
              busy={state.kind === 'sending'}
              className="button button--secondary"
              onClick={() => void send()}
            >
              {state.kind === 'sending' ? 'Sending...' : 'E-mail me the link'}
            </BusyButton>
            <AlertRegion
              tone={state.kind === 'sent' ? 'success' : 'error'}
              message={
                state.kind === 'sent'
                  ? `The link is on its way to ${record.email}. It works for ${DATA_LINK_HOURS} hours.`
                  : state.kind === 'failed'
                    ? state.message
                    : null
              }
            />
          </div>
        </>
      )}
    </section>
  );
}
