import { describe, expect, it } from 'vitest';
import { EDITION } from './edition';
import {
  formatCalendarDay,
  formatCalendarDayLong,
  formatVenueDateLong,
  formatVenueDateTime,
  formatVenueDateTimeLong,
  venueDate,
  venueMidnightAfter,
  venueStamp,
} from './venue-time';

// The rules for the edition under test: its zone, its label, a day of its own (the first
// conference day). The instants are worked out here from the zone's offset as Intl states it,
// not by the module under test.
const { timeZone, zoneLabel } = EDITION.venue;
const MINUTE = 60_000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const zoneName = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });

/** How far the venue's clock is ahead of UTC at this instant, in milliseconds. */
function offsetAt(instant: number): number {
  const name = zoneName.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const [, sign, hours, minutes] = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name) ?? [];
  if (!sign) return 0;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * MINUTE;
}

/** The instant the venue's calendar day begins (the offset read again at that instant). */
function midnightAt(isoDay: string): Date {
  const asUtc = Date.parse(`${isoDay}T00:00:00Z`);
  return new Date(asUtc - offsetAt(asUtc - offsetAt(asUtc)));
}

const shiftDay = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** "2025-11-07" → day, month name and year, as the formatters write them. */
function dayParts(isoDay: string) {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return { day, month: MONTHS[month - 1] ?? '', year };
}

const DAY = EDITION.startDate;
const DAY_BEFORE = shiftDay(DAY, -1);
const MIDNIGHT = midnightAt(DAY);
const LAST_MINUTE_BEFORE = new Date(MIDNIGHT.getTime() - MINUTE);

describe('the venue’s calendar', () => {
  it('turns the date at midnight at the venue, in its own zone', () => {
    expect(venueDate(LAST_MINUTE_BEFORE)).toBe(DAY_BEFORE);
    expect(venueDate(MIDNIGHT)).toBe(DAY);
  });

  it('writes a sortable stamp with the venue’s wall clock, midnight as 00', () => {
    expect(venueStamp(LAST_MINUTE_BEFORE)).toBe(`${DAY_BEFORE} 23:59 ${zoneLabel}`);
    expect(venueStamp(MIDNIGHT)).toBe(`${DAY} 00:00 ${zoneLabel}`);
  });

  it('shows the venue’s day and time however the instant is written', () => {
    const day = dayParts(DAY);
    const before = dayParts(DAY_BEFORE);
    expect(formatVenueDateTime(MIDNIGHT)).toMatch(
      new RegExp(`^${day.day} ${day.month.slice(0, 3)}\\w* ${day.year}, 00:00 ${zoneLabel}$`),
    );
    expect(formatVenueDateTimeLong(LAST_MINUTE_BEFORE)).toMatch(
      new RegExp(`^${before.day} ${before.month} ${before.year}.*11:59\\s?pm ${zoneLabel}$`, 'i'),
    );
    expect(formatVenueDateLong(MIDNIGHT)).toBe(`${day.day} ${day.month} ${day.year}`);
  });

  it('shows a calendar date as it is, with no zone applied', () => {
    expect(formatCalendarDay('2025-11-01')).toBe('1 Nov 2025');
    expect(formatCalendarDay('not a date')).toBe('not a date');
  });

  it('writes a day on a document in full, and refuses what is no day', () => {
    expect(formatCalendarDayLong('2025-11-07')).toBe('7 November 2025');
    expect(formatCalendarDayLong('2026-03-31')).toBe('31 March 2026');
    for (const value of ['2025-02-29', '2025-13-01', '7 November 2025', '2025-11-7', '']) {
      expect(() => formatCalendarDayLong(value), value).toThrow(RangeError);
    }
  });
});

describe('venueMidnightAfter', () => {
  it('is the next midnight at the venue, whatever the UTC date', () => {
    expect(venueMidnightAfter(LAST_MINUTE_BEFORE).toISOString()).toBe(MIDNIGHT.toISOString());
    // Just after midnight at the venue: the whole day is ahead.
    expect(venueMidnightAfter(MIDNIGHT).toISOString()).toBe(midnightAt(shiftDay(DAY, 1)).toISOString());
  });

  it('begins the day venueDate names next', () => {
    const now = new Date('2025-12-31T20:00:00Z');
    const midnight = venueMidnightAfter(now);
    expect(venueDate(new Date(midnight.getTime() - 1))).toBe(venueDate(now));
    expect(venueDate(midnight)).not.toBe(venueDate(now));
  });
});
