import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppCheckTokens } from './app-check';
import { APP_CHECK_HEADER, createAppCheckHeaders, type StartAppCheck } from './app-check-header';
import { parseAppCheckSettings } from './app-check-settings';

const SITE_KEY = '6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-';
const settings = { siteKey: SITE_KEY };

function starter(token: () => Promise<string> = async () => 'token-1') {
  return vi.fn<StartAppCheck>(async () => ({ token }) satisfies AppCheckTokens);
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the App Check settings of a build', () => {
  it('are absent without a site key, or with an empty one', () => {
    expect(parseAppCheckSettings({})).toBeNull();
    expect(parseAppCheckSettings({ VITE_APP_CHECK_SITE_KEY: '  ', VITE_APP_CHECK_DEBUG_TOKEN: 'x' })).toBeNull();
  });

  it('carry the site key, and the debug token and app ID when given', () => {
    expect(parseAppCheckSettings({ VITE_APP_CHECK_SITE_KEY: SITE_KEY })).toEqual({ siteKey: SITE_KEY });
    expect(
      parseAppCheckSettings({
        VITE_APP_CHECK_SITE_KEY: SITE_KEY,
        VITE_APP_CHECK_DEBUG_TOKEN: 'debug-token',
        VITE_FIREBASE_APP_ID: '1:123:web:abc',
      }),
    ).toEqual({ siteKey: SITE_KEY, debugToken: 'debug-token', appId: '1:123:web:abc' });
  });

  it('fail the build loudly when the site key is not one', () => {
    expect(() => parseAppCheckSettings({ VITE_APP_CHECK_SITE_KEY: 'my key' })).toThrow(/site key/);
  });
});

describe('the App Check header', () => {
  it('without a site key: nothing loaded, no header, on any call', async () => {
    const start = starter();
    const headers = createAppCheckHeaders(async () => null, start);
    expect(await headers('POST', '/api/registrations')).toEqual({});
    expect(await headers('POST', '/api/payments')).toEqual({});
    expect(start).not.toHaveBeenCalled();
  });

  it('with a site key: settings and App Check loaded only when one of the four calls is about to go out', async () => {
    const start = starter();
    const readSettings = vi.fn(async () => settings);
    const headers = createAppCheckHeaders(readSettings, start);
    expect(await headers('GET', '/api/registrations/ICEI25-AAAA-BBBB-CCCCC')).toEqual({});
    expect(await headers('POST', '/api/verify/verify-registration/ICEI25-AAAA-BBBB-CCCCC')).toEqual({});
    expect(readSettings).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();

    expect(await headers('POST', '/api/registrations')).toEqual({ [APP_CHECK_HEADER]: 'token-1' });
    expect(start).toHaveBeenCalledWith(settings);
  });

  it('starts App Check once and asks it for a token on every call', async () => {
    let issued = 0;
    const start = starter(async () => `token-${(issued += 1)}`);
    const headers = createAppCheckHeaders(async () => settings, start);
    const [first, second] = await Promise.all([
      headers('POST', '/api/ieee-verification/ieee-status'),
      headers('POST', '/api/registrations/ICEI25-AAAA-BBBB-CCCCC/resend-verification'),
    ]);
    const third = await headers('POST', '/api/payments');
    expect([first, second, third].map((header) => header[APP_CHECK_HEADER]).sort()).toEqual([
      'token-1',
      'token-2',
      'token-3',
    ]);
    expect(start).toHaveBeenCalledOnce();
  });

  it('sends the call without a header when App Check fails to start, and tries again next time', async () => {
    const start = vi
      .fn<StartAppCheck>()
      .mockRejectedValueOnce(new Error('chunk failed to load'))
      .mockResolvedValue({ token: async () => 'token-after' });
    const headers = createAppCheckHeaders(async () => settings, start);
    expect(await headers('POST', '/api/payments')).toEqual({});
    expect(await headers('POST', '/api/payments')).toEqual({ [APP_CHECK_HEADER]: 'token-after' });
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('sends the call without a header when the settings cannot be read, and reads them again next time', async () => {
    const start = starter();
    const readSettings = vi
      .fn<() => Promise<typeof settings>>()
      .mockRejectedValueOnce(new Error('chunk failed to load'))
      .mockResolvedValue(settings);
    const headers = createAppCheckHeaders(readSettings, start);
    expect(await headers('POST', '/api/payments')).toEqual({});
    expect(console.warn).toHaveBeenCalled();
    expect(await headers('POST', '/api/payments')).toEqual({ [APP_CHECK_HEADER]: 'token-1' });
    expect(readSettings).toHaveBeenCalledTimes(2);
  });

  it('does not keep the registrant waiting for a token that never comes', async () => {
    const headers = createAppCheckHeaders(
      async () => settings,
      starter(() => new Promise(() => undefined)),
      20,
    );
    expect(await headers('POST', '/api/registrations')).toEqual({});
    expect(console.warn).toHaveBeenCalled();
  });
});
