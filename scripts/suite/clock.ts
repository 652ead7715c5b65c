// The instant the local suite runs as of (functions/src/clock.ts): SUITE_NOW from the caller's
// environment, or the edition's default, inside the registration window before the early-bird
// cutoff. The function's clock starts there when the suite starts and runs on from it.
import { parseInstant } from '../../functions/src/domain/instant';
import { suiteDefaultInstant } from '../../functions/src/domain/registration-window';

export function suiteClock(value = process.env.SUITE_NOW): Date {
  if (value === undefined || value === '') return suiteDefaultInstant();
  const instant = parseInstant(value);
  if (!instant) throw new Error(`SUITE_NOW=${value} is not an ISO instant with a zone, e.g. 2025-11-05T10:00:00+05:30`);
  return instant;
}

export function suiteClockEnv(instant: Date, setAt = Date.now()): Record<string, string> {
  return { SUITE_NOW: instant.toISOString(), SUITE_NOW_SET_AT: String(setAt) };
}
