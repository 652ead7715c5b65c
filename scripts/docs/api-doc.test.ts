import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/src/http/router';
import {
  accessMismatches,
  documentedAccess,
  documentedCalls,
  undocumentedRoutes,
  unknownCalls,
  type RouteShape,
} from './api-doc';

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
    const added: RouteShape = { method: 'DELETE', path: '/api/registrations/{id}' };
    expect(undocumentedRoutes([...routes, added], calls)).toEqual(['DELETE /api/registrations/{id}']);
  });

  it('notices a documented call whose route was removed', () => {
    const withoutStats = routes.filter((route) => route.path !== '/api/admin/stats');
    expect(unknownCalls(withoutStats, calls)).toEqual(['GET /api/admin/stats']);
  });

  it('tells a path part from a literal segment', () => {
    const literal: RouteShape = { method: 'GET', path: '/api/registrations/export' };
    expect(undocumentedRoutes([literal], [{ method: 'GET', path: '/api/registrations/{id}' }])).toEqual([
      'GET /api/registrations/export',
    ]);
  });

  it('says who may make each call as the router does', () => {
    expect(accessMismatches(routes, apiDoc)).toEqual([]);
  });

  it('notices a route whose access differs from the document', () => {
    const opened = routes.map((route) =>
      route.path === '/api/admin/stats' ? { ...route, access: 'anyone' as const } : route,
    );
    expect(accessMismatches(opened, apiDoc)).toEqual([
      'GET /api/admin/stats: anyone in the router, admin in the document',
    ]);
  });
});

describe('who may make a call, by the sections listing it', () => {
  const markdown = [
    '## For everyone',
    '| Call | What it does |',
    '| --- | --- |',
    '| `GET /open` | for anyone |',
    '| `GET /records/{id}` | the public view |',
    '## For administrators',
    '| `GET /records/{id}` | with a token, the full record |',
    '| `POST /admin/thing` `{ids}` | `GET /open` in another column is prose |',
    '| `GET /both` | listed here and for check-in staff |',
    '## For check-in staff',
    '| `GET /desk` | check-in staff |',
    '| `GET /both` | and here |',
    '## Errors',
    '| `GET /elsewhere` | not a listing |',
  ].join('\n');
  const accessOf = (method: string, path: string) => documentedAccess({ method, path }, markdown);

  it.each([
    ['GET', '/open', 'anyone'],
    ['GET', '/records/{id}', 'anyone-or-admin'],
    ['POST', '/admin/thing', 'admin'],
    ['GET', '/desk', 'checkin-staff'],
    ['GET', '/both', undefined],
    ['GET', '/elsewhere', undefined],
    ['GET', '/admin/thing', undefined],
  ])('%s %s: %s', (method, path, access) => {
    expect(accessOf(method, path)).toBe(access);
  });
});
