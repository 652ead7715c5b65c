import { describe, expect, it } from 'vitest';
import { formatCalendarDay, venueInstant } from '@domain/venue-time';
import { formatVenueDay } from './format';

describe('formatVenueDay', () => {
  it('names the day on the venue’s clock at either end of it, when UTC is on another day', () => {
    const day = '2025-11-05';
    // An hour after the venue's midnight and an hour before its next.
    const instants = [1, 23].map((hour) => venueInstant(day, hour));
    // The edition's venue is not on UTC, so one of them falls on another day there.
    expect(instants.some((instant) => instant.toISOString().slice(0, 10) !== day)).toBe(true);
    for (const instant of instants) {
      expect(formatVenueDay(instant.toISOString()), instant.toISOString()).toBe(formatCalendarDay(day));
      expect(formatVenueDay(instant)).toBe(formatCalendarDay(day));
    }
  });
});
