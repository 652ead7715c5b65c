// Firebase's own Auth, Functions and Hosting emulators: they need no Java. Their output goes to a
// log file so the terminal shows only what a person needs (where the site is, the mails sent).
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ROOT, PROJECT_ID } from './config';

const require = createRequire(import.meta.url);

export interface RunningCli {
  process: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
}

export function startFirebaseCli(env: Record<string, string>): RunningCli {
  const logFile = join(ROOT, '.suite', 'firebase.log');
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const bin = require.resolve('firebase-tools/lib/bin/firebase.js');
  const child = spawn(
    process.execPath,
    [bin, 'emulators:start', '--only', 'auth,functions,hosting', '--project', PROJECT_ID],
    {
      cwd: ROOT,
      env: { ...process.env, ...env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // If this process dies without a clean stop, the emulators must not outlive it holding the ports.
  const killOnExit = () => child.kill('SIGKILL');
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
      log.end();
    },
  };
}
