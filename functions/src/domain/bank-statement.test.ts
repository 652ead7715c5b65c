import { describe, expect, it } from 'vitest';
import { chooseColumns, columnKinds, guessColumns, looksLikeDate, readStatementLines } from './bank-statement';

// The shape the bank's collection page exports (docs/api.md, "Reconciliation").
const BANK_HEADERS = ['Txn Date', 'Description', 'Ref No./Cheque No.', 'Amount', 'Remarks'];
const BANK_ROWS = [
  ['21/10/2025', 'NEFT CR-SBIN0001234-MEERA', 'SBIN525294412', '15,500.00', 'NEFT/ICEI25 AB12 CD34 EF567/RAO'],
  ['22/10/2025', 'IMPS-529612345678-ASHA', '529612345678', '3600.00', ''],
];

describe('reading a bank statement', () => {
  it('guesses the reference and amount columns from the header row', () => {
    expect(guessColumns(['Date', 'Name', 'UTR No', 'Amount (Rs)'])).toEqual({ reference: 2, amount: 3 });
    expect(guessColumns(['Txn Reference', 'Paid'])).toEqual({ reference: 0, amount: 1 });
    expect(guessColumns(['A', 'B'])).toEqual({ reference: null, amount: null });
  });

  it('never takes a date column for the reference, by its name or its values', () => {
    expect(guessColumns(BANK_HEADERS)).toEqual({ reference: 2, amount: 3 });
    expect(guessColumns(BANK_HEADERS, BANK_ROWS)).toEqual({ reference: 2, amount: 3 });
    expect(guessColumns(['Transaction', 'Ref', 'Paid'], [['01-Oct-2025', 'UTR1', '100']])).toEqual({
      reference: 1,
      amount: 2,
    });
  });

  it('takes the credit column for the amount, never the debit or the balance', () => {
    const headers = ['Value Dt', 'Narration', 'Chq./Ref.No.', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'];
    expect(guessColumns(headers, [['01/10/25', 'NEFT', 'N1234', '', '3,600.00', '1,00,000.00']])).toEqual({
      reference: 2,
      amount: 4,
    });
  });

  it('guesses from the values when the names say nothing: rupees are the amount, codes the reference', () => {
    const rows = [
      ['01/10/2025', 'Asha', 'SBIN525294412', '3,600.00'],
      ['02/10/2025', 'Ravi', '529612345678', '6,000.00'],
    ];
    expect(guessColumns(['A', 'B', 'C', 'D'], rows)).toEqual({ reference: 2, amount: 3 });
    expect(columnKinds(['A', 'B', 'C', 'D'], rows)).toEqual(['date', 'text', 'text', 'money']);
  });

  it.each([
    ['01/10/2025', true],
    ['1-10-25', true],
    ['2025-10-01', true],
    ['01-Oct-2025', true],
    ['01 OCT 2025 10:15:00', true],
    ['Oct 1, 2025', true],
    ['2025-10-01T10:15:00Z', true],
    ['SBIN525294412', false],
    ['15,500.00', false],
    ['1/10', false],
  ])('reads %j as a date: %s', (text, date) => {
    expect(looksLikeDate(text)).toBe(date);
  });
});

describe('choosing the columns', () => {
  it('takes the organiser’s choice, then the remembered one when it fits, then the guess', () => {
    const asked = { referenceHeader: 'Remarks', amountHeader: 'Amount' };
    expect(chooseColumns(BANK_HEADERS, BANK_ROWS, { asked, remembered: null })).toEqual(asked);
    expect(
      chooseColumns(BANK_HEADERS, BANK_ROWS, { remembered: { referenceHeader: 'Remarks', amountHeader: 'Amount' } }),
    ).toEqual({ referenceHeader: 'Remarks', amountHeader: 'Amount' });
    expect(chooseColumns(BANK_HEADERS, BANK_ROWS, {})).toEqual({
      referenceHeader: 'Ref No./Cheque No.',
      amountHeader: 'Amount',
    });
  });

  it('forgets a remembered column of dates for the reference, or of words for the amount', () => {
    const remembered = { referenceHeader: 'Txn Date', amountHeader: 'Description' };
    expect(chooseColumns(BANK_HEADERS, BANK_ROWS, { remembered })).toEqual({
      referenceHeader: 'Ref No./Cheque No.',
      amountHeader: 'Amount',
    });
  });

  it('gives nothing where nothing answers', () => {
    expect(chooseColumns(['A', 'B'], [['x', 'y']], {})).toEqual({ referenceHeader: '', amountHeader: '' });
  });
});

describe('readStatementLines', () => {
  it('keeps the reference, the amount and every other non-empty cell of each row', () => {
    const lines = readStatementLines(BANK_HEADERS, [...BANK_ROWS, ['23/10/2025', 'x', 'R3', '1', 'y', 'extra']], {
      referenceHeader: 'Ref No./Cheque No.',
      amountHeader: 'Amount',
    });
    expect(lines[0]).toEqual({
      lineNumber: 1,
      reference: 'SBIN525294412',
      amount: 15500,
      otherCells: [
        { header: 'Txn Date', value: '21/10/2025' },
        { header: 'Description', value: 'NEFT CR-SBIN0001234-MEERA' },
        { header: 'Remarks', value: 'NEFT/ICEI25 AB12 CD34 EF567/RAO' },
      ],
    });
    expect(lines[1]?.otherCells.map((cell) => cell.header)).toEqual(['Txn Date', 'Description']);
    expect(lines[2]?.otherCells.at(-1)).toEqual({ header: 'Column 6', value: 'extra' });
  });
});
