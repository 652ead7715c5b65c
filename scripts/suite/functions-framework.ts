// The function as Cloud Functions runs it: Google's @google-cloud/functions-framework (the
// process the Node.js buildpack starts) serving functions/lib on a free port, with NODE_ENV
// production as the buildpack sets it. Reaches the suite's emulators like the Functions emulator
// does, so what the deployed runtime answers, body parsing included, can be tested locally.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { emulatorEnv, ROOT } from './config';

export interface FrameworkInstance {
  url: string;
  /** The instance's process, for what it costs (scripts/bench/cold-start.ts). */
  pid: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The function's settings in the local suite: functions/.env.local, which only the emulator reads. */
function localSettings(): Record<string, string> {
  const text = readFileSync(`${ROOT}functions/.env.local`, 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#') && line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Resolves once something accepts TCP connections on the port: a connection is not a request. */
async function waitForListener(port: number, isAlive: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('the process exited');
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs / 1000} s`);
}

/**
 * Starts the framework on functions/lib (build it first). Readiness is probed with a bare TCP
 * connection, not a request, so the caller's first request is the instance's first, as on a
 * freshly started instance in production.
 */
export async function startFunctionsFramework(
  options: { env?: Record<string, string>; source?: string } = {},
): Promise<FrameworkInstance> {
  // Its `functions-framework` command (package.json "bin"), beside the package's entry point.
  const main = join(dirname(createRequire(import.meta.url).resolve('@google-cloud/functions-framework')), 'main.js');
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [main, '--target=api', '--signature-type=http', `--source=${options.source ?? 'functions'}`],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...localSettings(),
        ...emulatorEnv(),
        METADATA_SERVER_DETECTION: 'none',
        NODE_ENV: 'production',
        PORT: String(port),
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForListener(port, () => child.exitCode === null, 30_000);
  } catch (error) {
    child.kill();
    throw new Error(`functions-framework did not start\n${stderr}`, { cause: error });
  }
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      child.kill();
      await exited(child);
    },
  };
}
