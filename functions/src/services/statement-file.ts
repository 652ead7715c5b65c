// A bank's statement file as the reconciliation reads it: CSV (RFC 4180, a BOM, CR/LF, cells
// trimmed, empty lines skipped, rows of any length) or an Excel workbook (.xlsx, its first sheet:
// statement-workbook.ts), its table found below the lines the bank writes above it
// (domain/bank-statement.ts). The kind is told by the bytes; the name only says what was meant.
import { parse } from 'csv-parse/sync';
import { statementTable } from '../domain/bank-statement';
import { DomainError } from '../domain/errors';
import { STATEMENT_NOT_CSV, STATEMENT_NOT_XLSX, STATEMENT_OLD_EXCEL } from '../domain/messages';
import { workbookRecords } from './statement-workbook';

const ZIP = Buffer.from('PK\x03\x04', 'latin1');
// Excel 97-2003 (.xls) is an OLE compound file; no maintained npm library reads it.
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const EXCEL_NAME = /\.(xlsx|xlsm|xls)$/i;

function csvRecords(data: Buffer): string[][] {
  try {
    return parse(data, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch {
    throw new DomainError('bad-request', STATEMENT_NOT_CSV);
  }
}

/** `fileName`: the name it was uploaded under, to tell a workbook that is none from a CSV. */
export async function readStatementFile(data: Buffer, fileName = ''): Promise<ReturnType<typeof statementTable>> {
  if (data.subarray(0, OLE.length).equals(OLE)) throw new DomainError('unsupported-media', STATEMENT_OLD_EXCEL);
  if (data.subarray(0, ZIP.length).equals(ZIP)) return statementTable(await workbookRecords(data));
  if (EXCEL_NAME.test(fileName.trim())) throw new DomainError('bad-request', STATEMENT_NOT_XLSX);
  return statementTable(csvRecords(data));
}
