// GSTR-1 of a month or a quarter, made from the stored invoices and credit notes as printed: what
// the accounts section uploads through the GST portal's offline tool, with its summary by table,
// which adds up to the registers of the same days to the paisa (domain/gstr1.ts).
import { creditNoteReturnDocument, invoiceReturnDocument, type NamedReturnPeriod } from '../domain/gst-returns';
import { gstr1Of, type Gstr1 } from '../domain/gstr1';
import { DomainError } from '../domain/errors';
import { financialYearOf } from '../domain/invoice-number';
import { documentsOfYear } from './accounts';
import { invoices } from './collections';
import { invoicingOf } from './invoices';

/** The supplier the return is filed for: the edition's, or failing that the one its documents name. */
function supplierGstinOf(documents: readonly { particulars: { supplier: { gstin: string } } }[]): string {
  const invoicing = invoicingOf();
  if (invoicing.ready) return invoicing.facts.supplier.gstin;
  const named = documents[0]?.particulars.supplier.gstin;
  if (!named) throw new DomainError('conflict', invoicing.problem);
  return named;
}

/** The return of `period`: its invoices and credit notes, each credit note with the invoice it reduces. */
export async function gstr1For(period: NamedReturnPeriod): Promise<Gstr1> {
  // A period lies within one financial year (a month, or a quarter of it): its documents are numbered there.
  const year = financialYearOf(period.from);
  const { issued, credited } = await documentsOfYear(year);
  const inPeriod = (date: string) => date >= period.from && date <= period.to;
  const periodInvoices = issued.docs.map((doc) => doc.data()).filter((doc) => inPeriod(doc.particulars.date));
  const periodNotes = credited.docs
    .map((doc) => ({ id: doc.id, ...doc.data() }))
    .filter((doc) => inPeriod(doc.particulars.date));
  // A credit note may reduce an invoice of an earlier year: read those it names that are not at hand.
  const known = new Map(issued.docs.map((doc) => [doc.id, doc.data()]));
  const missing = [...new Set(periodNotes.map((note) => note.invoiceId).filter((id) => !known.has(id)))];
  if (missing.length > 0) {
    const earlier = await invoices().firestore.getAll(...missing.map((id) => invoices().doc(id)));
    for (const snapshot of earlier) {
      const data = snapshot.data() as ReturnType<typeof known.get>;
      if (data) known.set(snapshot.id, data);
    }
  }
  const documents = [
    ...periodInvoices.map((invoice) => invoiceReturnDocument(invoice.particulars)),
    ...periodNotes.map((note) => {
      const invoice = known.get(note.invoiceId);
      if (!invoice)
        throw new Error(
          `The invoice ${note.invoiceId} that credit note ${note.particulars.number} reduces is missing.`,
        );
      return creditNoteReturnDocument(note.particulars, invoice.particulars);
    }),
  ];
  return gstr1Of({
    supplierGstin: supplierGstinOf([...periodInvoices, ...periodNotes]),
    period: { from: period.from, to: period.to },
    documents,
  });
}
