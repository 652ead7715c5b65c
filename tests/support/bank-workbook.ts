// A bank statement fixture (tests/fixtures/bank-statements/*.csv) as the bank's Excel export holds
// the same statement: dates are date cells, and, unless the bank writes them as text, amounts and
// all-digit cells are numbers, so a reference such as "0000000078451234" is the number 78451234,
// its leading zeros lost as Excel loses them. Made by the test, from the CSV rows, so the twin
// cannot drift from its CSV and stays reviewable as text.
import { parse } from 'csv-parse/sync';
import writeExcelFile, { type Cell } from 'write-excel-file/node';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "01/10/25", "01/10/2025", "01-10-2025", "1 Oct 2025" (day first, as Indian banks write). */
function dateOf(text: string): Date | null {
  const numeric = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
  if (numeric) {
    const [, day, month, year] = numeric.map(Number) as [number, number, number, number];
    return new Date(Date.UTC(year < 100 ? 2000 + year : year, month - 1, day));
  }
  const named = /^(\d{1,2}) ([A-Za-z]{3}) (\d{4})$/.exec(text);
  const month = named ? MONTHS.indexOf((named[2] ?? '').toLowerCase()) : -1;
  return named && month !== -1 ? new Date(Date.UTC(Number(named[3]), month, Number(named[1]))) : null;
}

function cellOf(text: string, numbers: boolean): Cell {
  if (text === '') return null;
  const date = dateOf(text);
  if (date) return { value: date, type: Date, format: 'dd/mm/yyyy' };
  if (numbers && /^\d[\d,]*\.\d{2}$/.test(text)) {
    return { value: Number(text.replaceAll(',', '')), type: Number, format: '#,##0.00' };
  }
  if (numbers && /^\d+$/.test(text)) return { value: Number(text), type: Number };
  return { value: text, type: String };
}

export interface WorkbookShape {
  /** Amounts and digits as number cells (most banks), or as the text the CSV holds. */
  numbers: boolean;
}

/** The CSV statement's rows as an .xlsx workbook of one sheet. */
export async function statementWorkbook(csv: string, { numbers }: WorkbookShape): Promise<Buffer> {
  const records = parse(csv, { bom: true, relax_column_count: true, trim: true }) as string[][];
  return writeExcelFile(records.map((record) => record.map((text) => cellOf(text, numbers)))).toBuffer();
}

/** How each bank's fixture is exported as Excel: SBI writes its amounts as text, the others as numbers. */
export const WORKBOOK_SHAPES: Record<string, WorkbookShape> = {
  sbi: { numbers: false },
  hdfc: { numbers: true },
  icici: { numbers: true },
  kotak: { numbers: true },
};
