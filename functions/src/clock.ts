// What time it is, for every rule that depends on it (registration window, early-bird price, once a
// day and once an hour caps, token lifetimes, dates on records and documents). Deployed, it is the
// server's clock. The local suite runs as of a chosen instant instead, so that the registration
// window, the early-bird and normal prices and the closed state can each be tried and tested:
// - SUITE_NOW (an ISO instant) with SUITE_NOW_SET_AT (the real epoch milliseconds it was chosen
//   at), set by scripts/suite: the clock starts there and runs on from it;
// - a request's X-Suite-Now header, for the span of that request (tests of other dates).
// Both are read only inside the Functions emulator; SUITE_NOW anywhere else stops the function
// from loading, and the header is ignored there.
import { AsyncLocalStorage } from 'node:async_hooks';
import { parseInstant } from './domain/instant';

export const SUITE_NOW_HEADER = 'x-suite-now';

type Env = Readonly<Record<string, string | undefined>>;

export function inFunctionsEmulator(env: Env = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}

/** How far the suite's clock runs from the real one; 0 when deployed. Throws on a misuse. */
export function suiteOffsetMs(env: Env = process.env): number {
  if (env.SUITE_NOW === undefined || env.SUITE_NOW === '') return 0;
  if (!inFunctionsEmulator(env)) {
    throw new Error('SUITE_NOW is for the local suite only; remove it from this deployment.');
  }
  const chosen = parseInstant(env.SUITE_NOW);
  if (!chosen) throw new Error(`SUITE_NOW must be an ISO instant with a zone, e.g. 2025-10-15T10:00:00+05:30`);
  const setAt = Number(env.SUITE_NOW_SET_AT ?? Date.now());
  return chosen.getTime() - (Number.isFinite(setAt) ? setAt : Date.now());
}

const offsetMs = suiteOffsetMs();
const requestInstant = new AsyncLocalStorage<Date>();

/**
 * The machine's own clock, never the suite's chosen instant: for comparing with times another
 * system stamps from it, such as a Firebase Auth token's sign-in (auth_time), whose expiry
 * firebase-admin checks on this clock too.
 */
export function realTime(): Date {
  return new Date(Date.now());
}

/** The present instant, as this request sees it. */
export function currentTime(): Date {
  const instant = requestInstant.getStore();
  return instant ? new Date(instant) : new Date(Date.now() + offsetMs);
}

/**
 * Runs a request's work as of the instant its X-Suite-Now header names, when the function runs in
 * the emulator and the header holds one; otherwise on the clock above. An unreadable header is
 * the caller's mistake: `invalid` says so instead of running.
 */
export function runAsOf<T>(header: string | undefined, work: () => T, invalid: () => T): T {
  if (header === undefined || !inFunctionsEmulator()) return work();
  const instant = parseInstant(header);
  return instant ? requestInstant.run(instant, work) : invalid();
}
