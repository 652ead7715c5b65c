import { formatVenueDateTimeLong } from '@domain/venue-time';

// Dates the status page shows, in the conference's time zone so everyone reads the same day.

/** "21 October 2025 at 2:30 pm" (India time); an unreadable instant is shown as it came. */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatVenueDateTimeLong(date);
}
