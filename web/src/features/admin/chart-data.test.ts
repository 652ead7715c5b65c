import { describe, expect, it } from 'vitest';
import { barPercent, recentDays } from './chart-data';

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
