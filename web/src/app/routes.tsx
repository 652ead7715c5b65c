import { StrictMode, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PAGES } from '../content/pages';
import { PRODUCT_PAGES } from '../content/product-pages';
import { RouteHandles, type RouteHandle } from '../lib/page-meta';
import type { Starts } from './boot';
import { NotFoundPage } from '../features/site/not-found-page';
import { lazyComponent, type LazyComponent } from './lazy-component';
import { RootLayout } from './root-layout';

// The edition's pages and the product's own (the check-in desk), each with its title and description.
const ROUTE_PAGES = { ...PAGES, ...PRODUCT_PAGES };
type RoutePageKey = keyof typeof ROUTE_PAGES;

/**
 * A route named by its page key (title and description) whose component is a lazy chunk; a null
 * path is the index route.
 * `module` repeats the import's source (Vite needs the import literal): the prerender looks it
 * up in Vite's manifest to preload the chunk, and fails the build if it is not there.
 */
export function page(
  key: RoutePageKey,
  path: string | null,
  module: string,
  load: () => Promise<ComponentType>,
  options: { starts?: Starts } = {},
): RouteObject {
  // An information page has none: it runs no application (app/info-routes.tsx).
  const starts = options.starts ?? (APPLICATION_PAGES.test(module) ? 'at-once' : undefined);
  const handle: RouteHandle = {
    meta: ROUTE_PAGES[key],
    module: `src/features/${module}.tsx`,
    ...(starts && { starts }),
  };
  return lazyRoute({ ...(path === null ? { index: true } : { path }), handle }, load);
}

// Each lazy route's component, to load it ahead of drawing (see loadRoutes).
const LAZY = new WeakMap<RouteObject, LazyComponent>();

function lazyRoute(route: RouteObject, load: () => Promise<ComponentType>): RouteObject {
  const lazy = lazyComponent(load);
  const object = { ...route, element: <lazy.Component /> } as RouteObject;
  LAZY.set(object, lazy);
  return object;
}

// The pages the application draws: registration, verification, administration and the check of a
// certificate.
const APPLICATION_PAGES = /^(registration|verify|admin|certificates)\//;

// The application's pages: registration, verification and administration, with the layout and
// the 404 page in the application's start chunk (app/start.tsx) and every page a chunk of its own.
// Information pages are not here: they are documents with a script of their own
// (enhance/site.ts), rendered at build time from app/info-routes.tsx, and a link to one is a page
// load. The prerender and the client resolve a page's chunk before rendering, so each HTML file
// already holds its page.
export const APP_PAGES: RouteObject[] = [
  page('/registration/details', 'registration/details', 'registration/registration-details-page', () =>
    import('../features/registration/registration-details-page').then((m) => m.RegistrationDetailsPage),
  ),
  page(
    '/registration/status',
    'registration/status',
    'registration/registration-status-page',
    () => import('../features/registration/registration-status-page').then((m) => m.RegistrationStatusPage),
    // Its lookup form is in the HTML: the page is there at the first paint, the application after it.
    { starts: 'after-paint' },
  ),
  // The administration: its layout (sign-in gate, session, admin menu) and pages are lazy
  // chunks of their own, and the Firebase SDK is loaded by the layout only after hydration. A
  // tool, as the desk is: its own bar in place of the site's header and footer.
  lazyRoute(
    {
      handle: {
        module: 'src/features/admin/admin-layout.tsx',
        starts: 'at-once',
        fullScreen: true,
      } satisfies Partial<RouteHandle>,
      children: [
        page('/admin', 'admin', 'admin/dashboard/admin-page', () =>
          import('../features/admin/dashboard/admin-page').then((m) => m.AdminPage),
        ),
        page('/admin/reconciliation', 'admin/reconciliation', 'admin/tools/reconciliation-page', () =>
          import('../features/admin/tools/reconciliation-page').then((m) => m.ReconciliationPage),
        ),
        page('/admin/paper-coverage', 'admin/paper-coverage', 'admin/tools/paper-coverage-page', () =>
          import('../features/admin/tools/paper-coverage-page').then((m) => m.PaperCoveragePage),
        ),
        page('/admin/accounts', 'admin/accounts', 'admin/money/accounts-page', () =>
          import('../features/admin/money/accounts-page').then((m) => m.AccountsPage),
        ),
        page('/admin/sponsors', 'admin/sponsors', 'admin/money/sponsors-page', () =>
          import('../features/admin/money/sponsors-page').then((m) => m.SponsorsPage),
        ),
        page('/admin/desk-staff', 'admin/desk-staff', 'admin/tools/desk-staff-page', () =>
          import('../features/admin/tools/desk-staff-page').then((m) => m.DeskStaffPage),
        ),
        page('/verify/registration', 'verify/registration/:id', 'admin/review/verify-registration-page', () =>
          import('../features/admin/review/verify-registration-page').then((m) => m.VerifyRegistrationPage),
        ),
      ],
    },
    () => import('../features/admin/admin-layout').then((m) => m.AdminLayout),
  ),
  page('/verify', 'verify/:token', 'verify/verify-email-page', () =>
    import('../features/verify/verify-email-page').then((m) => m.VerifyEmailPage),
  ),
  page('/certificates', 'certificates/:code', 'certificates/certificate-page', () =>
    import('../features/certificates/certificate-page').then((m) => m.CertificatePage),
  ),
];

// The check-in desk, full screen on a volunteer's phone: its own layout (sign-in gate, session, a
// bar with sign-out) in place of the site's header and footer.
const DESK_ROUTE = lazyRoute(
  {
    handle: {
      module: 'src/features/admin/check-in/desk-layout.tsx',
      starts: 'at-once',
      fullScreen: true,
    } satisfies Partial<RouteHandle>,
    children: [
      page('/admin/check-in', 'admin/check-in', 'admin/check-in/check-in-page', () =>
        import('../features/admin/check-in/check-in-page').then((m) => m.CheckInPage),
      ),
    ],
  },
  () => import('../features/admin/check-in/desk-layout').then((m) => m.DeskLayout),
);

/**
 * The application's layout around `pages`, with the 404 page for any other path, and the
 * full-screen tools (the desk), which the prerender writes without the site's header and footer.
 */
export function siteRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        DESK_ROUTE,
        ...pages,
        { path: '*', element: <NotFoundPage />, handle: { meta: PAGES['*'] } satisfies RouteHandle },
      ],
    },
  ];
}

/** The application's route table, which the browser runs. */
export const appRoutes = siteRoutes(APP_PAGES);

/** A page the application draws (not its 404): a link to any other is a page load. */
export function isApplicationPath(path: string): boolean {
  return matchRoutes(appRoutes, path)?.at(-1)?.route.path !== '*';
}

/**
 * Loads the code of every lazy route matching `path` (its layout's and its page's), so the
 * matching page then draws at once: before hydration (the HTML holds the page, and the first
 * render must match it), before prerendering, and ahead of a navigation.
 */
export async function loadRoutes(routes: RouteObject[], path: string): Promise<Partial<RouteHandle>[]> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(matches.map(({ route }) => LAZY.get(route)?.load()));
  return handlesOf(matches.map(({ route }) => route));
}

function handlesOf(matched: RouteObject[]): Partial<RouteHandle>[] {
  return matched.flatMap((route) => (route.handle ? [route.handle as RouteHandle] : []));
}

/**
 * The site's pages at the current location, with the handles of the routes matched there (for
 * the title and description; see lib/page-meta.ts).
 */
export function SiteRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(routes);
  const handles = useMemo(
    () => handlesOf(matchRoutes(routes, location.pathname)?.map(({ route }) => route) ?? []),
    [routes, location.pathname],
  );
  return <RouteHandles value={handles}>{element}</RouteHandles>;
}

/** Renders nothing; calls `onRendered` once the tree around it has rendered (effects run after the tree's). */
function Rendered({ onRendered }: { onRendered?: () => void }) {
  useEffect(() => onRendered?.(), [onRendered]);
  return null;
}

/**
 * The application's tree, as the prerender renders it (in a StaticRouter) and the browser hydrates
 * it (in a BrowserRouter, `onRendered` telling it that hydration is done). One tree on both sides:
 * React numbers `useId`'s ids (a field's hint and error) by the tree's shape, so a sibling present
 * on one side only gives the client other ids than the markup, and the client's
 * `aria-describedby` then names elements that do not exist.
 */
export function ApplicationTree({
  routes,
  router,
  onRendered,
}: {
  routes: RouteObject[];
  router: (children: ReactNode) => ReactNode;
  onRendered?: () => void;
}) {
  return (
    <StrictMode>
      {router(<SiteRoutes routes={routes} />)}
      <Rendered onRendered={onRendered} />
    </StrictMode>
  );
}

/** Every file the prerender writes: the URL it renders and the file Hosting serves for it. */
export interface PrerenderTarget {
  url: string;
  file: string;
  /** Listed in sitemap.xml. */
  public: boolean;
}

const INFO_PATHS = Object.keys(PAGES).filter(
  (path) => path.startsWith('/') && !path.startsWith('/verify') && !path.startsWith('/admin'),
);

export const PRERENDER_TARGETS: readonly PrerenderTarget[] = [
  ...INFO_PATHS.map((url) => ({ url, file: url === '/' ? 'index.html' : `${url.slice(1)}.html`, public: true })),
  // One file per dynamic route; firebase.json rewrites /verify/*, /verify/registration/*, /certificates/* and /pass/* (one segment) to them.
  // Administration: noindex, not in the sitemap.
  { url: '/admin', file: 'admin.html', public: false },
  { url: '/admin/reconciliation', file: 'admin/reconciliation.html', public: false },
  { url: '/admin/paper-coverage', file: 'admin/paper-coverage.html', public: false },
  { url: '/admin/accounts', file: 'admin/accounts.html', public: false },
  { url: '/admin/sponsors', file: 'admin/sponsors.html', public: false },
  { url: '/admin/desk-staff', file: 'admin/desk-staff.html', public: false },
  { url: '/admin/check-in', file: 'admin/check-in.html', public: false },
  { url: '/verify/registration/_id', file: 'verify/registration/_id.html', public: false },
  { url: '/verify/_token', file: 'verify/_token.html', public: false },
  // Names the holder once it has checked the number: never indexed.
  { url: '/certificates/_code', file: 'certificates/_code.html', public: false },
  { url: '/404', file: '404.html', public: false },
];
