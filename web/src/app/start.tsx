import { StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { prefetchOnIntent, prefetchPage } from '../enhance/prefetch';
import { appRoutes, isApplicationPath, loadRoutes, SiteRoutes } from './routes';

/** Renders nothing; its effect runs once the whole tree has hydrated (effects run after the tree's). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * Hydrates the prerendered page and resolves once it has hydrated. The HTML was prerendered with
 * the lazy route's component in place: that chunk loads before hydration, or the first client
 * render (without it) would not match the markup. `onHydrating` is called as React takes the
 * page's events: from then on React itself holds back a click that arrives mid-hydration.
 */
export async function start(container: HTMLElement, onHydrating: () => void): Promise<void> {
  await loadRoutes(appRoutes, window.location.pathname);
  await new Promise<void>((resolve) => {
    onHydrating();
    hydrateRoot(
      container,
      <StrictMode>
        <BrowserRouter>
          <SiteRoutes routes={appRoutes} />
        </BrowserRouter>
        <Hydrated onHydrated={resolve} />
      </StrictMode>,
    );
  });
  prefetchOnIntent(fetchAhead);
}

/**
 * A page the application draws has its code fetched ahead, so the navigation draws at once; any
 * other page is fetched as a document, loaded by the click.
 */
function fetchAhead(path: string): void {
  if (!isApplicationPath(path)) {
    prefetchPage(path);
    return;
  }
  loadRoutes(appRoutes, path).catch(() => {
    // A failed preload costs nothing: the navigation itself loads the page, and says so if it cannot.
  });
}
