import { describe, expect, it } from 'vitest';
import { amountsSummary, barPercent, daysSummary, recentDays } from './chart-data';

describe('recentDays', () => {
  it('ends at the latest day with registrations and fills the empty days with zero', () => {
    expect(
      recentDays(
        [
          { date: '2025-10-28', count: 2 },
          { date: '2025-10-30', count: 5 },
        ],
        4,
      ),
    ).toEqual([
      { date: '2025-10-27', count: 0 },
      { date: '2025-10-28', count: 2 },
      { date: '2025-10-29', count: 0 },
      { date: '2025-10-30', count: 5 },
    ]);
  });

  it('leaves out days before the span and crosses month ends', () => {
    expect(
      recentDays(
        [
          { date: '2025-09-01', count: 9 },
          { date: '2025-11-01', count: 1 },
        ],
        2,
      ),
    ).toEqual([
      { date: '2025-10-31', count: 0 },
      { date: '2025-11-01', count: 1 },
    ]);
  });

  it('is empty without registrations', () => {
    expect(recentDays([], 30)).toEqual([]);
  });
});

describe('barPercent', () => {
  it('scales to the largest value and keeps an all-zero series at zero', () => {
    expect(barPercent(5, 20)).toBe(25);
    expect(barPercent(0, 0)).toBe(0);
  });
});

describe('the captions’ figures', () => {
  it('sum the days drawn, with the largest and the first and last day', () => {
    const days = recentDays(
      [
        { date: '2025-10-28', count: 2 },
        { date: '2025-10-30', count: 5 },
        { date: '2025-09-01', count: 9 },
      ],
      4,
    );
    expect(daysSummary(days)).toEqual({ total: 7, max: 5, from: '2025-10-27', to: '2025-10-30' });
    expect(daysSummary([])).toEqual({ total: 0, max: 0, from: '', to: '' });
  });

  it('sum the tiers drawn', () => {
    expect(
      amountsSummary([
        { count: 2, amount: 7200, verifiedAmount: 3600 },
        { count: 1, amount: 6000, verifiedAmount: 0 },
      ]),
    ).toEqual({ count: 3, amount: 13200, verifiedAmount: 3600 });
  });
});
