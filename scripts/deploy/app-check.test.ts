import { describe, expect, it } from 'vitest';
import { REGISTRATION_WINDOW } from '../../functions/src/domain/registration-window';
import { venueInstant } from '../../functions/src/domain/venue-time';
import { appCheckProblems } from './app-check';

const projectFile = 'functions/.env.icei2026';
const on = { value: 'true', file: projectFile, line: 4 };
const off = { value: 'false', file: projectFile, line: 4 };
const KEY = '6LdAbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
const duringRegistration = venueInstant(REGISTRATION_WINDOW.opensOn, 12);
const afterPayments = venueInstant(`${Number(REGISTRATION_WINDOW.paymentDeadline.slice(0, 4)) + 1}-01-01`, 12);

describe('deploy check: App Check for a real project', () => {
  it('refuses enforcement off, or unset, while registration is open, saying how to turn it on', () => {
    for (const enforce of [off, undefined]) {
      const [problem, ...more] = appCheckProblems({ enforce, siteKey: KEY, projectFile, now: duringRegistration });
      expect(more).toEqual([]);
      expect(problem).toMatch(/^App Check is not enforced, and registration is open until /);
      expect(problem).toContain(`ENFORCE_APP_CHECK=true in ${projectFile}`);
    }
  });

  it('passes enforcement on with the site sending tokens, and anything once payments have closed', () => {
    expect(appCheckProblems({ enforce: on, siteKey: KEY, projectFile, now: duringRegistration })).toEqual([]);
    expect(appCheckProblems({ enforce: off, siteKey: undefined, projectFile, now: afterPayments })).toEqual([]);
  });

  it('refuses enforcement without a site key at any time: every registration would be refused', () => {
    for (const now of [duringRegistration, afterPayments]) {
      expect(appCheckProblems({ enforce: on, siteKey: undefined, projectFile, now })[0]).toMatch(
        /^functions\/\.env\.icei2026:4: ENFORCE_APP_CHECK=true, but the site is built without VITE_APP_CHECK_SITE_KEY/,
      );
    }
  });
});
