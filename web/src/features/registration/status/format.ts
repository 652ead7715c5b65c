import { PRICING_TIME_ZONE } from '@domain/pricing';

// Dates the status page shows, in the conference's time zone so everyone reads the same day.
const instantFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: PRICING_TIME_ZONE,
});

/** "21 October 2025 at 2:30 pm" (India time); an unreadable instant is shown as it came. */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${instantFormat.format(date)} IST`;
}
