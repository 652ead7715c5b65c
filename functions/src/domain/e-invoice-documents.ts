// A stored tax invoice or credit note as the e-invoice's input (domain/e-invoice.ts): only B2B
// documents are reported to the Invoice Registration Portal (a buyer with a GSTIN); B2C ones are
// not (a B2C invoice carries a dynamic QR code of its own only above ₹500 crore of turnover).
// Pure: the e-invoice service reads the documents and stores the portal's answer.
import type { CreditNoteParticulars } from './credit-note';
import type { EInvoiceInput } from './e-invoice';
import { splitInclusiveTotal } from './gst';
import type { InvoiceParticulars } from './invoice';

/** The IRP's answer for a document, as stored with it and printed on it. */
export interface RegisteredIrn {
  irn: string;
  ackNo: string;
  /** As the portal gives it: "YYYY-MM-DD HH:mm:ss", Indian time. */
  ackDate: string;
  /** The JWT the portal signed, printed as the QR code. */
  signedQrCode: string;
}

/** A document's registration on the IRP as it is shown (the e-invoice list, a registrant's data copy), or null before it. */
export const irnShown = (irn: RegisteredIrn | null | undefined) =>
  irn ? { irn: irn.irn, ackNo: irn.ackNo, ackDate: irn.ackDate } : null;

/** Whether a document is reported to the IRP: to a registered buyer, an SEZ, or an export. */
export const isEInvoiced = (particulars: InvoiceParticulars | CreditNoteParticulars) => particulars.supply !== 'B2C';

/**
 * Each line's taxable value and taxes: the document's own split for its one line (every document
 * the product issues has one), else each line split alike, the last taking what the document's
 * split leaves, so the lines add up to the document as printed to the paisa.
 */
function linesOf(particulars: InvoiceParticulars | CreditNoteParticulars): EInvoiceInput['lines'] {
  const { tax } = particulars;
  const rest = { taxable: tax.taxable, igst: tax.igst, cgst: tax.cgst, sgst: tax.sgst };
  return particulars.lines.map((line, index) => {
    const last = index === particulars.lines.length - 1;
    const split = last
      ? { ...rest, total: rest.taxable + rest.igst + rest.cgst + rest.sgst }
      : splitInclusiveTotal(line.amount, tax.ratePercent, tax.kind);
    rest.taxable -= split.taxable;
    rest.igst -= split.igst;
    rest.cgst -= split.cgst;
    rest.sgst -= split.sgst;
    return {
      description: line.description,
      sacCode: particulars.sacCode,
      quantity: line.quantity,
      taxable: split.taxable,
      igst: split.igst,
      cgst: split.cgst,
      sgst: split.sgst,
      total: split.taxable + split.igst + split.cgst + split.sgst,
      ratePercent: tax.ratePercent,
    };
  });
}

/** A B2B, SEZ or export tax invoice or credit note as the IRP reads it. */
export function eInvoiceInputOf(particulars: InvoiceParticulars | CreditNoteParticulars): EInvoiceInput {
  const { tax, recipient, supplier, supply } = particulars;
  if (supply === 'B2C') throw new RangeError(`${particulars.number} is B2C: the IRP takes no e-invoice of it.`);
  return {
    document: 'invoice' in particulars ? 'credit-note' : 'invoice',
    number: particulars.number,
    date: particulars.date,
    ...('invoice' in particulars ? { against: particulars.invoice } : {}),
    supply,
    supplier: { name: supplier.name, address: supplier.address, gstin: supplier.gstin, stateCode: supplier.stateCode },
    recipient: {
      name: recipient.name,
      // The "Attn:" line names whose registration it pays for, not where the buyer is.
      address: recipient.address.replace(/^Attn:.*\n/, ''),
      gstin: recipient.gstin ?? null,
      stateCode: recipient.stateCode ?? null,
      ...(recipient.country ? { country: recipient.country } : {}),
    },
    placeOfSupply: particulars.placeOfSupply.code,
    lines: linesOf(particulars),
    totals: { taxable: tax.taxable, igst: tax.igst, cgst: tax.cgst, sgst: tax.sgst, total: tax.total },
  };
}
