import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvRecords, initialColumns, isWorkbook, readStatementStart } from './statement-columns';

// What the server makes of the same text (services/reconciliation.ts): the preview must agree.
const serverReads = (text: string) =>
  parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];

describe('csvRecords', () => {
  it.each([
    ['quotes, a BOM and CR/LF', '\uFEFFDate,"Payer, name","UTR ""No""",Amount (Rs)\r\n01/10,Asha,UTR1,100\r\n'],
    ['empty lines and no final line end', 'A,B\n\n1,2\n\n3,4'],
    ['spaces around cells and quoted line breaks', ' A , "B" \n 1 ,"two\nlines"\n'],
    ['an empty last cell and short rows', 'A,B,C\n1,,\n2\n'],
    ['lines longer than the header', 'A,B\n1,2,3\n'],
  ])('reads %s as the server does', (_, text) => {
    expect(csvRecords(text, 100)).toEqual(serverReads(text));
  });

  it('stops after the records asked for, and leaves out a record the text cuts off', () => {
    expect(csvRecords('A,B\n1,2\n3,4\n', 2)).toEqual([
      ['A', 'B'],
      ['1', '2'],
    ]);
    expect(csvRecords('A,B\n1,2\n3,', 10, true)).toEqual([
      ['A', 'B'],
      ['1', '2'],
    ]);
  });

  it('reads an empty file as no records', () => {
    expect(csvRecords('', 10)).toEqual([]);
    expect(csvRecords('\r\n\n', 10)).toEqual([]);
  });
});

describe('the example statement in the page’s help', () => {
  const example = readFileSync(new URL('../../../../public/docs/bank-statement-example.csv', import.meta.url), 'utf8');

  it('has the bank’s shape, and the guess takes its reference and amount columns', async () => {
    const { headers, rows } = await readStatementStart(new Blob([example]));
    expect(headers).toEqual(['Txn Date', 'Description', 'Ref No./Cheque No.', 'Amount', 'Remarks']);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(csvRecords(example, 100)).toEqual(serverReads(example));
    expect(initialColumns(headers, rows, null)).toEqual({
      referenceHeader: 'Ref No./Cheque No.',
      amountHeader: 'Amount',
    });
  });
});

describe('initialColumns', () => {
  const headers = ['Date', 'Payer', 'UTR Number', 'Amount (Rs)', 'Ref', 'Paid'];
  const rows = [['01/10/2025', 'Asha', 'UTR1', '3,600.00', 'R1', '3600']];

  it('guesses from the header names and values when nothing was chosen before', () => {
    expect(initialColumns(headers, rows, null)).toEqual({ referenceHeader: 'UTR Number', amountHeader: 'Amount (Rs)' });
  });

  it('prefers the columns chosen last time when the file has them', () => {
    expect(initialColumns(headers, rows, { referenceHeader: 'Ref', amountHeader: 'Paid' })).toEqual({
      referenceHeader: 'Ref',
      amountHeader: 'Paid',
    });
  });

  it('falls back to the guess for a remembered column this file lacks or whose values do not fit', () => {
    expect(initialColumns(headers, rows, { referenceHeader: 'Reference no.', amountHeader: 'Paid' })).toEqual({
      referenceHeader: 'UTR Number',
      amountHeader: 'Paid',
    });
    // "Txn Date" was the old guess for the bank's export, and so may be remembered.
    expect(initialColumns(headers, rows, { referenceHeader: 'Date', amountHeader: 'Payer' })).toEqual({
      referenceHeader: 'UTR Number',
      amountHeader: 'Amount (Rs)',
    });
    expect(initialColumns(['A', 'B'], [], null)).toEqual({ referenceHeader: '', amountHeader: '' });
  });
});

describe('which files the server reads', () => {
  const text = 'Txn Date,Ref No.,Credit\n';
  const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
  const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  it.each([
    ['a workbook', 'statement.xlsx', true, zip],
    ['a workbook named .csv', 'statement.csv', true, zip],
    ['an old Excel file', 'statement.xls', true, ole],
    ['a text file named .XLSX', 'STATEMENT.XLSX', true, text],
    ['a CSV', 'statement.csv', false, text],
    ['a CSV named .xlsx.csv', 'statement.xlsx.csv', false, text],
    ['an empty file', 'xlsx', false, ''],
  ])('%s (%s): %s', async (_, name, workbook, content) => {
    expect(await isWorkbook(new File([content], name))).toBe(workbook);
  });
});
