// What a credit note says (CGST Act s. 34, CGST Rules, rule 53): it reduces a tax invoice issued
// earlier, in full (a cancelled registration) or in part (a part refund), and names that invoice
// and why. Money documents are never edited or deleted; a credit note is how one is corrected.
// Pure: the invoice service numbers and stores it, the PDF prints it.
import { rupeesInWords } from './amount-in-words';
import type { Paise } from './gst';
import { taxOfSupply, type InvoiceParticulars } from './invoice';
import { financialYearOf } from './invoice-number';

/**
 * The last day a credit note may reduce an invoice of `invoiceDate` (CGST Act s. 34(2)): 30
 * November after the end of the invoice's financial year. The Act also ends it at the year's
 * annual return if filed earlier, which the product cannot know: the accounts section does.
 */
export const creditNoteDeadline = (invoiceDate: string): string => `${financialYearOf(invoiceDate) + 1}-11-30`;

export interface CreditNoteParticulars extends Pick<
  InvoiceParticulars,
  | 'supplier'
  | 'recipient'
  | 'kind'
  | 'supply'
  | 'zeroRated'
  | 'sacCode'
  | 'lines'
  | 'tax'
  | 'placeOfSupply'
  | 'totalInWords'
  | 'signatory'
> {
  number: string;
  /** The venue's calendar day of issue (YYYY-MM-DD). */
  date: string;
  /** The tax invoice it reduces (rule 53(1)(g)). */
  invoice: { number: string; date: string };
  reason: string;
}

/**
 * The credit note of `invoice`: of its whole total unless `totalPaise` (GST-inclusive) says less.
 * A partial one is split again at the invoice's rate and kind of tax, so its taxable value and
 * taxes add up to its total exactly; it credits one line naming what the invoice sold, or the
 * invoice when it sold several things.
 */
export function creditNoteParticulars(
  invoice: InvoiceParticulars,
  input: { number: string; date: string; reason: string; totalPaise?: number },
): CreditNoteParticulars {
  const total: Paise = input.totalPaise ?? invoice.tax.total;
  if (!Number.isSafeInteger(total) || total < 1 || total > invoice.tax.total) {
    throw new RangeError(`A credit of 1 to ${invoice.tax.total} paise (the invoice's total), not ${total}.`);
  }
  // ISO days compare as strings: a credit note cannot reduce an invoice not yet issued.
  if (input.date < invoice.date) {
    throw new RangeError(`A credit note of ${input.date} cannot reduce invoice ${invoice.number} of ${invoice.date}.`);
  }
  const reason = input.reason.trim();
  if (reason === '') throw new RangeError('A credit note says why it is issued.');
  const full = total === invoice.tax.total;
  const lines = full
    ? invoice.lines.map((line) => ({ ...line }))
    : [
        {
          // One line says what it reduces; several, listed again, would fill the page.
          description:
            invoice.lines.length === 1
              ? `Partial credit: ${invoice.lines[0]?.description ?? ''}`
              : `Partial credit of the supplies on invoice ${invoice.number}`,
          quantity: 1,
          amount: total,
        },
      ];
  return {
    number: input.number,
    date: input.date,
    invoice: { number: invoice.number, date: invoice.date },
    reason,
    supplier: invoice.supplier,
    recipient: invoice.recipient,
    kind: invoice.kind,
    supply: invoice.supply,
    zeroRated: invoice.zeroRated,
    sacCode: invoice.sacCode,
    lines,
    tax: taxOfSupply(total, invoice.tax.ratePercent, invoice.supply, invoice.tax.kind === 'intra-state'),
    placeOfSupply: invoice.placeOfSupply,
    totalInWords: rupeesInWords(total),
    signatory: invoice.signatory,
  };
}
