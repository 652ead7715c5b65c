import type { AdminRegistration } from '@domain/api/admin-record';
import type { TaxDocument } from '@domain/api/invoice';
import { creditNoteFileName, invoiceFileName } from '@domain/invoice-number';
import { describeTaxDocument, hasCreditNote } from '@domain/tax-documents';
import { PdfFetchLink } from '../shared/pdf-fetch-link';
import { useAdminApi } from '../shared/use-admin-api';

/**
 * On a registration's page, once a credit note is among its documents (a verification taken back,
 * a refund): every invoice and credit note issued to it, each to download as the supplier's copy.
 * An invoice a credit note cancelled stays a document the accounts and the registrant keep.
 */
export function TaxDocuments({ record }: { record: AdminRegistration }) {
  const api = useAdminApi();
  const documents = record.taxDocuments ?? [];
  if (!hasCreditNote(documents)) return null;
  const path = (document: TaxDocument) =>
    `/api/registrations/${encodeURIComponent(record.id)}/${document.kind === 'invoice' ? 'invoice' : 'credit-note'}?number=${encodeURIComponent(document.number)}${document.kind === 'invoice' ? '&copy=supplier' : ''}`;
  return (
    <section className="admin-wide" aria-labelledby="admin-tax-documents-title">
      <h3 id="admin-tax-documents-title">Tax documents</h3>
      <ul className="admin-files">
        {documents.map((document) => (
          <li key={document.number}>
            <PdfFetchLink
              fetchPdf={() => api.getBlob(path(document))}
              fileName={(document.kind === 'invoice' ? invoiceFileName : creditNoteFileName)(document.number)}
              fetchedFor={document.number}
              labels={{
                ask: `Get ${document.number} (PDF)`,
                preparing: `Preparing ${document.number}…`,
                failed: `${document.number} could not be fetched:`,
              }}
            >
              <p>{describeTaxDocument(document, documents)}</p>
            </PdfFetchLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
