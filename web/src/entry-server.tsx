import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { isRouteHandle } from './lib/page-meta';
import type { PageMeta } from './content/pages';
import { ApplicationTree, loadRoutes } from './app/routes';
import { allRoutes } from './app/info-routes';
import { SiteFrame } from './app/site-frame';
import { PRODUCT_PAGES } from './content/product-pages';
import { PassPage } from './features/pass/pass-page';
import type { Starts } from './app/boot';

export { PRERENDER_TARGETS } from './app/routes';
export { CONFERENCE } from '@domain/conference';
export { namedPortraits } from './content/named-portraits';
export { PORTRAIT_FILES } from './components/ui/portrait-files';

export interface RenderedPage {
  /** What the application hydrates (app/start.tsx): the page's content, without the site's frame. */
  html: string;
  /** Without the site's header and footer (the check-in desk). */
  fullScreen: boolean;
  meta: PageMeta;
  /** Sources of the lazy modules on the route (a layout, then the page, each after what it loads first), for the prerender's links. */
  modules: string[];
  /**
   * When the page starts its application (app/boot.ts): the page's own choice, else its layout's;
   * none for an information page, which runs enhance/site.ts instead.
   */
  starts: Starts | undefined;
}

/** Renders one URL the way the browser will hydrate it (build-time only, see scripts/prerender.ts). */
export async function renderPage(url: string): Promise<RenderedPage> {
  const handles = await loadRoutes(allRoutes, url);
  const html = renderToString(
    <ApplicationTree
      routes={allRoutes}
      router={(children) => <StaticRouter location={url}>{children}</StaticRouter>}
    />,
  );
  const handle = handles.findLast(isRouteHandle);
  if (!handle) throw new Error(`${url} has no page title and description.`);
  const modules = handles.flatMap(({ module }) => (module ? [module] : []));
  const starts = handles.findLast((routeHandle) => routeHandle.starts)?.starts;
  const fullScreen = handles.some((routeHandle) => routeHandle.fullScreen);
  return { html, fullScreen, meta: handle.meta, modules, starts };
}

/**
 * The page's body: its content (`renderPage`'s) in the site's frame, or alone on a full-screen
 * page. `attributes` go on the element that holds the content, the root an application hydrates.
 */
export function renderBody(
  url: string,
  { html, fullScreen }: Pick<RenderedPage, 'html' | 'fullScreen'>,
  attributes: Record<string, string>,
): string {
  return renderToStaticMarkup(
    fullScreen ? (
      <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
    ) : (
      <StaticRouter location={url}>
        <SiteFrame content={html} attributes={attributes} />
      </StaticRouter>
    ),
  );
}

/** The entry pass's page (pass.html, its own entry): markup only, the browser runs no React there. */
export function renderPassPage(): { html: string; meta: PageMeta } {
  return { html: renderToString(<PassPage />), meta: PRODUCT_PAGES['/pass'] };
}
