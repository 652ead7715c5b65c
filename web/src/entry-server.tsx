import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { isRouteHandle, type RouteHandle } from './lib/page-meta';
import type { PageMeta } from './content/pages';
import { routes } from './app/routes';
import { PRODUCT_PAGES } from './content/product-pages';
import { PassPage } from './features/pass/pass-page';
import type { Starts } from './app/boot';

export { PRERENDER_TARGETS } from './app/routes';
export { CONFERENCE } from '@domain/conference';
export { namedPortraits } from './content/named-portraits';
export { PORTRAIT_FILES } from './components/ui/portrait-files';

export interface RenderedPage {
  html: string;
  meta: PageMeta;
  /** Sources of the lazy modules on the route (a layout, then the page), for the prerender's links. */
  modules: string[];
  /** When the page starts its application (app/boot.ts): the page's own choice, else its layout's. */
  starts: Starts;
}

/** Renders one URL the way the browser will hydrate it (build-time only, see scripts/prerender.ts). */
export async function renderPage(url: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${url} answered with a redirect (${context.status}).`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      {/* No hydration data: the site has no loaders, and an inline script would need a CSP hash. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const handle = context.matches.map((match) => match.route.handle).findLast(isRouteHandle);
  if (!handle) throw new Error(`${url} has no page title and description.`);
  const handles = context.matches.map(({ route }) => route.handle as Partial<RouteHandle> | undefined);
  const modules = handles.flatMap((routeHandle) =>
    typeof routeHandle?.module === 'string' ? [routeHandle.module] : [],
  );
  const starts = handles.findLast((routeHandle) => routeHandle?.starts)?.starts ?? 'after-load';
  return { html, meta: handle.meta, modules, starts };
}

/** The entry pass's page (pass.html, its own entry): markup only, the browser runs no React there. */
export function renderPassPage(): { html: string; meta: PageMeta } {
  return { html: renderToString(<PassPage />), meta: PRODUCT_PAGES['/pass'] };
}
