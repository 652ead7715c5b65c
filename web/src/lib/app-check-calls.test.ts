import { describe, expect, it } from 'vitest';
import { routes } from '../../../functions/src/http/router';
import { needsAppCheck } from './app-check-calls';

/** A path the route's pattern matches: each named part filled with a sample value. */
const samplePath = (pattern: RegExp) =>
  pattern.source
    .replace(/^\^|\$$/g, '')
    .replace(/\(\?<\w+>[^)]*\)/g, 'ICEI25-AAAA-BBBB-CCCCC')
    .replace(/\\/g, '');

describe('the calls the site sends an App Check token with', () => {
  it.each(routes.map((route) => [`${route.method} ${route.pattern.source}`, route] as const))(
    "agree with the function's flag: %s",
    (_, route) => {
      const path = samplePath(route.pattern);
      expect(route.pattern.test(path)).toBe(true);
      expect(needsAppCheck(route.method, path)).toBe(route.appCheck === true);
    },
  );

  it('ignore a query string', () => {
    expect(needsAppCheck('POST', '/api/payments?retry=1')).toBe(true);
  });
});
