import { describe, expect, it } from 'vitest';
import { compileTemplate, pathOf } from './route-template';
import { routes } from './router';

const receipt = compileTemplate('/api/registrations/{id}/receipt.pdf');
const revocation = compileTemplate('/api/admin/sponsors/{id}/codes/{code}/revocation');

describe('a compiled route template', () => {
  it('gives each parameter the segment it stands for', () => {
    expect({ ...receipt.match('/api/registrations/ICEI-AB12/receipt.pdf') }).toEqual({ id: 'ICEI-AB12' });
    expect({ ...revocation.match('/api/admin/sponsors/s1/codes/c2/revocation') }).toEqual({ id: 's1', code: 'c2' });
    expect(revocation.parameters).toEqual(['id', 'code']);
  });

  it('matches a template without parameters exactly, with no parameters', () => {
    const stats = compileTemplate('/api/admin/stats');
    expect({ ...stats.match('/api/admin/stats') }).toEqual({});
    for (const path of [
      '/api/admin/stats/x',
      '/api/admin',
      '/api/admin/statsx',
      '/API/admin/stats',
      'api/admin/stats',
    ]) {
      expect(stats.match(path), path).toBeNull();
    }
  });

  it.each([
    ['another literal segment', '/api/registrations/ICEI-AB12/receipt.pdfx'],
    ["a '.' as any character", '/api/registrations/ICEI-AB12/receiptxpdf'],
    ['one segment less', '/api/registrations/receipt.pdf'],
    ['one segment more', '/api/registrations/ICEI-AB12/x/receipt.pdf'],
    ['a slash inside the parameter', '/api/registrations/a/b/receipt.pdf'],
    ['an empty parameter', '/api/registrations//receipt.pdf'],
    ['a trailing slash (the router takes it off first)', '/api/registrations/ICEI-AB12/receipt.pdf/'],
    ['a doubled slash', '/api//registrations/ICEI-AB12/receipt.pdf'],
    ['no leading slash', 'api/registrations/ICEI-AB12/receipt.pdf'],
    ['an empty path', ''],
    ['a newline after the path', '/api/registrations/ICEI-AB12/receipt.pdf\n'],
  ])('refuses %s', (_label, path) => {
    expect(receipt.match(path)).toBeNull();
  });

  it('passes a segment on as the request wrote it, escapes and odd bytes included, for the handler to check', () => {
    for (const segment of ['a%2Fb', '%00', '%ZZ', '..', '__proto__', 'a b', '\u0000', 'é']) {
      expect(receipt.match(`/api/registrations/${segment}/receipt.pdf`)?.id, segment).toBe(segment);
    }
  });

  it('reads no parameter from the prototype', () => {
    const params = compileTemplate('/api/{id}').match('/api/x');
    expect(params?.constructor).toBeUndefined();
    expect(params && Object.keys(params)).toEqual(['id']);
  });

  it.each([
    ['no leading slash', 'api/health'],
    ['a parameter inside a segment', '/api/registrations/{id}.pdf'],
    ['a parameter named twice', '/api/{id}/x/{id}'],
    ['an unnamed parameter', '/api/{}'],
    ['a regular expression', '/api/registrations/[^/]+'],
    ['an empty segment', '/api//health'],
    ['a trailing slash', '/api/health/'],
  ])('is refused when written with %s', (_label, template) => {
    expect(() => compileTemplate(template)).toThrow(template);
  });
});

describe('the router’s templates', () => {
  it('each compile, and no two of one method differ only in their parameters’ names', () => {
    for (const route of routes) expect(() => compileTemplate(route.path)).not.toThrow();
    const shapes = routes.map((route) => `${route.method} ${route.path.replace(/\{\w+\}/g, '{}')}`);
    expect(new Set(shapes).size).toBe(routes.length);
  });
});

describe('a path filled in from a template', () => {
  it('encodes each value as one segment, so that the template matches it again', () => {
    const path = pathOf(revocation.template, { id: 'a/b', code: 'c d?' });
    expect(path).toBe('/api/admin/sponsors/a%2Fb/codes/c%20d%3F/revocation');
    expect({ ...revocation.match(path) }).toEqual({ id: 'a%2Fb', code: 'c%20d%3F' });
  });

  it('refuses a missing or empty value, and one only on the prototype', () => {
    expect(() => pathOf(receipt.template, {})).toThrow('{id}');
    expect(() => pathOf(receipt.template, { id: '' })).toThrow('{id}');
    expect(() => pathOf('/api/{constructor}', {})).toThrow('{constructor}');
  });
});
