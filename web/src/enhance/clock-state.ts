// What the enhancers wait for: the server's answer about the registration window (the same
// request that sets the site's clock, lib/clock.ts), and media queries. Nothing here imports the
// domain: its modules build their date formats and the fee tables as they load, work an
// information page's first paint would wait for.
import type { RegistrationPhase } from '@domain/registration-window';
import { clockKnown, serverPhase, subscribeToClock } from '../lib/clock';

/**
 * Calls `listener` with the registration phase the server gave, once it answered (not at all if it
 * could not be asked: the HTML's door, true in every phase, stays). A page left open across the
 * day registration opens or closes says so from its next load.
 */
export function onServerPhase(listener: (phase: RegistrationPhase) => void): void {
  whenClockKnown(() => {
    const phase = serverPhase();
    if (phase) listener(phase);
  });
}

/** Calls `then` once, when now() follows the server (or the server could not be asked). */
export function whenClockKnown(then: () => void): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    then();
  };
  subscribeToClock(once);
  if (clockKnown()) once();
}

/** Calls `listener` with whether the media query matches, now and at every change. */
export function onMedia(query: string, listener: (matches: boolean) => void): void {
  const media = window.matchMedia(query);
  listener(media.matches);
  media.addEventListener('change', () => listener(media.matches));
}
