// Tax invoice numbers (CGST Rules, rule 46(b)): consecutive, at most 16 characters of letters,
// digits, "-" and "/", unique for a financial year (1 April to 31 March). Ours are the edition's
// prefix, the financial year and the sequence within it: "ICEI/2526/1", "ICEI/2526/2", …; the
// sequence itself is kept by the invoice service, one counter per series and year, without gaps.
// Credit notes (rule 53) are a series of their own, the same with "C" before the sequence:
// "ICEI/2526/C1".

export const INVOICE_NUMBER_MAX = 16;
const ALLOWED = /^[A-Za-z0-9/-]+$/;

/** Whether `text` could be a document number at all: 1 to 16 letters, digits, "/" and "-". */
export const isDocumentNumberShape = (text: string): boolean => text.length <= INVOICE_NUMBER_MAX && ALLOWED.test(text);

/** The financial year a venue calendar day (YYYY-MM-DD) falls in: "2025-11-07" → 2025 (FY 2025-26). */
export function financialYearOf(day: string): number {
  const [year = Number.NaN, month = Number.NaN] = day.split('-').map(Number);
  if (!Number.isInteger(year) || !Number.isInteger(month)) throw new RangeError(`A day as YYYY-MM-DD, not ${day}.`);
  return month >= 4 ? year : year - 1;
}

/** "2526" for the financial year starting in 2025. */
/** "2025-26" for a day of that financial year, as an LUT names its year. */
export const lutYearOf = (date: string) => {
  const year = financialYearOf(date);
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
};

export const financialYearLabel = (startYear: number) =>
  `${String(startYear % 100).padStart(2, '0')}${String((startYear + 1) % 100).padStart(2, '0')}`;

/** Why a prefix cannot make invoice numbers, or null: the longest number it would give must fit. */
export function invoicePrefixProblem(prefix: string, largestSequence = 99_999): string | null {
  if (!ALLOWED.test(prefix)) return 'letters, digits, "-" and "/" only';
  const longest = invoiceNumber(prefix, 2099, largestSequence, { unchecked: true, series: 'credit-note' });
  if (longest.length > INVOICE_NUMBER_MAX) {
    return `at most ${INVOICE_NUMBER_MAX - (longest.length - prefix.length)} characters, so that "${longest}" fits in ${INVOICE_NUMBER_MAX}`;
  }
  return null;
}

/** The two numbered series: tax invoices and the credit notes issued against them. */
export type DocumentSeries = 'invoice' | 'credit-note';

/** The number of the `sequence`-th invoice (from 1), or credit note, of a financial year. */
export function invoiceNumber(
  prefix: string,
  financialYear: number,
  sequence: number,
  options: { unchecked?: boolean; series?: DocumentSeries } = {},
): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`A sequence from 1, not ${sequence}.`);
  const marker = options.series === 'credit-note' ? 'C' : '';
  const number = `${prefix}/${financialYearLabel(financialYear)}/${marker}${sequence}`;
  if (!options.unchecked && (number.length > INVOICE_NUMBER_MAX || !ALLOWED.test(number))) {
    throw new RangeError(
      `"${number}" is not an invoice number: at most ${INVOICE_NUMBER_MAX} letters, digits, "-" and "/".`,
    );
  }
  return number;
}

/**
 * What `invoiceNumber` put together, read back: its prefix (which may hold "/"), its series and its
 * sequence. A credit note takes its invoice's prefix; a register orders by the sequence.
 */
export function invoiceNumberParts(number: string): { prefix: string; series: DocumentSeries; sequence: number } {
  const match = /^(.+)\/\d{4}\/(C?)(\d+)$/.exec(number);
  if (!match?.[1] || match[3] === undefined) throw new RangeError(`"${number}" is not one of our invoice numbers.`);
  return { prefix: match[1], series: match[2] ? 'credit-note' : 'invoice', sequence: Number(match[3]) };
}

/** "tax-invoice-ICEI-2526-7.pdf": the file a document of that number is saved as, its slashes made safe. */
export const invoiceFileName = (number: string) => `tax-invoice-${number.replace(/\//g, '-')}.pdf`;
/** A credit note's file name, by its number as an invoice's is: never taken for a tax invoice. */
export const creditNoteFileName = (number: string) => `credit-note-${number.replace(/\//g, '-')}.pdf`;
