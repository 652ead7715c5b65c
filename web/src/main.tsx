import { StrictMode } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import { syncClock } from './lib/clock';
import './app/global.css';

/**
 * The HTML was prerendered with the lazy route's component in place: load that chunk before
 * hydrating, or the first client render (without it) would not match the markup. A function, not
 * top-level await: a lazy chunk may then import shared code from this entry chunk (with
 * top-level await the bundler must split every shared module into a chunk of its own, a dozen
 * extra requests on every page).
 */
async function hydrate(container: HTMLElement): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  // React's renderer is the largest script: a chunk of its own, fetched with the page (the
  // prerender preloads it) but evaluated only now, so it does not hold up the first paint.
  const { hydrateRoot } = await import('react-dom/client');
  hydrateRoot(
    container,
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
// Asked while the page's chunks load, so the server's time is usually known by hydration.
void syncClock();
void hydrate(container);
