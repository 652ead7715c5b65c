// A bank statement exported as Excel (.xlsx): its first sheet's cells as the text a CSV export of
// the same statement would hold, so one set of rules reads both (domain/bank-statement.ts).
import { unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/universal';
import { DomainError } from '../domain/errors';
import { MAX_STATEMENT_UNPACKED_BYTES } from '../domain/limits';
import { STATEMENT_NOT_XLSX, STATEMENT_WORKBOOK_TOO_LARGE } from '../domain/messages';

type Cell = string | number | boolean | Date | null;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date cell as a bank's CSV writes it, "2025-10-01" or "2025-10-01 10:15". Excel keeps the
 * wall-clock time without a zone, and the reader hands it over as that time in UTC; a serial
 * number's rounding (10:14:59.999) is rounded to the second.
 */
function dateText(date: Date): string {
  const at = new Date(Math.round(date.getTime() / 1000) * 1000);
  const day = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  if (at.getUTCHours() === 0 && at.getUTCMinutes() === 0 && at.getUTCSeconds() === 0) return day;
  const seconds = at.getUTCSeconds() === 0 ? '' : `:${pad(at.getUTCSeconds())}`;
  return `${day} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}${seconds}`;
}

/**
 * A cell as text. A number is written with the 15 significant digits Excel shows (a stored
 * 1500.4999999999998 is 1500.5); a reference Excel took for a number has lost its leading zeros,
 * which matching ignores anyway.
 */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return dateText(cell);
  if (typeof cell === 'number') return String(Number(cell.toPrecision(15)));
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return cell.trim();
}

/**
 * Refuses a file that is no zip, or whose entries would unpack to more than the limit, before
 * anything is unpacked: only the archive's directory is read (the reader below unpacks each entry
 * into a buffer of its declared size, so the declared sizes bound the memory it takes).
 */
function requireModestZip(data: Uint8Array): void {
  let declared = 0;
  try {
    unzipSync(data, {
      filter: (entry) => {
        declared += entry.originalSize;
        return false;
      },
    });
  } catch {
    throw new DomainError('bad-request', STATEMENT_NOT_XLSX);
  }
  if (declared > MAX_STATEMENT_UNPACKED_BYTES) throw new DomainError('too-large', STATEMENT_WORKBOOK_TOO_LARGE);
}

/** The first sheet's non-empty rows, each cell as text. */
export async function workbookRecords(data: Buffer): Promise<string[][]> {
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.length);
  requireModestZip(bytes);
  let rows: Cell[][];
  try {
    rows = (await readSheet(bytes.slice().buffer)) as Cell[][];
  } catch {
    // A zip that is no workbook (a .docx renamed), or a workbook damaged inside.
    throw new DomainError('bad-request', STATEMENT_NOT_XLSX);
  }
  return rows.map((row) => row.map(cellText)).filter((record) => record.some((cell) => cell !== ''));
}
