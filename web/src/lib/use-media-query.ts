import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches. False on the server and during hydration, so the prerendered
 * HTML and the first client render agree; the real value follows right after hydration.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
