import { describe, expect, it } from 'vitest';
import {
  chooseColumns,
  columnKinds,
  guessColumns,
  looksLikeDate,
  readStatementLines,
  statementTable,
} from './bank-statement';

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
    const { lines } = readStatementLines(BANK_HEADERS, [...BANK_ROWS, ['23/10/2025', 'x', 'R3', '1', 'y', 'extra']], {
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

describe('statementTable', () => {
  it('finds the header row below the lines a bank writes above it', () => {
    const records = [
      ['Account Name :', 'ICEI 2025'],
      ['Account Number :', '00000012345678', 'Branch :', 'DHARWAD'],
      ['Statement From :', '01/10/25', 'To :', '31/10/25'],
      BANK_HEADERS,
      ...BANK_ROWS,
    ];
    expect(statementTable(records)).toEqual({ headers: BANK_HEADERS, rows: BANK_ROWS, preamble: 3 });
  });

  it('starts at the first line when no line reads as a bank’s header row', () => {
    const records = [
      ['Ref', 'Paid'],
      ['R1', '100'],
    ];
    expect(statementTable(records)).toEqual({ headers: ['Ref', 'Paid'], rows: [['R1', '100']], preamble: 0 });
  });
});

describe('which rows are credits', () => {
  const headers = ['Date', 'Narration', 'Ref', 'Amount', 'Dr / Cr'];
  const columns = { referenceHeader: 'Ref', amountHeader: 'Amount' };
  const amounts = (rows: string[][]) => readStatementLines(headers, rows, columns);

  it('leaves out debits by their mark, a Dr suffix, a minus sign or brackets, and empty or zero amounts', () => {
    const { lines, skipped } = amounts([
      ['01/10/2025', 'a', 'R1', '1,000.00', 'CR'],
      ['01/10/2025', 'b', 'R2', '1,000.00', 'DR'],
      ['01/10/2025', 'c', 'R3', '250.00 Dr', ''],
      ['01/10/2025', 'd', 'R4', '-250.00', ''],
      ['01/10/2025', 'e', 'R5', '(250.00)', ''],
      ['01/10/2025', 'f', 'R6', '', ''],
      ['01/10/2025', 'g', 'R7', '0.00', ''],
      ['01/10/2025', 'h', 'R8', '2,500.00 Cr', ''],
    ]);
    expect(lines.map((line) => [line.reference, line.amount])).toEqual([
      ['R1', 1000],
      ['R8', 2500],
    ]);
    expect(skipped).toBe(6);
  });

  it('leaves out the bank’s own lines and, where most rows are dated, rows without a date', () => {
    const { lines } = amounts([
      ['01/10/2025', 'a', 'R1', 'about a thousand', ''],
      ['02/10/2025', 'b', 'R2', '300.00', ''],
      ['03/10/2025', 'c', 'R3', '250.00 Dr', ''],
      ['Total', '', '', '5,000.00', ''],
      ['Closing Balance', '', '', '9,000.00', 'CR'],
      ['500000.00', '1', '6', '37,104.00', ''],
    ]);
    // A credit whose amount cannot be read is listed, as unreadable: it may be a payment.
    expect(lines.map((line) => [line.reference, line.amount])).toEqual([
      ['R1', null],
      ['R2', 300],
    ]);
  });

  it('lets a date column it cannot read decide nothing', () => {
    const { lines } = amounts([
      ['45931', 'a', 'R1', '300.00', ''],
      ['45932', 'b', 'R2', '400.00', ''],
    ]);
    expect(lines.map((line) => line.reference)).toEqual(['R1', 'R2']);
  });
});
