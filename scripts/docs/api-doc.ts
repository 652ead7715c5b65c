// Compares the calls docs/api.md lists with the router's routes, both ways, so the API reference
// cannot silently fall behind the function, nor name other callers for a call than the router admits.
import type { Access } from '../../functions/src/http/types';

export interface RouteShape {
  method: string;
  /** The router's template, `/api/registrations/{id}`. */
  path: string;
}

export interface DocumentedCall {
  method: string;
  /** As written in the document, with `{name}` for a part of the path. */
  path: string;
}

// A call is written as a code span, `GET /api/registrations/{id}`; anything after the span (a body,
// "(multipart)") is prose.
const CALL = /`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s]*)`/g;

export function documentedCalls(markdown: string): DocumentedCall[] {
  return [...markdown.matchAll(CALL)].map(([, method = '', path = '']) => ({ method, path }));
}

/** A template with its parameters' names left out: the document may name a part otherwise than the router. */
const shapeOf = (path: string) => path.replace(/\{[^}/]+\}/g, '{}');

const serves = (route: RouteShape, call: DocumentedCall) =>
  route.method === call.method && shapeOf(route.path) === shapeOf(call.path);

/** Routes that no documented call reaches: the document is missing them. */
export function undocumentedRoutes(routes: readonly RouteShape[], calls: readonly DocumentedCall[]): string[] {
  return routes
    .filter((route) => !calls.some((call) => serves(route, call)))
    .map((route) => `${route.method} ${route.path}`);
}

/** Documented calls that no route serves: the document lists what does not exist. */
export function unknownCalls(routes: readonly RouteShape[], calls: readonly DocumentedCall[]): string[] {
  return calls
    .filter((call) => !routes.some((route) => serves(route, call)))
    .map((call) => `${call.method} ${call.path}`);
}

/** Who may make a call, by the `##` section whose table lists it. */
const SECTION_ACCESS: Record<string, 'anyone' | 'registrant' | 'checkin-staff' | 'admin' | 'admin-recent'> = {
  'For everyone': 'anyone',
  'For the registrant, through the mailed link': 'registrant',
  'For check-in staff': 'checkin-staff',
  'For administrators': 'admin',
  'For administrators signed in within the last 5 minutes': 'admin-recent',
};

/** A call in the first column of a section's table, with that section's access. */
function tabledCalls(markdown: string): { call: DocumentedCall; listedFor: string }[] {
  const found: { call: DocumentedCall; listedFor: string }[] = [];
  let section: string | undefined;
  for (const line of markdown.split('\n')) {
    const heading = /^## (.+)$/.exec(line)?.[1]?.trim();
    if (heading !== undefined) section = SECTION_ACCESS[heading];
    else if (section && line.startsWith('|')) {
      const firstCell = line.split('|')[1] ?? '';
      for (const call of documentedCalls(firstCell)) found.push({ call, listedFor: section });
    }
  }
  return found;
}

/** The sections a call is listed in, joined in order, and the access that means. */
const ACCESS_OF_LISTINGS: Record<string, Access> = {
  anyone: 'anyone',
  'admin+anyone': 'anyone-or-admin',
  // The section says administrators may make these calls too (the admin pages' downloads).
  registrant: 'registrant-or-admin',
  'checkin-staff': 'checkin-staff',
  admin: 'admin',
  'admin-recent': 'admin-recent',
};

/**
 * Who the document says may call a route: the section whose table lists it, 'anyone-or-admin' for
 * one listed both for everyone and for administrators; undefined when none or another mix does.
 */
export function documentedAccess(route: RouteShape, markdown: string): Access | undefined {
  const listings = tabledCalls(markdown)
    .filter(({ call }) => serves(route, call))
    .map(({ listedFor }) => listedFor);
  return ACCESS_OF_LISTINGS[[...new Set(listings)].sort().join('+')];
}

/** Routes whose `access` is not what the document says of their call. */
export function accessMismatches(routes: readonly (RouteShape & { access: Access })[], markdown: string): string[] {
  return routes
    .map((route) => ({ route, documented: documentedAccess(route, markdown) }))
    .filter(({ route, documented }) => documented !== route.access)
    .map(
      ({ route, documented }) =>
        `${route.method} ${route.path}: ${route.access} in the router, ${documented ?? 'unclear'} in the document`,
    );
}
