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
