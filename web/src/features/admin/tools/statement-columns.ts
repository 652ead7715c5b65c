// Which columns of the bank's collection report hold the reference and the amount: read from the
// file's first lines in the browser, so the organiser sees them and confirms the choice before
// uploading. The guess is the domain's, the same the server makes.
import type { StatementColumns } from '@domain/api/reconciliation';
import { chooseColumns, linesToRead, STATEMENT_PREVIEW_ROWS, statementTable } from '@domain/bank-statement';

/** How many lines the page shows before reconciling, and how many it reads to guess the columns. */
export const PREVIEW_LINES = 5;
export const GUESS_LINES = STATEMENT_PREVIEW_ROWS;

/** What the file input offers: CSV and Excel workbooks (.xls too, so the server can say what to do with it). */
export const STATEMENT_ACCEPT = [
  '.csv',
  'text/csv',
  '.xlsx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls',
  'application/vnd.ms-excel',
].join(',');

// A zip (an .xlsx) and an OLE compound file (an old .xls) by their first bytes.
const WORKBOOK_STARTS = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
];

/**
 * An Excel file, by its first bytes or its name: the server reads it (its library stays there)
 * and judges it, so a workbook named .csv is read as one, and a text file named .xlsx is refused
 * with the server's sentence.
 */
export async function isWorkbook(file: File): Promise<boolean> {
  const start = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  const byBytes = WORKBOOK_STARTS.some((bytes) => bytes.every((byte, index) => start[index] === byte));
  return byBytes || /\.(xlsx|xlsm|xls)$/i.test(file.name.trim());
}

/**
 * The first `limit` records of a CSV text, read as the server's csv-parse reads the file (RFC 4180
 * quoting, a BOM, CR/LF line ends, cells trimmed, empty lines skipped). `cut`: the text is the
 * start of a longer file, so its last record may be incomplete and is left out.
 */
export function csvRecords(text: string, limit: number, cut = false): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  const input = text.replace(/^\uFEFF/, '');
  const endCell = () => {
    record.push(wasQuoted ? cell : cell.trim());
    cell = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endCell();
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };
  for (let index = 0; index < input.length && records.length < limit; index += 1) {
    const char = input[index];
    if (quoted) {
      if (char === '"' && input[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      wasQuoted = true;
      cell = '';
    } else if (char === ',') endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[index + 1] === '\n') index += 1;
      endRecord();
    } else if (!(wasQuoted && /\s/.test(char ?? ''))) cell += char;
  }
  const unfinished = record.length > 0 || cell !== '' || wasQuoted;
  if (records.length < limit && unfinished && !cut) endRecord();
  return records;
}

/**
 * The header row (below any lines the bank writes above it) and the first lines after it, from
 * the file's first 64 KB.
 */
export async function readStatementStart(file: Blob): Promise<{ headers: string[]; rows: string[][] }> {
  const start = file.slice(0, 64 * 1024);
  const { headers, rows } = statementTable(
    csvRecords(await start.text(), linesToRead(GUESS_LINES), file.size > start.size),
  );
  return { headers, rows: rows.slice(0, GUESS_LINES) };
}

/**
 * The columns to offer: the ones the organiser chose last time when this file has them and their
 * values fit (a date is never the reference), otherwise the domain's guess from the header names
 * and the first lines; '' where neither gives an answer.
 */
export function initialColumns(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  remembered: Partial<StatementColumns> | null,
): StatementColumns {
  return chooseColumns(headers, rows, { remembered });
}

const STORAGE_KEY = 'icei-admin-statement-columns';

export function rememberedColumns(): Partial<StatementColumns> | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { referenceHeader, amountHeader } = value as Record<string, unknown>;
    return {
      ...(typeof referenceHeader === 'string' ? { referenceHeader } : {}),
      ...(typeof amountHeader === 'string' ? { amountHeader } : {}),
    };
  } catch {
    return null; // storage refused (private mode) or damaged: fall back to the guess
  }
}

export function rememberColumns(choice: StatementColumns): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Not remembered; the guess still works next time.
  }
}
