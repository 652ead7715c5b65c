import { formatCalendarDay, formatVenueDateTime, VENUE_TIME_ZONE, venueDate } from '@domain/venue-time';

// Dates as the organisers read them: India's clock, whatever the administrator's computer says.

/** An instant, as a Date or as the API sends it (ISO 8601). */
export function formatDateTime(instant: Date | string): string {
  return formatVenueDateTime(typeof instant === 'string' ? new Date(instant) : instant);
}

const timeOfDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: VENUE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "09:12": the time of day at the venue, for what happened today (a check-in at the desk). */
export function formatVenueTime(instant: Date | string): string {
  return timeOfDay.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** "2025-10-20" → "20 Oct 2025" (a calendar date, no time zone involved). */
export const formatDay = formatCalendarDay;

/** The venue's day an instant fell on, as the pages write days ("5 Nov 2025"), not the UTC one. */
export const formatVenueDay = (instant: Date | string) =>
  formatCalendarDay(venueDate(typeof instant === 'string' ? new Date(instant) : instant));

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${Math.round(size / 1024)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

/** A count as the organisers read figures: "1,465", lakhs grouped the Indian way ("1,00,000"). */
export const formatCount = (count: number) => count.toLocaleString('en-IN');

/** A statement's lines by number: "line 7", "lines 3 and 7", "lines 3, 7 and 9". */
export function statementLineNumbers(numbers: readonly number[]): string {
  if (numbers.length === 1) return `line ${numbers[0]}`;
  return `lines ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}
