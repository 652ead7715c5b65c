// A bank's statement file as the reconciliation reads it: CSV (RFC 4180, a BOM, CR/LF, cells
// trimmed, empty lines skipped, rows of any length), its table found below the lines the bank
// writes above it (domain/bank-statement.ts).
import { parse } from 'csv-parse/sync';
import { statementTable } from '../domain/bank-statement';
import { DomainError } from '../domain/errors';
import { STATEMENT_NOT_CSV } from '../domain/messages';

export function readStatementFile(data: Buffer): ReturnType<typeof statementTable> {
  let records: string[][];
  try {
    records = parse(data, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch {
    throw new DomainError('bad-request', STATEMENT_NOT_CSV);
  }
  return statementTable(records);
}
