import { describe, expect, it } from 'vitest';
import { financialYearOf } from './invoice-number';
import { rupeesInWords } from './amount-in-words';
import { creditNoteDeadline, creditNoteParticulars } from './credit-note';
import { invoiceParticulars, type InvoicingFacts } from './invoice';
import { HOST_FACTS, gstinOf as gstin } from './invoicing.test-support';

// A fictional host in Karnataka (29), the event there too.
const FACTS: InvoicingFacts = { ...HOST_FACTS, prefix: 'TEST', placeOfSupply: 'recipient-state' };
const LINES = [
  { description: 'Paper registration', quantity: 2, amountRupees: 28_320 },
  { description: 'Conference banquet', quantity: 1, amountRupees: 1_180 },
];
const issue = (recipient: Parameters<typeof invoiceParticulars>[0]['recipient'], amountRupees?: number) =>
  invoiceParticulars({
    facts: FACTS,
    supply: 'admission',
    number: 'TEST/2526/7',
    date: '2025-11-10',
    recipient,
    lines: amountRupees === undefined ? LINES : [{ description: 'Registration', quantity: 1, amountRupees }],
    ratePercent: 18,
  });
const WITHIN_STATE = issue({ name: 'Asha Rao', address: 'Dharwad', stateCode: '29' });
const BETWEEN_STATES = issue({ name: 'Pune Institute', address: 'Pune', gstin: gstin('27', 'AAACP5678L') });
const BETWEEN_STATES_ONE_LINE = issue(
  { name: 'Pune Institute', address: 'Pune', gstin: gstin('27', 'AAACP5678L') },
  7_080,
);
const NOTE = { number: 'TEST/CN/2526/1', date: '2025-11-20', reason: 'Registration cancelled' };

/** A seeded sequence, so a failure names a total that fails again. */
function* sample(count: number, max: number) {
  let state = 4_242;
  for (let index = 0; index < count; index += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    yield 1 + Math.floor((state / 2 ** 31) * max);
  }
}

describe('a credit note’s particulars', () => {
  it('credit the whole invoice by default: its lines, taxes and total, naming it and the reason', () => {
    for (const invoice of [WITHIN_STATE, BETWEEN_STATES]) {
      const note = creditNoteParticulars(invoice, NOTE);
      expect(note).toMatchObject({ ...NOTE, invoice: { number: invoice.number, date: invoice.date } });
      expect(note.tax).toEqual(invoice.tax);
      expect(note.lines).toEqual(invoice.lines);
      expect(note.totalInWords).toBe(invoice.totalInWords);
      const { supplier, recipient, kind, sacCode, placeOfSupply, signatory } = invoice;
      expect(note).toMatchObject({ supplier, recipient, kind, sacCode, placeOfSupply, signatory });
    }
    expect(creditNoteParticulars(BETWEEN_STATES, NOTE).tax.kind).toBe('inter-state');
  });

  it('credit part of it as one line, split again at its rate and kind of tax', () => {
    const note = creditNoteParticulars(WITHIN_STATE, { ...NOTE, reason: 'Banquet not attended', totalPaise: 118_000 });
    expect(note.lines).toEqual([
      { description: 'Partial credit of the supplies on invoice TEST/2526/7', quantity: 1, amount: 118_000 },
    ]);
    // ₹1,180 with 18% inside it: ₹1,000 and ₹90 each of CGST and SGST.
    expect(note.tax).toEqual({
      kind: 'intra-state',
      ratePercent: 18,
      total: 118_000,
      taxable: 100_000,
      cgst: 9_000,
      sgst: 9_000,
      igst: 0,
    });
    expect(note.totalInWords).toBe('Rupees One Thousand One Hundred Eighty Only');
  });

  it('of an invoice of one line name what it sold', () => {
    const note = creditNoteParticulars(BETWEEN_STATES_ONE_LINE, { ...NOTE, totalPaise: 100_000 });
    expect(note.lines).toEqual([{ description: 'Partial credit: Registration', quantity: 1, amount: 100_000 }]);
  });

  it('add up to the credited total exactly, for thousands of part refunds of either kind', () => {
    for (const invoice of [issue({ name: 'A', address: 'B', stateCode: '29' }, 400_000), BETWEEN_STATES]) {
      for (const total of sample(5_000, invoice.tax.total)) {
        const { tax, lines, totalInWords } = creditNoteParticulars(invoice, { ...NOTE, totalPaise: total });
        const found = {
          parts: tax.taxable + tax.cgst + tax.sgst + tax.igst,
          lines: lines.reduce((sum, line) => sum + line.amount, 0),
          kind: tax.kind,
          halves: tax.cgst - tax.sgst,
          words: totalInWords,
        };
        const wanted = { parts: total, lines: total, kind: invoice.tax.kind, halves: 0, words: rupeesInWords(total) };
        // expect() per total costs too much at this count: the first one wrong fails with its details.
        if (JSON.stringify(found) !== JSON.stringify(wanted)) expect(found, `${total}`).toEqual(wanted);
      }
    }
  });

  it('refuse a credit above the invoice’s total, below a paisa or not in whole paise', () => {
    const total = WITHIN_STATE.tax.total;
    expect(creditNoteParticulars(WITHIN_STATE, { ...NOTE, totalPaise: total }).tax.total).toBe(total);
    expect(creditNoteParticulars(WITHIN_STATE, { ...NOTE, totalPaise: 1 }).tax.total).toBe(1);
    for (const totalPaise of [total + 1, 0, -100, 12.5, Number.NaN]) {
      expect(() => creditNoteParticulars(WITHIN_STATE, { ...NOTE, totalPaise }), `${totalPaise}`).toThrow(RangeError);
    }
  });

  it('refuse a date before the invoice’s, and no reason', () => {
    expect(() => creditNoteParticulars(WITHIN_STATE, { ...NOTE, date: '2025-11-09' })).toThrow(RangeError);
    expect(creditNoteParticulars(WITHIN_STATE, { ...NOTE, date: WITHIN_STATE.date }).date).toBe(WITHIN_STATE.date);
    expect(() => creditNoteParticulars(WITHIN_STATE, { ...NOTE, reason: '  ' })).toThrow(RangeError);
  });
});

describe("a credit note's deadline (CGST Act s. 34(2))", () => {
  it('is 30 November after the end of the invoice’s financial year, the same for its first and last day', () => {
    for (const day of ['2025-04-01', '2025-11-07', '2026-03-31']) {
      const deadline = creditNoteDeadline(day);
      expect(deadline).toBe(`${financialYearOf(day) + 1}-11-30`);
      expect(financialYearOf(deadline)).toBe(financialYearOf(day) + 1);
    }
    expect(creditNoteDeadline('2026-03-31')).toBe(creditNoteDeadline('2025-04-01'));
    expect(creditNoteDeadline('2026-04-01') > creditNoteDeadline('2026-03-31')).toBe(true);
  });
});
