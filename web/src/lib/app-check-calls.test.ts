import { describe, expect, it } from 'vitest';
import { routes } from '../../../functions/src/http/router';
import { compileTemplate } from '../../../functions/src/http/route-template';
import { samplePathOf } from '../../../tests/support/routes';
import { needsAppCheck } from './app-check-calls';

describe('the calls the site sends an App Check token with', () => {
  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "agree with the function's flag: %s",
    (_, route) => {
      const path = samplePathOf(route);
      expect(compileTemplate(route.path).match(path)).not.toBeNull();
      expect(needsAppCheck(route.method, path)).toBe(route.appCheck === true);
    },
  );

  it('ignore a query string', () => {
    expect(needsAppCheck('POST', '/api/payments?retry=1')).toBe(true);
  });
});
