import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// The HTML was prerendered with the lazy route's component in place: load that chunk before
// hydrating, or the first client render (without it) would not match the markup.
const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
await Promise.all(
  lazyMatches.map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    Object.assign(route, { ...(await route.lazy()), lazy: undefined });
  }),
);

hydrateRoot(
  container,
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>,
);
