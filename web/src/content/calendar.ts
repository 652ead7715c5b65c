// How the site writes a calendar day, in the spec's own style (no time zone: it is a day).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** "2025-10-31" → "31 Oct 2025", the spec's own style (no time zone: it is a calendar day). */
export function formatCalendarDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}
