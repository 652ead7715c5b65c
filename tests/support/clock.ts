// The suite's clock, for tests (functions/src/clock.ts). The function runs as of SUITE_NOW (the
// edition's default unless the caller chose one) and says so at GET /api/registration-window;
// a request with an X-Suite-Now header is served as of that instant instead. Instants a test
// writes or compares come from here, never from the machine's clock.
import { REGISTRATION_WINDOW } from '../../functions/src/domain/registration-window';
import { EDITION } from '../../functions/src/domain/edition';
import { CONFERENCE_DAYS, venueInstant } from '../../functions/src/domain/venue-time';
import { SITE_URL } from '../../scripts/suite/config';

export const SUITE_NOW_HEADER = 'x-suite-now';

/** The present instant of the running suite, as the function sees it. */
export async function suiteNow(): Promise<Date> {
  const response = await fetch(`${SITE_URL}/api/registration-window`);
  const body = (await response.json()) as { data?: { now?: string } };
  const now = body.data?.now ? new Date(body.data.now) : undefined;
  if (!now || Number.isNaN(now.getTime())) throw new Error(`GET /api/registration-window answered ${response.status}`);
  return now;
}

/** The header that serves one request as of `instant`. */
export const asOf = (instant: Date): Record<string, string> => ({ [SUITE_NOW_HEADER]: instant.toISOString() });

/** The calendar day `days` after (or before) `isoDate`, as YYYY-MM-DD. */
export const shiftDay = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The conference's first and last days at the venue (YYYY-MM-DD): the days the desk checks people in. */
export const FIRST_DAY = CONFERENCE_DAYS[0] ?? EDITION.startDate;
export const LAST_DAY = CONFERENCE_DAYS.at(-1) ?? EDITION.endDate;

/** The header that serves a request at 10:00 at the venue on the first conference day. */
export const ON_FIRST_DAY = asOf(venueInstant(FIRST_DAY, 10));

/** Moments at the venue on either side of each boundary of the edition's calendar. */
export const MOMENTS = {
  beforeOpening: venueInstant(shiftDay(REGISTRATION_WINDOW.opensOn, -1), 10),
  openingDay: venueInstant(REGISTRATION_WINDOW.opensOn, 10),
  lastEarlyBirdDay: venueInstant(REGISTRATION_WINDOW.earlyBirdCutoff, 23),
  firstNormalDay: venueInstant(shiftDay(REGISTRATION_WINDOW.earlyBirdCutoff, 1), 0),
  closingDay: venueInstant(REGISTRATION_WINDOW.closesOn, 23),
  afterClosing: venueInstant(shiftDay(REGISTRATION_WINDOW.closesOn, 1), 0),
  paymentDeadline: venueInstant(REGISTRATION_WINDOW.paymentDeadline, 23),
  afterPaymentDeadline: venueInstant(shiftDay(REGISTRATION_WINDOW.paymentDeadline, 1), 0),
} as const;
