// Firestore for the local suite: Google's official Cloud Firestore emulator (the jar firebase-tools
// itself downloads and runs), started here with `firestore.rules`. firebase-tools refuses to
// launch it on Java < 21; the jar itself runs on Java 17, so the suite launches it directly, with
// the arguments firebase-tools passes to its own copy. With it come isolated transactions,
// security rules, the REST API and real Listen streams: what production Firestore does.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT, hostPort } from './config';
import { waitForUrl } from './ports';

const JAR_NAME = 'cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export interface FirestoreEmulatorJar {
  path: string;
  /** Where it was found, for the health check and error messages. */
  source: string;
  /** The component's version where its install records it. */
  version: string | null;
}

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 15_000 });
  return result.status === 0 ? result.stdout : '';
}

/** The Google Cloud CLI records the component's version beside its install. */
function versionBesideSdk(jar: string): string | null {
  const snapshot = join(dirname(jar), '..', '..', '.install', 'cloud-firestore-emulator.snapshot.json');
  try {
    const { components } = JSON.parse(readFileSync(snapshot, 'utf8')) as {
      components: { id: string; version: { version_string: string } }[];
    };
    return components.find((component) => component.id === 'cloud-firestore-emulator')?.version.version_string ?? null;
  } catch {
    return null;
  }
}

function inSdk(sdkRoot: string): string {
  return join(sdkRoot, 'platform', 'cloud-firestore-emulator', JAR_NAME);
}

/**
 * Finds the emulator's jar: FIRESTORE_EMULATOR_JAR if set; else the Debian package
 * google-cloud-cli-firestore-emulator (through dpkg); else the Google Cloud CLI's install
 * folder; else firebase-tools' download cache (the newest jar there). Null when none exists.
 */
export function findFirestoreEmulatorJar(env: NodeJS.ProcessEnv = process.env): FirestoreEmulatorJar | null {
  const explicit = env.FIRESTORE_EMULATOR_JAR;
  if (explicit) {
    if (!existsSync(explicit)) throw new Error(`FIRESTORE_EMULATOR_JAR names ${explicit}, which does not exist`);
    return { path: explicit, source: 'FIRESTORE_EMULATOR_JAR', version: versionBesideSdk(explicit) };
  }
  const fromDpkg = run('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'])
    .split('\n')
    .find((line) => line.endsWith(`/${JAR_NAME}`));
  if (fromDpkg && existsSync(fromDpkg)) {
    return {
      path: fromDpkg,
      source: 'Debian package google-cloud-cli-firestore-emulator',
      version: versionBesideSdk(fromDpkg),
    };
  }
  const sdkRoots = [
    run('gcloud', ['info', '--format=value(installation.sdk_root)']).trim(),
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    join(homedir(), 'google-cloud-sdk'),
  ].filter(Boolean);
  for (const root of sdkRoots) {
    const jar = inSdk(root);
    if (existsSync(jar)) return { path: jar, source: `Google Cloud CLI at ${root}`, version: versionBesideSdk(jar) };
  }
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  const cached = existsSync(cache)
    ? readdirSync(cache)
        .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
        .at(-1)
    : undefined;
  if (cached) {
    return {
      path: join(cache, cached),
      source: "firebase-tools' download cache",
      version: /v([\d.]+)\.jar$/.exec(cached)?.[1] ?? null,
    };
  }
  return null;
}

export interface RunningFirestore {
  /** What runs, e.g. "Cloud Firestore emulator 1.19.9 (Debian package …)". */
  description: string;
  logFile: string;
  stop(): Promise<void>;
}

export const NO_EMULATOR_MESSAGE =
  `the official Cloud Firestore emulator (${JAR_NAME}) was not found. Install the Google Cloud CLI's ` +
  'component (Debian: apt-get install google-cloud-cli-firestore-emulator; elsewhere: ' +
  'gcloud components install cloud-firestore-emulator), or set FIRESTORE_EMULATOR_JAR to the jar.';

export async function startFirestore(options: {
  host: string;
  port: number;
  websocketPort: number;
  projectId: string;
}): Promise<RunningFirestore> {
  const jar = findFirestoreEmulatorJar();
  if (!jar) throw new Error(NO_EMULATOR_MESSAGE);
  const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
  const logFile = join(ROOT, '.suite', 'firestore.log');
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const child = spawn(
    java,
    [
      '-Duser.language=en',
      // The client compiler only, and one garbage-collector thread: a test run is minutes long, and
      // the optimising compiler's and the parallel collector's threads spent more than half the
      // emulator's CPU time competing with the tests for two cores (docs/decisions/0006).
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-cp',
      jar.path,
      MAIN_CLASS,
      '--host',
      options.host,
      '--port',
      String(options.port),
      '--websocket_port',
      String(options.websocketPort),
      '--project_id',
      options.projectId,
      '--rules',
      join(ROOT, 'firestore.rules'),
      // The events of the triggers registered with it (the function's own, external-firestore.cjs)
      // go to the Functions emulator, as the Firebase CLI points its own Firestore emulator there.
      '--functions_emulator',
      hostPort('functions'),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let spawnError: Error | null = null;
  child.once('error', (error) => (spawnError = error));
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null && !spawnError) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
  };

  try {
    await waitForUrl(
      `http://${options.host}:${options.port}/`,
      async (response) => response.ok && (await response.text()).trim() === 'Ok',
      60_000,
      () => child.exitCode === null && spawnError === null,
    );
  } catch (error) {
    await stop();
    const reason = spawnError
      ? `${java} could not be run (${(spawnError as Error).message}); the emulator needs Java 11 or newer`
      : (error as Error).message;
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : '';
    throw new Error(`the Cloud Firestore emulator did not start: ${reason}\n--- ${logFile} ---\n${tail}`, {
      cause: error,
    });
  }
  const version = jar.version ? ` ${jar.version}` : '';
  return { description: `Cloud Firestore emulator${version} (${jar.source})`, logFile, stop };
}
