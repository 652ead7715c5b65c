// A link to another page of the site that is hovered or focused is fetched ahead
// (`<link rel="prefetch">`), so following it loads from the cache.

/** A page path worth fetching ahead: same site, not the API, not a file (a PDF, an image). */
export function pagePath(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  if (link.target === '_blank' || link.hasAttribute('download')) return null;
  const path = link.pathname;
  if (path === window.location.pathname || path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path)) return null;
  return path;
}

/** Fetches the page at `path` into the cache, for the page load that follows. */
export function prefetchPage(path: string): void {
  const hint = document.createElement('link');
  hint.rel = 'prefetch';
  hint.href = path;
  document.head.append(hint);
}

/**
 * Fetches ahead, once each, the page of a link that is hovered or focused: as a document unless
 * `fetchAhead` says otherwise (the application fetches the code of a page it draws, app/start.tsx).
 */
export function prefetchOnIntent(fetchAhead: (path: string) => void = prefetchPage): void {
  const fetched = new Set<string>();
  const onIntent = (event: Event) => {
    const path = pagePath(event.target);
    if (!path || fetched.has(path)) return;
    fetched.add(path);
    fetchAhead(path);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
