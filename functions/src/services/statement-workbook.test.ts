// Workbooks that are not what their name says, or too large once unpacked: refused with the
// domain's sentence before anything is read. Cells read as the CSV export would write them.
import { strToU8, zipSync } from 'fflate';
import writeExcelFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain/errors';
import { MAX_STATEMENT_UNPACKED_BYTES } from '../domain/limits';
import { STATEMENT_NOT_XLSX, STATEMENT_OLD_EXCEL, STATEMENT_WORKBOOK_TOO_LARGE } from '../domain/messages';
import { readStatementFile } from './statement-file';
import { cellText, workbookRecords } from './statement-workbook';

const refusal = async (data: Buffer, name: string) => {
  try {
    await readStatementFile(data, name);
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  return null;
};

describe('a statement file that is no workbook', () => {
  it('refuses a text file renamed .xlsx, naming what it should be', async () => {
    expect(await refusal(Buffer.from('Txn Date,Ref No.,Credit\n01/10/2025,UTR1,100\n'), 'statement.xlsx')).toEqual({
      kind: 'bad-request',
      message: STATEMENT_NOT_XLSX,
    });
  });

  it('refuses a zip that holds no workbook', async () => {
    const zip = Buffer.from(zipSync({ 'word/document.xml': strToU8('<w:document/>') }));
    expect(await refusal(zip, 'statement.xlsx')).toEqual({ kind: 'bad-request', message: STATEMENT_NOT_XLSX });
  });

  it('refuses a workbook cut short', async () => {
    const workbook = await writeExcelFile([['Txn Date', 'Ref No.', 'Credit']]).toBuffer();
    const cut = workbook.subarray(0, Math.floor(workbook.length / 2));
    expect(await refusal(cut, 'statement.xlsx')).toEqual({ kind: 'bad-request', message: STATEMENT_NOT_XLSX });
  });

  it('refuses an Excel 97-2003 file by its bytes, whatever its name', async () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(504).fill(0)]);
    expect(await refusal(ole, 'statement.csv')).toEqual({ kind: 'unsupported-media', message: STATEMENT_OLD_EXCEL });
  });

  // Compressing the limit's 20 MB of zeros takes most of it, several times longer beside the
  // type-check and the first build (docs/development.md, "Timeouts and why").
  it(
    'refuses a workbook whose sheets would unpack beyond the limit, before unpacking them',
    { timeout: 15_000 },
    async () => {
      // Zeros compress a thousandfold: a few kilobytes sent, more than the limit declared inside.
      const sheet = new Uint8Array(MAX_STATEMENT_UNPACKED_BYTES + 1);
      const bomb = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': sheet }, { level: 1 }));
      expect(bomb.length).toBeLessThan(MAX_STATEMENT_UNPACKED_BYTES / 100);
      expect(await refusal(bomb, 'statement.xlsx')).toEqual({
        kind: 'too-large',
        message: STATEMENT_WORKBOOK_TOO_LARGE,
      });
    },
  );

  it('reads an empty workbook as no lines at all', async () => {
    expect(await workbookRecords(await writeExcelFile([[]]).toBuffer())).toEqual([]);
  });
});

describe('cells as a CSV export writes them', () => {
  it.each([
    [new Date(Date.UTC(2025, 9, 1)), '2025-10-01'],
    // A serial number's rounding: 10:15 stored as 10:14:59.999.
    [new Date(Date.UTC(2025, 9, 3, 10, 14, 59, 999)), '2025-10-03 10:15'],
    [new Date(Date.UTC(2025, 9, 3, 10, 15, 30)), '2025-10-03 10:15:30'],
    [1500.4999999999998, '1500.5'],
    [78451234, '78451234'],
    [529812345678, '529812345678'],
    [true, 'TRUE'],
    ['  UTR 1  ', 'UTR 1'],
    [null, ''],
  ])('%j is %j', (cell, text) => {
    expect(cellText(cell)).toBe(text);
  });
});
