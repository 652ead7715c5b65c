// The App Check header for the calls that need one (app-check-calls.ts). With a site key in the
// site's settings, the first such call loads App Check (app-check.ts, its own chunk) and every
// later one reuses it; without one nothing is loaded and no header is sent.
import type { AppCheckTokens } from './app-check';
import { needsAppCheck } from './app-check-calls';
import type { AppCheckSettings } from './app-check-settings';
import { loadOnce } from './load-once';

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

// reCAPTCHA's script, its assessment and the token exchange; past this the call goes without a
// token (refused only if the function enforces App Check) rather than leaving the registrant waiting.
const TOKEN_TIMEOUT_MS = 10_000;

export type StartAppCheck = (settings: AppCheckSettings) => Promise<AppCheckTokens>;

const appCheckChunk = loadOnce(() => import('./app-check'));
const startFromChunk: StartAppCheck = (settings) =>
  appCheckChunk.load().then((module) => module.startAppCheck(settings));

/** The build's App Check settings, read when first needed; null when the build has no site key. */
export type ReadSettings = () => Promise<AppCheckSettings | null>;

export function createAppCheckHeaders(
  readSettings: ReadSettings,
  start: StartAppCheck = startFromChunk,
  timeoutMs = TOKEN_TIMEOUT_MS,
): (method: string, path: string) => Promise<Record<string, string>> {
  let started: Promise<AppCheckTokens | null> | null = null;
  return async (method, path): Promise<Record<string, string>> => {
    if (!needsAppCheck(method, path)) return {};
    const current = (started ??= readSettings().then((settings) => (settings ? start(settings) : null)));
    current.catch(() => {
      if (started === current) started = null; // a later call tries again (e.g. the chunk failed to load)
    });
    try {
      const token = await withTimeout(
        current.then((tokens) => tokens?.token() ?? null),
        timeoutMs,
      );
      return token === null ? {} : { [APP_CHECK_HEADER]: token };
    } catch (error) {
      console.warn('App Check gave no token; the call goes without one.', error);
      return {};
    }
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no App Check token within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The site's own: the build's settings, read on the first call that needs App Check, and App Check
 * from its chunk. The settings are parsed with zod, so they come in a chunk of their own: the API
 * client itself loads no zod, and a page can send its first request while its zod code is still
 * on the way. The build checks the settings (scripts/prerender.ts), so a malformed one never ships.
 */
const settingsChunk = loadOnce(() => import('./app-check-settings'));
export const appCheckHeaders = createAppCheckHeaders(async () => {
  const { parseAppCheckSettings } = await settingsChunk.load();
  return parseAppCheckSettings(import.meta.env);
});
