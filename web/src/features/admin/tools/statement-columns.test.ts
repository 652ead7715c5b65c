import { describe, expect, it } from 'vitest';
import { csvHeaderRow, initialColumns } from './statement-columns';

describe('csvHeaderRow', () => {
  it('reads the first record, with quotes, a BOM and CR/LF', () => {
    expect(csvHeaderRow('\uFEFFDate,"Payer, name","UTR ""No""",Amount (Rs)\r\n01/10,Asha,UTR1,100\r\n')).toEqual([
      'Date',
      'Payer, name',
      'UTR "No"',
      'Amount (Rs)',
    ]);
  });

  it('reads an empty file as no columns', () => {
    expect(csvHeaderRow('')).toEqual([]);
    expect(csvHeaderRow('\n1,2')).toEqual([]);
  });
});

describe('initialColumns', () => {
  const headers = ['Date', 'Payer', 'UTR Number', 'Amount (Rs)', 'Ref', 'Paid'];

  it('guesses from the header names when nothing was chosen before', () => {
    expect(initialColumns(headers, null)).toEqual({ referenceHeader: 'UTR Number', amountHeader: 'Amount (Rs)' });
  });

  it('prefers the columns chosen last time when the file has them', () => {
    expect(initialColumns(headers, { referenceHeader: 'Ref', amountHeader: 'Paid' })).toEqual({
      referenceHeader: 'Ref',
      amountHeader: 'Paid',
    });
  });

  it('falls back to the guess for a remembered column this file lacks, and to nothing without a guess', () => {
    expect(initialColumns(headers, { referenceHeader: 'Reference no.', amountHeader: 'Paid' })).toEqual({
      referenceHeader: 'UTR Number',
      amountHeader: 'Paid',
    });
    expect(initialColumns(['A', 'B'], null)).toEqual({ referenceHeader: '', amountHeader: '' });
  });
});
