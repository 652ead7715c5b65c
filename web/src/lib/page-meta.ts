import { CONFERENCE } from '@domain/conference';
import type { PageMeta } from '../content/pages';

/** Route handle shape: every route names itself for the tab title and the meta description. */
export interface RouteHandle {
  meta: PageMeta;
  /** Source of a lazy page (as in Vite's manifest), so the prerender can preload its chunk. */
  module?: string;
  /**
   * A registration, verification or admin page (or layout): it needs its application to do
   * anything, so the page starts it at once (see app/boot.ts); information pages start it after `load`.
   */
  application?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'meta' in value;
}

/** "Travel | IEEE Conference …"; the home page is the conference name alone. */
export function documentTitle(meta: PageMeta): string {
  return meta.title === CONFERENCE.name ? meta.title : `${meta.title} | ${CONFERENCE.name}`;
}
