// What the GST returns read of the registers: the period a return is filed for (a month, or a
// quarter for a quarterly filer under QRMP) and each stored invoice or credit note as a return's
// document (domain/gstr1.ts). Pure: services/gst-returns.ts reads the documents.
import type { CreditNoteParticulars } from './credit-note';
import type { ReturnDocument, ReturnPeriod, Supply } from './gstr1';
import type { InvoiceParticulars } from './invoice';

/** A return's period as asked for, with the name its file carries. */
export interface NamedReturnPeriod extends ReturnPeriod {
  label: string;
}

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * "2025-10" → October 2025; "2025-Q3" → the third quarter of the financial year from April 2025
 * (October to December 2025), as a quarterly filer files; anything else → null.
 */
export function parseReturnPeriod(text: string): NamedReturnPeriod | null {
  const month = /^(20\d\d)-(0[1-9]|1[0-2])$/.exec(text);
  if (month) {
    const [year, m] = [Number(month[1]), Number(month[2])];
    return { from: `${text}-01`, to: `${text}-${twoDigits(lastDayOf(year, m))}`, label: text };
  }
  const quarter = /^(20\d\d)-Q([1-4])$/.exec(text);
  if (!quarter) return null;
  // Q1 is April to June of the financial year's first calendar year; Q4 January to March of the next.
  const firstMonth = 4 + (Number(quarter[2]) - 1) * 3;
  const year = Number(quarter[1]) + (firstMonth > 12 ? 1 : 0);
  const from = ((firstMonth - 1) % 12) + 1;
  return {
    from: `${year}-${twoDigits(from)}-01`,
    to: `${year}-${twoDigits(from + 2)}-${twoDigits(lastDayOf(year, from + 2))}`,
    label: text,
  };
}

/** How the document was issued: B2B, B2C, or zero-rated to an SEZ or abroad (domain/invoice.ts). */
const supplyOf = (particulars: InvoiceParticulars | CreditNoteParticulars): Supply => particulars.supply;

/** A document as the return reads it: its kind, parties, place, code, rate and money as printed. */
function returnDocumentOf(
  type: ReturnDocument['type'],
  particulars: InvoiceParticulars | CreditNoteParticulars,
  against: ReturnDocument['against'],
): ReturnDocument {
  const { taxable, cgst, sgst, igst, total, ratePercent } = particulars.tax;
  return {
    type,
    number: particulars.number,
    date: particulars.date,
    recipient: particulars.recipient.name,
    gstin: particulars.recipient.gstin ?? null,
    supply: supplyOf(particulars),
    placeOfSupply: particulars.placeOfSupply.code,
    sacCode: particulars.sacCode,
    ratePercent,
    taxable,
    cgst,
    sgst,
    igst,
    total,
    against,
  };
}

/** A tax invoice as the return reads it. */
export const invoiceReturnDocument = (particulars: InvoiceParticulars): ReturnDocument =>
  returnDocumentOf('invoice', particulars, null);

/** A credit note as the return reads it, with the invoice it reduces (its table follows the invoice's). */
export const creditNoteReturnDocument = (
  particulars: CreditNoteParticulars,
  invoice: InvoiceParticulars,
): ReturnDocument =>
  returnDocumentOf('credit-note', particulars, {
    number: invoice.number,
    date: invoice.date,
    supply: supplyOf(invoice),
    total: invoice.tax.total,
  });
