import { createContext, use } from 'react';
import { CONFERENCE } from '@domain/conference';
import type { Starts } from '../app/boot';
import type { PageMeta } from '../content/pages';

/** Route handle shape: every route names itself for the tab title and the meta description. */
export interface RouteHandle {
  meta: PageMeta;
  /** Source of a lazy page (as in Vite's manifest), so the prerender can preload its chunk. */
  module?: string;
  /** When the page starts its application (app/boot.ts); a layout's applies to its pages. */
  starts?: Starts;
  /** The page is the whole screen, without the site's header and footer (app/site-frame.tsx). */
  fullScreen?: true;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'meta' in value;
}

/** "Travel | IEEE Conference …"; the home page is the conference name alone. */
export function documentTitle(meta: PageMeta): string {
  return meta.title === CONFERENCE.name ? meta.title : `${meta.title} | ${CONFERENCE.name}`;
}

/** The handles of the routes matched at the current location, outermost first (app/routes.tsx). */
export const RouteHandles = createContext<readonly Partial<RouteHandle>[]>([]);

/** The page's title and description: the innermost matched route that names them. */
export function usePageMeta(): PageMeta | undefined {
  return use(RouteHandles).findLast(isRouteHandle)?.meta;
}
