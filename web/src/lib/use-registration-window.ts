import { useSyncExternalStore } from 'react';
import {
  REGISTRATION_WINDOW,
  windowState,
  type RegistrationWindow,
  type WindowState,
} from '@domain/registration-window';
import { venueMidnightAfter } from '@domain/venue-time';
import { clockKnown, now, subscribeToClock } from './clock';

/** Where the site's clock stands in the registration window, with the window's days. */
export type RegistrationWindowView = WindowState & RegistrationWindow;

let view: RegistrationWindowView | null = null;
let nextDay: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
let stopFollowingClock: (() => void) | undefined;

function refresh(): void {
  const at = now();
  view = { ...REGISTRATION_WINDOW, ...windowState(at) };
  listeners.forEach((listener) => listener());
  // Phase, payments and price period change only when the venue's calendar day does.
  clearTimeout(nextDay);
  nextDay = setTimeout(refresh, venueMidnightAfter(at).getTime() - at.getTime() + 1000);
}

/** The window as of now, null until the clock is known (what the hook reads). */
export const registrationWindow = (): RegistrationWindowView | null => view;

/**
 * Tells `listener` whenever the window changes; the hook's subscription. The window follows the
 * clock for as long as any page listens: one subscription for all, told again when a late answer
 * from the server corrected the clock (lib/clock.ts), and ended with the last listener.
 */
export function subscribeToRegistrationWindow(listener: () => void): () => void {
  listeners.add(listener);
  stopFollowingClock ??= subscribeToClock(refresh);
  if (clockKnown() && !view) refresh();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopFollowingClock?.();
    stopFollowingClock = undefined;
  };
}

/**
 * The registration window as of the server's time: null until the server answered (or could not),
 * and always null at build time and during hydration, so prerendered HTML states no phase.
 */
export function useRegistrationWindow(): RegistrationWindowView | null {
  return useSyncExternalStore(subscribeToRegistrationWindow, registrationWindow, () => null);
}
