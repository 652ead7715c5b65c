import { describe, expect, it } from 'vitest';
import { parseReturnPeriod } from '@domain/gst-returns';
import { agreementSentence, defaultReturnPeriod, returnPeriodsOf, shortIrn } from './accounts-returns';

describe('the periods a return is filed for', () => {
  const { months, quarters } = returnPeriodsOf(2025);

  it("are the financial year's twelve months, April first, then its four quarters", () => {
    expect(months.map((month) => month.value)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(months[6]).toEqual({ value: '2025-10', label: 'October 2025', name: 'October 2025' });
    expect(quarters.map((quarter) => quarter.label)).toEqual([
      'Q1: April–June 2025',
      'Q2: July–September 2025',
      'Q3: October–December 2025',
      'Q4: January–March 2026',
    ]);
  });

  it('are each a period the server takes, the quarter holding the months it names', () => {
    for (const [index, quarter] of quarters.entries()) {
      const period = parseReturnPeriod(quarter.value);
      expect(period?.from).toBe(`${months[index * 3]?.value}-01`);
      expect(period?.to.slice(0, 7)).toBe(months[index * 3 + 2]?.value);
    }
    for (const month of months) expect(parseReturnPeriod(month.value)).not.toBeNull();
  });

  it("open at today's month in the year, else at the year's first", () => {
    expect(defaultReturnPeriod(2025, '2025-10-15')).toBe('2025-10');
    expect(defaultReturnPeriod(2025, '2026-03-31')).toBe('2026-03');
    expect(defaultReturnPeriod(2025, '2025-03-31')).toBe('2025-04');
    expect(defaultReturnPeriod(2024, '2025-10-15')).toBe('2024-04');
  });
});

describe('the GSTR-1 section', () => {
  const net = { taxable: 1_000_000, igst: 0, cgst: 90_000, sgst: 90_050, value: 1_180_050 };

  it('says the tables add up, with the taxable value and the tax, or that they do not and whom to tell', () => {
    expect(agreementSentence(net, true)).toBe(
      'The tables add up to the period’s invoices less credit notes: ₹10,000.00 taxable, ₹1,800.50 tax.',
    );
    expect(agreementSentence(net, false)).toMatch(/^The tables do not add up .*contact the developers\.$/);
  });

  it("shows an IRN's first twelve characters", () => {
    expect(shortIrn('a'.repeat(12) + 'b'.repeat(52))).toBe(`${'a'.repeat(12)}…`);
  });
});
