import { useMediaQuery } from './use-media-query';

/** False on the server and during hydration (motion is the default), then the visitor's setting. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
