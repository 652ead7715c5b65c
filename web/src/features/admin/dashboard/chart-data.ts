// Pure shaping of the dashboard figures, kept apart from the SVG so it can be tested.

export interface DayCount {
  date: string;
  count: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The last `span` calendar days up to the latest day with registrations, days without any
 * filled with zero, so the bars are evenly spaced in time.
 */
export function recentDays(perDay: readonly DayCount[], span: number): DayCount[] {
  const latest = perDay.reduce<string | null>((max, day) => (max === null || day.date > max ? day.date : max), null);
  if (latest === null) return [];
  const counts = new Map(perDay.map((day) => [day.date, day.count]));
  return Array.from({ length: span }, (_, index) => {
    const date = addDays(latest, index - span + 1);
    return { date, count: counts.get(date) ?? 0 };
  });
}

/** A share of the largest value, 0 to 100, for bar lengths; an all-zero series stays at 0. */
export function barPercent(value: number, max: number): number {
  return max > 0 ? (value / max) * 100 : 0;
}

/** The figures a chart's caption states, taken from the very series its bars are drawn from. */
export function daysSummary(days: readonly DayCount[]): { total: number; max: number; from: string; to: string } {
  return {
    total: days.reduce((sum, day) => sum + day.count, 0),
    max: Math.max(0, ...days.map((day) => day.count)),
    from: days[0]?.date ?? '',
    to: days.at(-1)?.date ?? '',
  };
}

export interface Amounts {
  count: number;
  amount: number;
  verifiedAmount: number;
}

/** The sums over the tiers' bars. */
export function amountsSummary(rows: readonly Amounts[]): Amounts {
  return rows.reduce<Amounts>(
    (sum, row) => ({
      count: sum.count + row.count,
      amount: sum.amount + row.amount,
      verifiedAmount: sum.verifiedAmount + row.verifiedAmount,
    }),
    { count: 0, amount: 0, verifiedAmount: 0 },
  );
}
