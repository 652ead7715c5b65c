// The registration window and the media queries as the enhancers read them: each calls back once
// with the value as soon as it is known, then whenever it changes.
import { windowState, type WindowState } from '@domain/registration-window';
import { venueMidnightAfter } from '@domain/venue-time';
import { clockKnown, now, subscribeToClock } from '../lib/clock';

/** Calls `listener` with the window's state once the server's time is known, and at each venue midnight. */
export function onRegistrationWindow(listener: (state: WindowState) => void): void {
  const refresh = () => {
    const at = now();
    listener(windowState(at));
    // Phase, payments and price period change only when the venue's calendar day does.
    setTimeout(refresh, venueMidnightAfter(at).getTime() - at.getTime() + 1000);
  };
  whenClockKnown(refresh);
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
