// Firebase App Check with reCAPTCHA Enterprise, loaded by app-check-header.ts only on the
// registration and status pages, and only when one of their calls is about to go out: the only
// module that imports firebase/app-check, so no information page and no first paint pays for it.
import { getApps, initializeApp } from 'firebase/app';
import { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import type { AppCheckSettings } from './app-check-settings';
import { loadFirebaseConfig } from './firebase-config';

declare global {
  // Read by the App Check SDK when it starts: a debug token replaces reCAPTCHA (local and CI builds).
  var FIREBASE_APPCHECK_DEBUG_TOKEN: string | boolean | undefined;
}

const APP_NAME = 'app-check';

export interface AppCheckTokens {
  /** A current token: the SDK keeps one (memory and IndexedDB) until shortly before it expires. */
  token(): Promise<string>;
}

export async function startAppCheck(settings: AppCheckSettings): Promise<AppCheckTokens> {
  const config = await loadFirebaseConfig();
  const appId = config.appId ?? settings.appId;
  if (!appId)
    throw new Error('App Check needs the web app ID: /__/firebase/init.json has none; set VITE_FIREBASE_APP_ID.');
  if (settings.debugToken) globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = settings.debugToken;
  // A second start (after a failed one) finds the app the first one made.
  const app = getApps().find((existing) => existing.name === APP_NAME) ?? initializeApp({ ...config, appId }, APP_NAME);
  // No automatic refresh: a token is needed only when a call is sent, and getToken renews it then.
  const appCheck = initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(settings.siteKey),
    isTokenAutoRefreshEnabled: false,
  });
  return {
    token: async () => (await getToken(appCheck)).token,
  };
}
