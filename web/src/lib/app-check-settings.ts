import { z } from '@domain/zod';

// The site's App Check settings, fixed when the site is built (web/.env.production or the build's
// environment; docs/deploy.md, "App Check"). Without a site key the site never loads App Check.
const unset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const appCheckSettingsSchema = z.object({
  /** The reCAPTCHA Enterprise site key of the web app registered for App Check (a public value). */
  VITE_APP_CHECK_SITE_KEY: z.preprocess(
    unset,
    z
      .string()
      .regex(/^[\w-]{20,}$/, 'is not a site key')
      .optional(),
  ),
  /**
   * A debug token registered in the console, for a local or CI build only: the SDK then trades it
   * for App Check tokens instead of asking reCAPTCHA. Never in a build that is deployed.
   */
  VITE_APP_CHECK_DEBUG_TOKEN: z.preprocess(unset, z.string().optional()),
  /** The web app's ID, when Hosting's /__/firebase/init.json does not carry it. */
  VITE_FIREBASE_APP_ID: z.preprocess(unset, z.string().optional()),
});

export interface AppCheckSettings {
  siteKey: string;
  debugToken?: string;
  appId?: string;
}

/** App Check's settings when the build has a site key; null otherwise. Fails loudly when malformed. */
export function parseAppCheckSettings(env: Record<string, unknown>): AppCheckSettings | null {
  const parsed = appCheckSettingsSchema.parse(env);
  if (parsed.VITE_APP_CHECK_SITE_KEY === undefined) return null;
  return {
    siteKey: parsed.VITE_APP_CHECK_SITE_KEY,
    ...(parsed.VITE_APP_CHECK_DEBUG_TOKEN ? { debugToken: parsed.VITE_APP_CHECK_DEBUG_TOKEN } : {}),
    ...(parsed.VITE_FIREBASE_APP_ID ? { appId: parsed.VITE_FIREBASE_APP_ID } : {}),
  };
}
