import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { prefetchOnIntent, prefetchPage } from '../enhance/prefetch';
import { appRoutes, ApplicationTree, isApplicationPath, loadRoutes } from './routes';

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
      <ApplicationTree
        routes={appRoutes}
        router={(children) => <BrowserRouter>{children}</BrowserRouter>}
        onRendered={resolve}
      />,
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
