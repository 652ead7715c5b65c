import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/src/http/router';
import { documentedCalls, undocumentedRoutes, unknownCalls, type RouteShape } from './api-doc';

const apiDoc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
const calls = documentedCalls(apiDoc);

describe('docs/api.md against the router', () => {
  it('lists calls at all', () => {
    expect(calls.length).toBeGreaterThanOrEqual(routes.length);
  });

  it('documents every route', () => {
    expect(undocumentedRoutes(routes, calls)).toEqual([]);
  });

  it('documents no route that does not exist', () => {
    expect(unknownCalls(routes, calls)).toEqual([]);
  });

  it('notices a route added without documentation', () => {
    const added: RouteShape = { method: 'DELETE', pattern: /^\/api\/registrations\/(?<id>[^/]+)$/ };
    expect(undocumentedRoutes([...routes, added], calls)).toEqual([`DELETE ${added.pattern.source}`]);
  });

  it('notices a documented call whose route was removed', () => {
    const withoutStats = routes.filter((route) => !route.pattern.test('/api/admin/stats'));
    expect(unknownCalls(withoutStats, calls)).toEqual(['GET /api/admin/stats']);
  });

  it('tells a path part from a literal segment', () => {
    const literal: RouteShape = { method: 'GET', pattern: /^\/api\/registrations\/export$/ };
    expect(undocumentedRoutes([literal], [{ method: 'GET', path: '/api/registrations/{id}' }])).toEqual([
      `GET ${literal.pattern.source}`,
    ]);
  });
});
