// Deployment settings of the function. Values a deployer provides are Firebase params, so
// `firebase deploy` asks for them instead of silently using a placeholder; the local suite
// sets them in functions/.env.local (read only by the emulator).
import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';

export const FUNCTION_REGION = 'asia-south1';

/** Where the public site lives: every link in a mail, and the only Origin allowed to post. */
export const PUBLIC_SITE_URL = defineString('PUBLIC_SITE_URL', {
  description: 'The public site, e.g. https://icei2025.example.org (no trailing slash)',
});

/** IEEE's membership service: GET {IEEE_API_URL}/{memberId} with a bearer key. */
export const IEEE_API_URL = defineString('IEEE_API_URL', {
  description: 'Base URL of the IEEE membership validation service',
});
export const IEEE_API_KEY = defineSecret('IEEE_API_KEY');

/**
 * The key entry passes are derived with (services/passes.ts): a pass code is an HMAC under it, so
 * whoever holds it can make any pass, and changing it voids every pass issued so far.
 */
export const PASS_SECRET = defineSecret('PASS_SECRET');

/**
 * The key rate-limit and mail-quota counters name a client address or a recipient with
 * (services/counter-keys.ts): an HMAC, so the counters' ids cannot be traced back to an address by
 * hashing candidates. It also signs the administrators' file preview links (services/preview-links.ts).
 * Changing it only starts every count afresh and voids the preview links of the last 10 minutes.
 */
export const COUNTER_HASH_SECRET = defineSecret('COUNTER_HASH_SECRET');

/**
 * The organisers' SMTP server, for the mail sender (services/mail-sender.ts), as a URI with the
 * user and without the password: `smtps://registration%40example.org@smtp.example.org:465`
 * (a secret, since it names the account). The password is a secret of its own.
 */
export const SMTP_CONNECTION_URI = defineSecret('SMTP_CONNECTION_URI');
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');

/** Who every mail is from, and where replies go, unless a mail document says otherwise. */
export const MAIL_FROM = defineString('MAIL_FROM', {
  description: 'The sender of every mail, e.g. ICEI 2025 <registration@example.org>',
});
export const MAIL_REPLY_TO = defineString('MAIL_REPLY_TO', {
  description: 'Where replies to a mail go, e.g. registration@example.org',
});

/** Requests per client address per endpoint per minute; strict in production. */
export const RATE_LIMIT_PER_MINUTE = defineInt('RATE_LIMIT_PER_MINUTE', { default: 20 });

/**
 * How many addresses the platform appends to X-Forwarded-For after the visitor's (http/guards.ts,
 * clientAddress): 2 behind Firebase Hosting; 0 where nothing stands in front (the local suite).
 */
export const CLIENT_ADDRESS_HOPS = defineInt('CLIENT_ADDRESS_HOPS', { default: 2 });

/**
 * API instances kept running when no request comes (Cloud Run's minimum instances): 0 scales to
 * zero, and the first request after an idle spell waits for a new instance (`npm run
 * bench:cold-start`); 1 during the registration window keeps one ready, at a cost (docs/deploy.md,
 * "Cold starts and MIN_INSTANCES").
 */
export const MIN_INSTANCES = defineInt('MIN_INSTANCES', {
  default: 0,
  description: 'API instances kept ready while idle: 1 during the registration window, else 0 (docs/deploy.md)',
});

/**
 * Refuse the public calls that change state or spend money without a valid App Check token
 * (http/app-check.ts). Off until the site sends tokens and the logs show they verify (docs/deploy.md,
 * "App Check").
 */
export const ENFORCE_APP_CHECK = defineBoolean('ENFORCE_APP_CHECK', {
  default: false,
  description: 'Refuse registration, resend, payment and IEEE calls without a valid App Check token (true/false)',
});

/**
 * Administrative calls refuse an ID token that was not signed in with a second factor (Firebase
 * Auth multi-factor, a code sent to the administrator's phone; services/admin-auth.ts). On unless a
 * deployment file says otherwise, and `check:deploy` refuses a deployment file that turns it off:
 * only the local suite's functions/.env.local does (docs/deploy.md, "Administrators' second factor").
 */
export const ADMIN_SECOND_FACTOR = defineBoolean('ADMIN_SECOND_FACTOR', {
  default: true,
  description: 'Administrative calls require a sign-in with a second factor (true/false); keep it true',
});

/** The project id the Admin SDK runs under (set by the Functions runtime and its emulator). */
export function currentProjectId(): string {
  return process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'unknown';
}

/** A project for local emulators only (Firebase's demo- prefix): it reaches no real service. */
export const isDemoProject = (projectId: string) => projectId.startsWith('demo-');

export function emulatorHosts(): Record<string, string | null> {
  return {
    firestore: process.env.FIRESTORE_EMULATOR_HOST ?? null,
    /** Which Firestore emulator answers there, as the local suite names it. */
    firestoreEmulator: process.env.FIRESTORE_EMULATOR_NAME ?? null,
    storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? null,
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
  };
}
