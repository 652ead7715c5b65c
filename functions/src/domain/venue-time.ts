// The venue's clock, in one place: every "today", "once a day", cutoff and date shown to a person
// is the calendar and the wall clock at the conference (the edition's venue.timeZone), whatever the server's, the
// administrator's or the registrant's own time zone.
import { EDITION } from './edition';
export const VENUE_TIME_ZONE = EDITION.venue.timeZone;
/** How the zone is named after a time ("IST"). */
export const VENUE_ZONE_LABEL = EDITION.venue.zoneLabel;
/** How the zone is named in a sentence ("India time"). */
export const VENUE_ZONE_NAME = EDITION.venue.zoneName;

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: VENUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  // h23, not hour12: false, which some locales read as h24 and write midnight as 24:00.
  hourCycle: 'h23',
});

function venueParts(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const found = parts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => found.find((candidate) => candidate.type === type)?.value ?? '';
  // Some engines write midnight as 24 in the 24-hour cycle.
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour').replace(/^24$/, '00'),
    minute: part('minute'),
  };
}

/** The calendar date (YYYY-MM-DD) at the venue at this instant: the key of every once-a-day rule. */
export function venueDate(instant: Date): string {
  const { year, month, day } = venueParts(instant);
  return `${year}-${month}-${day}`;
}

/**
 * The instant the venue's next calendar day begins: when a once-a-day count starts again. (The
 * zone's offset at `instant` is used; a daylight-saving change that night would move it an hour.)
 */
export function venueMidnightAfter(instant: Date): Date {
  const { year, month, day, hour, minute } = venueParts(instant);
  const wallClock = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  const offset = wallClock - Math.floor(instant.getTime() / 60_000) * 60_000;
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) + 1) - offset);
}

/** The instant the venue's wall clock shows `hour`:00 on the calendar day `isoDate` (YYYY-MM-DD). */
export function venueInstant(isoDate: string, hour = 0): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  const asUtc = Date.UTC(year ?? NaN, (month ?? NaN) - 1, day ?? NaN, hour);
  // The zone's offset at that moment, read from the wall clock it shows then.
  const shown = venueParts(new Date(asUtc));
  const wallClock = Date.UTC(
    Number(shown.year),
    Number(shown.month) - 1,
    Number(shown.day),
    Number(shown.hour),
    Number(shown.minute),
  );
  return new Date(asUtc - (wallClock - asUtc));
}

/**
 * The venue's wall clock at this instant, to the minute, as a Date whose UTC fields show it: what
 * a spreadsheet's date cell, which has no time zone, holds for a time at the venue.
 */
export function venueWallClock(instant: Date): Date {
  const { year, month, day, hour, minute } = venueParts(instant);
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute)));
}

/** "2025-10-20 11:00 IST": sortable, for spreadsheets. */
export function venueStamp(instant: Date): string {
  const { year, month, day, hour, minute } = venueParts(instant);
  return `${year}-${month}-${day} ${hour}:${minute} ${VENUE_ZONE_LABEL}`;
}

const shortDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: VENUE_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const longDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: VENUE_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});
const longDate = new Intl.DateTimeFormat('en-IN', { timeZone: VENUE_TIME_ZONE, dateStyle: 'long' });
const calendarDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const calendarDayLong = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "20 Oct 2025, 11:00 IST": the administrators' tables. */
export const formatVenueDateTime = (instant: Date) => `${shortDateTime.format(instant)} ${VENUE_ZONE_LABEL}`;

/** "21 October 2025 at 2:30 pm IST": what a registrant reads. */
export const formatVenueDateTimeLong = (instant: Date) => `${longDateTime.format(instant)} ${VENUE_ZONE_LABEL}`;

/** "21 October 2025": a day on a document (the payment acknowledgement). */
export const formatVenueDateLong = (instant: Date) => longDate.format(instant);

/** "2025-10-20" → "20 Oct 2025": a calendar date, already the venue's, so no zone is applied. */
export function formatCalendarDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return calendarDay.format(new Date(Date.UTC(year, month - 1, day)));
}

/** "2025-11-07" → "7 November 2025": a calendar date on a document (a tax invoice); refuses anything else. */
export function formatCalendarDayLong(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== isoDate)
    throw new RangeError(`A day as YYYY-MM-DD, not ${isoDate}.`);
  return calendarDayLong.format(date);
}

/** Every calendar day from `first` to `last` (YYYY-MM-DD, inclusive), in order. */
export function calendarDaysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last;) {
    days.push(day);
    const [year, month, date] = day.split('-').map(Number);
    day = new Date(Date.UTC(year ?? NaN, (month ?? NaN) - 1, (date ?? NaN) + 1)).toISOString().slice(0, 10);
    if (days.length > 366) break; // a malformed edition cannot loop forever
  }
  return days;
}

/** The conference's days at the venue, first to last: the days people are checked in on. */
export const CONFERENCE_DAYS: readonly string[] = calendarDaysBetween(EDITION.startDate, EDITION.endDate);

/** The calendar day after `isoDate` (YYYY-MM-DD). */
export function dayAfter(isoDate: string): string {
  return daysAfter(isoDate, 1);
}

/** The calendar day `days` after `isoDate` (YYYY-MM-DD). */
export function daysAfter(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? NaN, (month ?? NaN) - 1, (day ?? NaN) + days)).toISOString().slice(0, 10);
}

/** Certificates of participation are sent once the last conference day has ended at the venue. */
export const CERTIFICATES_OPEN_ON: string = dayAfter(EDITION.endDate);

/**
 * The conference day at the venue at this instant, or null outside the conference: a check-in
 * belongs to the venue's calendar day, whatever the desk's or the server's clock says.
 */
export function conferenceDayAt(instant: Date, days: readonly string[] = CONFERENCE_DAYS): string | null {
  const today = venueDate(instant);
  return days.includes(today) ? today : null;
}
