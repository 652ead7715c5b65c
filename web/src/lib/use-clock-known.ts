import { useSyncExternalStore } from 'react';
import { clockKnown, subscribeToClock } from './clock';

/**
 * Whether now() follows the server yet. False at build time and during hydration, so the
 * prerendered HTML never depends on a clock. (A module of its own: the clock is also asked by the
 * page's first script, which loads no React.)
 */
export function useClockKnown(): boolean {
  return useSyncExternalStore(subscribeToClock, clockKnown, () => false);
}
