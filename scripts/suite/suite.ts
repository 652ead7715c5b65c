// Composes the local Firebase suite from parts that run on these machines (Java 17, no downloads):
// the official Cloud Firestore emulator (launched directly, see firestore.ts), Storage
// (firebase-tools' emulator, in process), and the firebase CLI's Auth, Functions and Hosting
// emulators, which reach the first two through the *_EMULATOR_HOST variables passed down to the
// functions runtime. The function's own mail sender runs in the Functions emulator, its Firestore
// trigger fired by the Firestore emulator (external-firestore.cjs) and its sweep by the suite's
// scheduler (scheduler.ts), and sends over SMTP to a local mail server and inbox (inbox.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  EMULATORS,
  FAKE_IEEE,
  INBOX_URL,
  MAIL_CONTROL,
  MAIL_INBOX,
  ROOT,
  PROJECT_ID,
  SITE_URL,
  SUITE_SCHEDULER,
  emulatorEnv,
} from './config';
import { startFakeIeee } from './fake-ieee';
import { SUITE_CONFIG, startFirebaseCli, suiteFirebaseConfig } from './firebase-cli';
import { startFirestore } from './firestore';
import { startInbox } from './inbox';
import { startScheduler } from './scheduler';
import { isPortFree, waitForUrl } from './ports';
import { seedFirestore, seedStorage } from './seed';
import { startStorage } from './storage';
import { suiteClock, suiteClockEnv } from './clock';
import { requireFunctionBuiltFor } from '../edition/built';
import { selectedEditionId } from '../edition/resolve.mjs';

export interface Suite {
  siteUrl: string;
  /** The web inbox where every mail the site sends arrives. */
  inboxUrl: string;
  logFile: string;
  /** Which Firestore emulator runs. */
  firestore: string;
  /** The instant the suite's clock started from (SUITE_NOW, or the edition's default). */
  clock: Date;
  stop(): Promise<void>;
}

export interface SuiteOptions {
  /** Receives one line per mail received, and the scheduler's failures. */
  onMail?: (line: string) => void;
  /**
   * Settings of the function that replace functions/.env.local's for this suite alone, e.g.
   * `CLIENT_ADDRESS_HOPS: '2'` for a bench whose clients arrive as through Hosting (bench:rush).
   */
  functionSettings?: Record<string, string>;
  /**
   * Where the function finds Storage, if not at the emulator itself: a proxy in front of it that
   * slows its answers (bench:rush --fault slow-storage). The suite's own tools still go direct.
   */
  functionStorageHost?: string;
}

/**
 * functions/.env.local with `settings` in place of its own, in a folder of the suite's, for the
 * Functions emulator to read (its `configDir`); the project-relative folder.
 */
function functionSettingsDir(settings: Record<string, string>): string {
  const folder = join('.suite', 'function-settings');
  mkdirSync(join(ROOT, folder), { recursive: true });
  const lines = readFileSync(join(ROOT, 'functions', '.env.local'), 'utf8')
    .split('\n')
    .filter((line) => !Object.keys(settings).some((key) => line.startsWith(`${key}=`)));
  const added = Object.entries(settings).map(([key, value]) => `${key}=${value}`);
  writeFileSync(join(ROOT, folder, '.env.local'), [...lines, ...added, ''].join('\n'));
  return folder;
}

const BUILD_OUTPUTS = ['functions/lib/index.js', 'web/dist/index.html'];

export async function startSuite(options: SuiteOptions = {}): Promise<Suite> {
  const missing = BUILD_OUTPUTS.filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length > 0) throw new Error(`missing build output ${missing.join(', ')}: run \`npm run build\` first`);
  // The suite's clock and sample are EDITION's: the function it serves must be built from it too.
  requireFunctionBuiltFor(selectedEditionId());

  const ports = {
    ...EMULATORS,
    'fake IEEE service': FAKE_IEEE,
    'mail server control': MAIL_CONTROL,
    'mail server (SMTP)': { host: MAIL_INBOX.host, port: MAIL_INBOX.smtpPort },
    'mail inbox (SMTP)': { host: MAIL_INBOX.host, port: MAIL_INBOX.relayPort },
    'mail inbox (web)': { host: MAIL_INBOX.host, port: MAIL_INBOX.webPort },
    "the suite's Cloud Scheduler": SUITE_SCHEDULER,
  };
  for (const [name, { host, port }] of Object.entries(ports)) {
    if (!(await isPortFree(host, port))) {
      throw new Error(`port ${port} (${name}) on ${host} is in use: is the suite already running?`);
    }
  }

  const clock = suiteClock();
  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const stopPart of stops.reverse()) await stopPart();
    stops.length = 0;
  };
  try {
    const firestore = await startFirestore({ ...EMULATORS.firestore, projectId: PROJECT_ID });
    stops.push(() => firestore.stop());
    const storage = await startStorage(PROJECT_ID, EMULATORS.storage.host, EMULATORS.storage.port);
    stops.push(() => storage.stop());
    const ieee = await startFakeIeee(FAKE_IEEE.host, FAKE_IEEE.port);
    stops.push(() => ieee.stop());
    const inbox = await startInbox(options.onMail);
    stops.push(() => inbox.stop());
    await Promise.all([seedFirestore(clock), seedStorage()]);

    const storageFor: Record<string, string> = options.functionStorageHost
      ? {
          FIREBASE_STORAGE_EMULATOR_HOST: options.functionStorageHost,
          STORAGE_EMULATOR_HOST: `http://${options.functionStorageHost}`,
        }
      : {};
    const cli = startFirebaseCli(
      { ...emulatorEnv(), ...storageFor, ...suiteClockEnv(clock), FIRESTORE_EMULATOR_NAME: firestore.description },
      options.functionSettings && functionSettingsDir(options.functionSettings),
    );
    stops.push(() => cli.stop());
    try {
      await waitForUrl(
        `${SITE_URL}/api/health`,
        (response) => response.ok,
        90_000,
        () => cli.process.exitCode === null,
      );
    } catch (error) {
      const tail = readFileSync(cli.logFile, 'utf8').split('\n').slice(-30).join('\n');
      throw new Error(`${(error as Error).message}\n--- last lines of ${cli.logFile} ---\n${tail}`, { cause: error });
    }
    const scheduler = await startScheduler(options.onMail ?? ((line) => console.error(line)));
    stops.push(() => scheduler.stop());
    return {
      siteUrl: SITE_URL,
      inboxUrl: INBOX_URL,
      logFile: cli.logFile,
      firestore: firestore.description,
      clock,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function suiteIsUp(): Promise<boolean> {
  try {
    const response = await fetch(`${SITE_URL}/api/health`, { signal: AbortSignal.timeout(3_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** The edition the running suite was built with, as its API says. */
async function servedEdition(): Promise<string | undefined> {
  const response = await fetch(`${SITE_URL}/api/registration-window`, { signal: AbortSignal.timeout(10_000) });
  const body = (await response.json().catch(() => ({}))) as { data?: { edition?: unknown } };
  return typeof body.data?.edition === 'string' ? body.data.edition : undefined;
}

/**
 * A running suite serves the firebase.json it was started with (its copy, SUITE_CONFIG): tests of
 * rewrites, headers and 404s against an older copy would fail for the wrong reason, or pass.
 */
function assertServesTheTreesHostingRules(): void {
  const started = join(ROOT, SUITE_CONFIG);
  const current = suiteFirebaseConfig(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  if (!existsSync(started) || readFileSync(started, 'utf8') !== current) {
    throw new Error(
      'The running local suite was started with another firebase.json (hosting rewrites, headers): ' +
        'stop it and start it again (npm start) so that it serves the rules in the tree.',
    );
  }
}

/**
 * Reuses a suite that already answers (a developer's `npm start`), or starts one. The teardown
 * stops the suite only if this call started it. Either way the suite must serve the edition under
 * test (EDITION, default icei-2025): tests of one edition against a build of another would fail
 * on every figure, so that is refused first, saying how to make them agree.
 */
export async function ensureSuite(options: SuiteOptions = {}): Promise<() => Promise<void>> {
  let stop = async () => {};
  if (await suiteIsUp()) {
    assertServesTheTreesHostingRules();
  } else if (!(await isPortFree(EMULATORS.hosting.host, EMULATORS.hosting.port))) {
    // Hosting's port is taken: a suite is starting, or busy; give it time rather than clash.
    await waitForUrl(`${SITE_URL}/api/health`, (response) => response.ok, 90_000);
  } else {
    const suite = await startSuite(options);
    stop = () => suite.stop();
  }
  const expected = selectedEditionId();
  const served = await servedEdition();
  if (served !== expected) {
    await stop();
    throw new Error(
      `The local suite serves the edition ${served ?? '(unknown)'}, but the tests are for ${expected}. ` +
        `Build the one under test (EDITION=${expected} npm run build) and restart the suite, or test the one served (EDITION=${served ?? '<id>'}).`,
    );
  }
  return stop;
}
