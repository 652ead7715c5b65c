import { describe, expect, it } from 'vitest';
import {
  formatVenueDateLong,
  formatVenueDateTime,
  formatVenueDateTimeLong,
  venueDate,
  venueMidnightAfter,
  venueStamp,
  venueWallClock,
} from './venue-time';

// The 2025 venue, IIT Dharwad: India time, written IST.
// 18:30 UTC is midnight in India (UTC+5:30, no daylight saving).
const LAST_MINUTE_OF_31_OCT = new Date('2025-10-31T18:29:00Z');
const MIDNIGHT_1_NOV = new Date('2025-10-31T18:30:00Z');

describe('the venue’s calendar in India', () => {
  it('turns the date at midnight in India, not at midnight UTC', () => {
    expect(venueDate(LAST_MINUTE_OF_31_OCT)).toBe('2025-10-31');
    expect(venueDate(MIDNIGHT_1_NOV)).toBe('2025-11-01');
  });

  it('writes a sortable stamp with the venue’s wall clock, midnight as 00', () => {
    expect(venueStamp(LAST_MINUTE_OF_31_OCT)).toBe('2025-10-31 23:59 IST');
    expect(venueStamp(MIDNIGHT_1_NOV)).toBe('2025-11-01 00:00 IST');
  });

  it('gives a spreadsheet’s zoneless date cell the venue’s wall clock, as the stamp writes it', () => {
    expect(venueWallClock(LAST_MINUTE_OF_31_OCT).toISOString()).toBe('2025-10-31T23:59:00.000Z');
    expect(venueWallClock(new Date('2025-10-31T18:30:59.999Z')).toISOString()).toBe('2025-11-01T00:00:00.000Z');
  });

  it('shows the venue’s day and time however the instant is written', () => {
    expect(formatVenueDateTime(MIDNIGHT_1_NOV)).toMatch(/^1 Nov 2025.*00:00 IST$/);
    expect(formatVenueDateTimeLong(LAST_MINUTE_OF_31_OCT)).toMatch(/^31 October 2025.*11:59\s?pm IST$/i);
    expect(formatVenueDateLong(MIDNIGHT_1_NOV)).toBe('1 November 2025');
  });
});

describe('venueMidnightAfter in India', () => {
  it('is the next midnight at the venue, whatever the UTC date', () => {
    // 20 Oct 2025 23:59 IST is 18:29 UTC; 21 Oct 00:00 IST is 20 Oct 18:30 UTC.
    expect(venueMidnightAfter(new Date('2025-10-20T18:29:00Z')).toISOString()).toBe('2025-10-20T18:30:00.000Z');
    // Just after midnight at the venue: the whole day is ahead.
    expect(venueMidnightAfter(new Date('2025-10-20T18:30:00Z')).toISOString()).toBe('2025-10-21T18:30:00.000Z');
  });
});
