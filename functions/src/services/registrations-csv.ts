// The registrations list as CSV for the organisers' spreadsheets: UTF-8 with a byte-order mark
// (so Excel reads non-ASCII names), one row per registration, quoting by csv-stringify. Excel
// reads a CSV's digits as a number (a reference's leading zeros go): the .xlsx export
// (registrations-xlsx.ts) is the file to open in Excel.
import { stringify } from 'csv-stringify/sync';
import { rupeesText } from '../domain/e-invoice-schema';
import { venueStamp } from '../domain/venue-time';
import { exportTable, type CheckInCell, type ExportCell, type InvoiceTaxes } from './registration-columns';
import type { RegistrationRecord } from './registrations';

/**
 * A registrant typed these values; a spreadsheet would run one starting with =, +, - or @ as a
 * formula (CSV injection), so such a cell is prefixed with an apostrophe.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(cell: ExportCell): string | number {
  if (cell === null) return '';
  if (cell instanceof Date) return venueStamp(cell);
  // "6016.95": rupees and paise as the invoice states them, always two decimals.
  if (typeof cell === 'object') return rupeesText(cell.paise);
  return typeof cell === 'string' ? neutraliseFormula(cell) : cell;
}

export function registrationsCsv(
  records: RegistrationRecord[],
  checkIns: readonly CheckInCell[] = [],
  taxes: InvoiceTaxes = new Map(),
): string {
  const { headers, rows } = exportTable(records, checkIns, taxes);
  const cells = rows.map((row) => row.map(csvCell));
  return `\uFEFF${stringify([headers, ...cells], { record_delimiter: 'windows' })}`;
}
