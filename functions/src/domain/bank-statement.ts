// Reading the bank's collection report: what each column holds, judged by its name and its values,
// and the lines it makes. The same rules guess in the browser (the preview) and on the server.
import type { StatementColumns } from './api/reconciliation';
import { parseAmount, type StatementLine } from './reconciliation';

/** What a column's non-empty values all are; 'empty' when it has none (or no rows were read). */
export type ColumnKind = 'date' | 'money' | 'digits' | 'text' | 'empty';

const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*';
const TIME = '([ T]\\d{1,2}:\\d{2}(:\\d{2})?(\\.\\d+)?\\s*([ap]m)?(Z|[+-]\\d{2}:?\\d{2})?)?';
const DATE = new RegExp(
  `^(\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}|\\d{4}[/.-]\\d{1,2}[/.-]\\d{1,2}|\\d{1,2}[\\s/.-]?${MONTH}[\\s/.-]?,?\\s?\\d{2,4}|${MONTH}\\s\\d{1,2},?\\s\\d{4})${TIME}$`,
  'i',
);

/** "01/10/2025", "2025-10-01", "01-Oct-2025 10:15": a date, never a reference. */
export function looksLikeDate(text: string): boolean {
  return DATE.test(text.trim());
}

function kindOf(values: readonly string[]): ColumnKind {
  const filled = values.map((value) => value.trim()).filter((value) => value !== '');
  if (filled.length === 0) return 'empty';
  if (filled.every(looksLikeDate)) return 'date';
  if (filled.every((value) => /^\d+$/.test(value))) return 'digits';
  // Digits alone may be a cheque number as well as rupees; decimals, commas or ₹ make it money.
  if (filled.every((value) => parseAmount(value) !== null) && filled.some((value) => /[.,₹]|INR|Rs/i.test(value))) {
    return 'money';
  }
  return 'text';
}

const DATE_HEADER = /(date|time)/i;

/**
 * What each column holds, judged on the transactions alone (a summary's figures or the bank's note
 * below the table would make every column text).
 */
export function columnKinds(headers: readonly string[], rows: readonly (readonly string[])[]): ColumnKind[] {
  return readColumns(headers, rows).kinds;
}

/** The transactions among the rows, and what each column holds in them: read once per statement. */
function readColumns(headers: readonly string[], rows: readonly (readonly string[])[]) {
  const transactions = rows.filter(transactionTest(headers, rows));
  const kinds = headers.map((_, column) => kindOf(transactions.map((row) => row[column] ?? '')));
  return { transactions, kinds };
}

/**
 * Which rows are transactions: in a statement whose date column holds a date on most rows, the
 * rows with one. A date column the rules cannot read (a spreadsheet's day numbers) decides nothing.
 */
function transactionTest(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): (row: readonly string[]) => boolean {
  const dateAt = headers.findIndex((header) => DATE_HEADER.test(header));
  const dated = (row: readonly string[]) => looksLikeDate(row[dateAt] ?? '');
  return dateAt !== -1 && rows.filter(dated).length * 2 >= rows.length ? dated : () => true;
}

const REFERENCE_HEADERS = [/(ref|utr|cheque|chq|challan)/i, /(transaction|txn)/i];
const CREDIT_HEADER = /(credit|deposit|received|\bcr\b)/i;
const AMOUNT_HEADER = /(amount|amt|paid)/i;
const NOT_CREDIT_HEADER = /(debit|withdraw|balance|\bdr\b)/i;

/** A reference is never a date or an amount, whatever the header says. */
function fitsAsReference(header: string, kind: ColumnKind): boolean {
  return !DATE_HEADER.test(header) && kind !== 'date' && kind !== 'money';
}

function fitsAsAmount(header: string, kind: ColumnKind): boolean {
  return !DATE_HEADER.test(header) && (kind === 'money' || kind === 'digits' || kind === 'empty');
}

/** A bank's reference: one token with a digit, and at least 9 characters when it is digits alone. */
function looksLikeCode(value: string): boolean {
  return /^[A-Z0-9][A-Z0-9/_-]{5,}$/i.test(value) && /\d/.test(value) && (!/^\d+$/.test(value) || value.length >= 9);
}

/**
 * The columns a statement most likely means, from the header names and, when rows are given,
 * their values: a column of dates is never the reference, a column of rupees (decimals, commas)
 * is the amount. The organiser confirms or changes the guess.
 */
export function guessColumns(
  headers: readonly string[],
  rows: readonly (readonly string[])[] = [],
): { reference: number | null; amount: number | null } {
  return guessFrom(headers, readColumns(headers, rows));
}

function guessFrom(
  headers: readonly string[],
  { transactions, kinds }: ReturnType<typeof readColumns>,
): { reference: number | null; amount: number | null } {
  const first = (test: (header: string, kind: ColumnKind, column: number) => boolean) => {
    const column = headers.findIndex((header, index) => test(header, kinds[index] ?? 'empty', index));
    return column === -1 ? null : column;
  };
  const amount =
    first((header, kind) => CREDIT_HEADER.test(header) && fitsAsAmount(header, kind)) ??
    first(
      (header, kind) => AMOUNT_HEADER.test(header) && !NOT_CREDIT_HEADER.test(header) && fitsAsAmount(header, kind),
    ) ??
    first((header, kind) => kind === 'money' && !NOT_CREDIT_HEADER.test(header));
  const notAmount = (column: number) => column !== amount;
  const reference =
    REFERENCE_HEADERS.reduce<number | null>(
      (found, pattern) =>
        found ??
        first((header, kind, column) => pattern.test(header) && fitsAsReference(header, kind) && notAmount(column)),
      null,
    ) ??
    first(
      (header, kind, column) =>
        (kind === 'text' || kind === 'digits') &&
        notAmount(column) &&
        !NOT_CREDIT_HEADER.test(header) &&
        transactions.every((row) => (row[column] ?? '').trim() === '' || looksLikeCode((row[column] ?? '').trim())),
    );
  return { reference, amount };
}

/**
 * The columns to use: the ones asked for when the file has them (the organiser's explicit choice),
 * else the remembered ones when the file has them and their values fit, else the guess; '' where
 * nothing gives an answer.
 */
export function chooseColumns(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  { asked, remembered }: { asked?: Partial<StatementColumns>; remembered?: Partial<StatementColumns> | null },
): StatementColumns {
  const read = readColumns(headers, rows);
  const { kinds } = read;
  const guess = guessFrom(headers, read);
  const pick = (
    askedHeader: string | undefined,
    rememberedHeader: string | undefined,
    guessed: number | null,
    fits: (header: string, kind: ColumnKind) => boolean,
  ) => {
    if (askedHeader !== undefined && headers.includes(askedHeader)) return askedHeader;
    const rememberedAt = rememberedHeader === undefined ? -1 : headers.indexOf(rememberedHeader);
    if (
      rememberedHeader !== undefined &&
      rememberedAt !== -1 &&
      fits(rememberedHeader, kinds[rememberedAt] ?? 'empty')
    ) {
      return rememberedHeader;
    }
    return guessed === null ? '' : (headers[guessed] ?? '');
  };
  return {
    referenceHeader: pick(asked?.referenceHeader, remembered?.referenceHeader, guess.reference, fitsAsReference),
    amountHeader: pick(asked?.amountHeader, remembered?.amountHeader, guess.amount, fitsAsAmount),
  };
}

// Banks put the account's name, number and period above the table ("Account Name :,ICEI 2025"):
// the header row is the first of the file's first lines with three cells or more, two of which
// read as a bank's column names.
const PREAMBLE_LINES = 30;
const COLUMN_NAME =
  /(date|amount|amt|credit|debit|deposit|withdraw|narration|description|particular|remark|ref|utr|cheque|chq|balance|detail|txn|transaction)/i;

function isHeaderRow(record: readonly string[]): boolean {
  const filled = record.map((cell) => cell.trim()).filter((cell) => cell !== '');
  const names = filled.filter((cell) => COLUMN_NAME.test(cell) && !looksLikeDate(cell) && parseAmount(cell) === null);
  return filled.length >= 3 && names.length >= 2;
}

/** How many lines after the header the columns are guessed from, and a preview holds. */
export const STATEMENT_PREVIEW_ROWS = 50;

/** How many lines a reader must take to find the header row and `lines` lines after it. */
export const linesToRead = (lines: number) => PREAMBLE_LINES + lines + 1;

/**
 * The statement's table: its header row, found below any lines the bank writes above it, and the
 * rows after it. A file without a recognisable header row starts at its first line.
 */
export function statementTable(records: readonly (readonly string[])[]): {
  headers: string[];
  rows: string[][];
  /** Lines above the header row, skipped. */
  preamble: number;
} {
  const found = records.slice(0, PREAMBLE_LINES).findIndex(isHeaderRow);
  const preamble = Math.max(found, 0);
  const [headers = [], ...rows] = records.slice(preamble).map((record) => [...record]);
  return { headers, rows, preamble };
}

// A debit in a column of credits and debits: "DR" in a Cr/Dr column, a "Dr" suffix, a minus sign.
const DEBIT_MARK = /^(dr|d|debit|withdrawal)\.?$/i;
const MARK_HEADER = /^(cr\s*\/\s*dr|dr\s*\/\s*cr|type|txn type|debit\s*\/\s*credit)$/i;
// A line of the bank's own (totals, balances, the closing note), not a transaction.
const BANK_LINE = /^(total|grand total|opening balance|closing balance|\*)/i;

/** What a row's amount cell says: no credit at all (empty, zero, a debit), or a credit, null when unreadable. */
function creditOf(text: string, mark: string): { credit: false } | { credit: true; amount: number | null } {
  const cell = text.trim();
  if (cell === '' || DEBIT_MARK.test(mark.trim()) || /^-|^\(|\bdr\.?$/i.test(cell)) return { credit: false };
  const amount = parseAmount(cell.replace(/\s*cr\.?$/i, ''));
  return amount === 0 ? { credit: false } : { credit: true, amount };
}

/**
 * The statement's credits as lines: the chosen reference and amount, and every other non-empty
 * cell. Rows that credit nothing (a debit, a balance, a total, the bank's closing note) are not
 * lines, nor rows that are no transaction (transactionTest: a summary's figures): `skipped`
 * counts them.
 */
export function readStatementLines(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  columns: StatementColumns,
): { lines: StatementLine[]; skipped: number } {
  const referenceAt = headers.indexOf(columns.referenceHeader);
  const amountAt = headers.indexOf(columns.amountHeader);
  const markAt = headers.findIndex((header) => MARK_HEADER.test(header.trim()));
  const isTransaction = transactionTest(headers, rows);
  const lines: StatementLine[] = [];
  rows.forEach((row, index) => {
    const first = row.find((cell) => cell.trim() !== '') ?? '';
    const found = creditOf(row[amountAt] ?? '', row[markAt] ?? '');
    if (!found.credit || BANK_LINE.test(first.trim())) return;
    if (!isTransaction(row)) return;
    lines.push({
      lineNumber: index + 1,
      reference: row[referenceAt] ?? '',
      amount: found.amount,
      otherCells: row.flatMap((value, column) =>
        column === referenceAt || column === amountAt || value.trim() === ''
          ? []
          : [{ header: headers[column] ?? `Column ${column + 1}`, value }],
      ),
    });
  });
  return { lines, skipped: rows.length - lines.length };
}
