// Firebase's own Auth, Functions and Hosting emulators: they need no Java. Their output goes to a
// log file so the terminal shows only what a person needs (where the site is, the mails sent).
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, PROJECT_ID, hostPort } from './config';

const require = createRequire(import.meta.url);

export interface RunningCli {
  process: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
}

/** firebase-tools takes the folder of the file it is given as the project folder. */
export const SUITE_CONFIG = '.suite.firebase.json';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/**
 * firebase.json as deployed, plus what only the local suite needs: the admin pages talk to the
 * Auth emulator, so their CSP gains its address here and never in production.
 */
export function suiteFirebaseConfig(firebaseJson: string, functionsConfigDir?: string): string {
  const config = JSON.parse(firebaseJson) as {
    hosting: { headers: HeaderRule[] };
    functions: { configDir?: string }[];
  };
  // Settings of the function other than functions/.env.local's (startSuite's functionSettings):
  // the emulator reads its .env files from this folder instead.
  if (functionsConfigDir) for (const codebase of config.functions) codebase.configDir = functionsConfigDir;
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy' && header.value.includes('identitytoolkit.googleapis.com')) {
        header.value = header.value.replace(/connect-src ([^;]*)/, `connect-src $1 http://${hostPort('auth')}`);
      }
    }
  }
  return JSON.stringify(config, null, 2);
}

/**
 * A temporary folder for the Firebase CLI (its TMPDIR). The Functions emulator gives each worker
 * process a socket file in the temporary folder and never removes it (its workers are killed):
 * about forty a run. They go with this folder when the CLI stops.
 */
export function cliTemporaryFolder(): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), 'suite-cli-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export function startFirebaseCli(env: Record<string, string>, functionsConfigDir?: string): RunningCli {
  const logFile = join(ROOT, '.suite', 'firebase.log');
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const bin = require.resolve('firebase-tools/lib/bin/firebase.js');
  writeFileSync(
    join(ROOT, SUITE_CONFIG),
    suiteFirebaseConfig(readFileSync(join(ROOT, 'firebase.json'), 'utf8'), functionsConfigDir),
  );
  const { path: temporary, remove: removeTemporary } = cliTemporaryFolder();
  const child = spawn(
    process.execPath,
    [
      // A malformed path (/api/%ZZ) would otherwise crash the Hosting emulator's process: see the file.
      '--require',
      join(ROOT, 'scripts', 'suite', 'uri-guard.cjs'),
      // The suite's own Firestore emulator, registered so the function's Firestore triggers run: see the file.
      '--require',
      join(ROOT, 'scripts', 'suite', 'external-firestore.cjs'),
      // The Auth emulator compiles its request validators when first used, not all at start: see the file.
      '--import',
      pathToFileURL(join(ROOT, 'scripts', 'suite', 'auth-schemas-on-demand.mjs')).href,
      bin,
      'emulators:start',
      '--only',
      'auth,functions,hosting',
      '--project',
      PROJECT_ID,
      '--config',
      SUITE_CONFIG,
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...env,
        TMPDIR: temporary,
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        NO_UPDATE_NOTIFIER: '1',
        // firebase-tools then reads the function's manifest from a file its discovery process writes
        // and exits after, instead of from a server it asks to close: that one stayed up about 3 s
        // more, on its idle keep-alive connection, and the start waited for it to exit.
        FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // If this process dies without a clean stop, the emulators must not outlive it holding the ports.
  const killOnExit = () => {
    child.kill('SIGKILL');
    removeTemporary();
  };
  process.once('exit', killOnExit);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    logFile,
    async stop() {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        // SIGINT lets the CLI stop its function workers; SIGKILL only if it hangs.
        child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      removeTemporary();
      log.end();
    },
  };
}
