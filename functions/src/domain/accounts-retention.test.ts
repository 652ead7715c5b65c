import { describe, expect, it } from 'vitest';
import { financialYearOf } from './invoice-number';
import { ACCOUNTS_MARGIN_YEARS, accountsKeptUntil } from './retention';
import { venueDate } from './venue-time';

describe('how long tax invoices and credit notes are kept', () => {
  it('is 72 months from the due date of the year’s annual return (31 December after the year), and a margin of whole years', () => {
    expect(ACCOUNTS_MARGIN_YEARS).toBeGreaterThanOrEqual(1);
    for (const year of [2024, 2025, 2031]) {
      const until = accountsKeptUntil(year);
      // The return for the year from April `year` is due on 31 December of `year + 1`; the law's
      // last day is 72 months (six years) after it, and the margin runs on from there.
      const lawsLastDay = `${year + 1 + 6}-12-31`;
      expect(venueDate(new Date(until.getTime() - 1))).toBe(`${year + 1 + 6 + ACCOUNTS_MARGIN_YEARS}-12-31`);
      expect(venueDate(until) > lawsLastDay).toBe(true);
    }
  });

  it('keeps an invoice of the last day of a financial year as long as one of its first day', () => {
    expect(financialYearOf('2026-03-31')).toBe(financialYearOf('2025-04-01'));
    expect(accountsKeptUntil(financialYearOf('2026-03-31'))).toEqual(accountsKeptUntil(financialYearOf('2025-04-01')));
  });
});
