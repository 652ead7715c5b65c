// The suite's addresses come from firebase.json and .firebaserc, the same files
// `firebase emulators:start` reads, so the composed suite and the official one cannot drift apart.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface HostPort {
  host: string;
  port: number;
}

interface FirebaseJson {
  emulators: Record<'auth' | 'functions' | 'storage' | 'hosting' | 'hub' | 'logging', HostPort> & {
    firestore: HostPort & { websocketPort: number };
  };
}

interface FirebaseRc {
  projects: { default: string };
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')) as T;
}

const firebaseJson = readJson<FirebaseJson>('firebase.json');

export const PROJECT_ID = readJson<FirebaseRc>('.firebaserc').projects.default;
export const EMULATORS = firebaseJson.emulators;
export const hostPort = (name: keyof FirebaseJson['emulators']): string =>
  `${EMULATORS[name].host}:${EMULATORS[name].port}`;
/** The stand-in for IEEE's membership service; functions/.env.local points IEEE_API_URL here. */
export const FAKE_IEEE = { host: '127.0.0.1', port: 8095 };

/**
 * The local mail server (inbox.ts): SMTP on `smtpPort`, where the function's mail sender sends
 * (functions/.secret.local names it), in front of MailDev, which takes what it accepts on
 * `relayPort` and shows it in its web inbox on `webPort`.
 */
export const MAIL_INBOX = { host: '127.0.0.1', smtpPort: 1025, relayPort: 1026, webPort: 1080 };
export const INBOX_URL = `http://${MAIL_INBOX.host}:${MAIL_INBOX.webPort}`;
/** Where a test stops and starts the local SMTP server (inbox.ts): `POST /smtp/stop`, `/smtp/start`. */
export const MAIL_CONTROL = { host: '127.0.0.1', port: 8096 };
/** The suite's Cloud Scheduler "run now" (scheduler.ts); functions/.env.local points CLOUD_SCHEDULER_EMULATOR_HOST here. */
export const SUITE_SCHEDULER = { host: '127.0.0.1', port: 8097 };
/** Mail to this domain is refused by the suite's SMTP server (inbox.ts), to exercise ERROR and its retry. */
export const BOUNCING_DOMAIN = 'bounce.example';
/**
 * Recipients the suite's SMTP server holds for HELD_RECIPIENT_MS before taking (scripts/suite/inbox.ts):
 * a send that is still under way while a test changes the mail's document.
 */
export const HELD_DOMAIN = 'held.example';
export const HELD_RECIPIENT_MS = 3_000;

export const SITE_URL = `http://${hostPort('hosting')}`;
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;

/** What the functions runtime and the Admin SDK in this process need to find the emulators. */
export function emulatorEnv(): Record<string, string> {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: hostPort('firestore'),
    FIREBASE_STORAGE_EMULATOR_HOST: hostPort('storage'),
    STORAGE_EMULATOR_HOST: `http://${hostPort('storage')}`,
    FIREBASE_AUTH_EMULATOR_HOST: hostPort('auth'),
  };
}
