import { describe, expect, it } from 'vitest';
import { formatVenueDateLong, formatVenueDateTime, venueDate, venueMidnightAfter, venueStamp } from './venue-time';

// The fixture's venue keeps Berlin time: UTC+1 in winter, UTC+2 in summer, written CET.
describe('the venue’s calendar in Berlin', () => {
  it('turns the date at midnight in Berlin: 23:00 UTC in winter', () => {
    expect(venueDate(new Date('2031-03-11T22:59:00Z'))).toBe('2031-03-11');
    expect(venueDate(new Date('2031-03-11T23:00:00Z'))).toBe('2031-03-12');
    expect(venueStamp(new Date('2031-03-11T22:59:00Z'))).toBe('2031-03-11 23:59 CET');
    expect(venueStamp(new Date('2031-03-11T23:00:00Z'))).toBe('2031-03-12 00:00 CET');
  });

  it('shows the first conference day as Berlin sees it', () => {
    expect(formatVenueDateTime(new Date('2031-03-11T23:00:00Z'))).toBe('12 Mar 2031, 00:00 CET');
    expect(formatVenueDateLong(new Date('2031-03-11T23:00:00Z'))).toBe('12 March 2031');
  });

  it('turns the date at 22:00 UTC in summer time', () => {
    expect(venueDate(new Date('2031-06-30T21:59:00Z'))).toBe('2031-06-30');
    expect(venueDate(new Date('2031-06-30T22:00:00Z'))).toBe('2031-07-01');
    expect(venueMidnightAfter(new Date('2031-06-30T12:00:00Z')).toISOString()).toBe('2031-06-30T22:00:00.000Z');
  });
});
