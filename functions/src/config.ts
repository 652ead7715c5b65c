// Deployment settings of the function. Values a deployer provides are Firebase params, so
// `firebase deploy` asks for them instead of silently using a placeholder; the local suite
// sets them in functions/.env.local (read only by the emulator).
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

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

/** Requests per client address per endpoint per minute; strict in production. */
export const RATE_LIMIT_PER_MINUTE = defineInt('RATE_LIMIT_PER_MINUTE', { default: 20 });

/** The project id the Admin SDK runs under (set by the Functions runtime and its emulator). */
export function currentProjectId(): string {
  return process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'unknown';
}

export function emulatorHosts(): Record<string, string | null> {
  return {
    firestore: process.env.FIRESTORE_EMULATOR_HOST ?? null,
    /** Which Firestore emulator answers there, as the local suite names it. */
    firestoreEmulator: process.env.FIRESTORE_EMULATOR_NAME ?? null,
    storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? null,
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
  };
}
