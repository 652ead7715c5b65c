// Compares the calls docs/api.md lists with the router's routes, both ways, so the API reference
// cannot silently fall behind the function.

export interface RouteShape {
  method: string;
  pattern: RegExp;
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

/** A concrete path for a documented one: each `{name}` becomes a value any path segment accepts. */
export function samplePath(path: string): string {
  return path.replace(/\{[^}/]+\}/g, (name) => `sample-${name.slice(1, -1)}`);
}

const serves = (route: RouteShape, call: DocumentedCall) =>
  route.method === call.method && route.pattern.test(samplePath(call.path));

/** Routes that no documented call reaches: the document is missing them. */
export function undocumentedRoutes(routes: readonly RouteShape[], calls: readonly DocumentedCall[]): string[] {
  return routes
    .filter((route) => !calls.some((call) => serves(route, call)))
    .map((route) => `${route.method} ${route.pattern.source}`);
}

/** Documented calls that no route serves: the document lists what does not exist. */
export function unknownCalls(routes: readonly RouteShape[], calls: readonly DocumentedCall[]): string[] {
  return calls
    .filter((call) => !routes.some((route) => serves(route, call)))
    .map((call) => `${call.method} ${call.path}`);
}
