import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The SDK itself needs a browser and Google's network; what is checked here is how it is started.
const sdk = vi.hoisted(() => ({
  order: [] as string[],
  initializeApp: vi.fn(),
  initializeAppCheck: vi.fn(),
  getToken: vi.fn(),
  provider: vi.fn(),
  config: { projectId: 'icei2025', apiKey: 'key', authDomain: 'icei2025.firebaseapp.com' } as Record<string, string>,
}));

vi.mock('firebase/app', () => ({
  getApps: () => [],
  initializeApp: sdk.initializeApp.mockImplementation((options: object, name: string) => ({ options, name })),
}));
vi.mock('firebase/app-check', () => ({
  ReCaptchaEnterpriseProvider: class {
    readonly siteKey: string;
    constructor(siteKey: string) {
      this.siteKey = siteKey;
      sdk.provider(siteKey);
    }
  },
  initializeAppCheck: sdk.initializeAppCheck.mockImplementation((app: unknown, options: unknown) => {
    sdk.order.push(`initializeAppCheck (debug token: ${String(globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN)})`);
    return { app, options };
  }),
  getToken: sdk.getToken.mockImplementation(async () => ({ token: 'app-check-token' })),
}));
// Hosting's web configuration comes over the network; the site's own loader reads and checks it.
const initRequests: string[] = [];
const hostingInit = async (url: string) => {
  initRequests.push(url);
  return new Response(JSON.stringify(sdk.config), { headers: { 'Content-Type': 'application/json' } });
};

const { startAppCheck } = await import('./app-check');
const SITE_KEY = '6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-';

beforeEach(() => {
  sdk.order.length = 0;
  initRequests.length = 0;
  vi.stubGlobal('fetch', hostingInit);
  sdk.config = { projectId: 'icei2025', apiKey: 'key', authDomain: 'icei2025.firebaseapp.com' };
  globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = undefined;
  vi.clearAllMocks();
});
afterEach(() => vi.unstubAllGlobals());

describe('startAppCheck', () => {
  it("starts reCAPTCHA Enterprise on the site's Firebase app and hands out its tokens", async () => {
    sdk.config = { ...sdk.config, appId: '1:123:web:abc' };
    const tokens = await startAppCheck({ siteKey: SITE_KEY });
    expect(sdk.initializeApp).toHaveBeenCalledWith(expect.objectContaining({ appId: '1:123:web:abc' }), 'app-check');
    expect(sdk.provider).toHaveBeenCalledWith(SITE_KEY);
    expect(sdk.initializeAppCheck).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ isTokenAutoRefreshEnabled: false }),
    );
    expect(await tokens.token()).toBe('app-check-token');
    expect(globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();
    expect(initRequests).toEqual(['/__/firebase/init.json']);
  });

  it('sets the debug token before App Check starts, when the build has one', async () => {
    await startAppCheck({ siteKey: SITE_KEY, debugToken: 'debug-token', appId: '1:123:web:abc' });
    expect(sdk.order).toEqual(['initializeAppCheck (debug token: debug-token)']);
  });

  it("takes the app ID from the build when Hosting's configuration has none, and refuses to start without one", async () => {
    await startAppCheck({ siteKey: SITE_KEY, appId: '1:999:web:fff' });
    expect(sdk.initializeApp).toHaveBeenCalledWith(expect.objectContaining({ appId: '1:999:web:fff' }), 'app-check');
    await expect(startAppCheck({ siteKey: SITE_KEY })).rejects.toThrow(/web app ID/);
  });
});
