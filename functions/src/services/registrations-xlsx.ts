// The registrations list as an Excel workbook: the CSV export's columns (registration-columns.ts),
// each cell of its own type, so Excel shows what was stored. IDs, references, phone and member
// numbers are text cells in the Text format (Excel neither drops a leading zero nor turns a long
// number into 1.2E+11); amounts and counts are numbers; times are date cells of the venue's wall
// clock. A text cell is never run as a formula, so registrants' text is written as typed (the
// CSV's apostrophe against formula injection is not needed here).
import writeExcelFile, { type Cell } from 'write-excel-file/node';
import { VENUE_ZONE_LABEL, venueWallClock } from '../domain/venue-time';
import { rupeesOfPaise } from '../domain/e-invoice-schema';
import { exportTable, type CheckInCell, type ExportCell, type InvoiceTaxes } from './registration-columns';
import type { RegistrationRecord } from './registrations';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Sortable as the CSV's "2025-10-20 11:00 IST", the zone shown by the format, not stored.
const TIME_FORMAT = `yyyy-mm-dd hh:mm "${VENUE_ZONE_LABEL}"`;

function xlsxCell(cell: ExportCell): Cell {
  if (cell === null) return null;
  if (cell instanceof Date) return { value: venueWallClock(cell), type: Date, format: TIME_FORMAT };
  if (typeof cell === 'number') return { value: cell, type: Number };
  // A number of rupees, shown with its paise: the nearest double to an exact two-decimal amount.
  if (typeof cell === 'object') return { value: rupeesOfPaise(cell.paise), type: Number, format: '0.00' };
  return { value: cell, type: String, format: '@' };
}

export async function registrationsXlsx(
  records: RegistrationRecord[],
  checkIns: readonly CheckInCell[] = [],
  taxes: InvoiceTaxes = new Map(),
): Promise<Buffer> {
  const { headers, rows } = exportTable(records, checkIns, taxes);
  const headerRow: Cell[] = headers.map((header) => ({ value: header, type: String, fontWeight: 'bold' }));
  return writeExcelFile([headerRow, ...rows.map((row) => row.map(xlsxCell))], {
    sheet: 'Registrations',
    stickyRowsCount: 1,
    columns: headers.map((header) => ({ width: Math.max(12, Math.min(header.length + 2, 30)) })),
  }).toBuffer();
}
