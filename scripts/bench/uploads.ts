// `npm run bench:uploads`: the peak memory of ONE instance of the built function serving N
// maximum-size registrations at once, as Cloud Run would with concurrency N. The Functions
// emulator cannot show it (one request per worker, bodies capped at 10 MB), so each N gets a
// fresh host process (upload-host.ts) on the running suite's emulators. Prints one table
// (medians of --runs) and the concurrency each memory size allows.
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import { build } from 'esbuild';
import { MAX_GROUP_STUDENTS, MIN_GROUP_STUDENTS } from '../../functions/src/domain/tiers';
import { PROJECT_ID, ROOT, STORAGE_BUCKET, emulatorEnv } from '../suite/config';
import { FEWEST_STUDENTS_TO_FILL, groupRegistration, maximumCardBytes, type UploadBody } from './upload-body';
import type { HostMessage, MemoryFigures } from './upload-protocol';
import { printReport, type Measurement } from './upload-report';

const { values } = parseArgs({
  options: {
    concurrent: { type: 'string', default: '1,2,4,8' },
    runs: { type: 'string', default: '1' },
    students: { type: 'string', default: String(MAX_GROUP_STUDENTS) },
  },
});
const LEVELS = values.concurrent.split(',').map(Number);
const RUNS = Number(values.runs);
const STUDENTS = Number(values.students);
if (LEVELS.some((n) => !Number.isInteger(n) || n < 1 || n > 32) || !Number.isInteger(RUNS) || RUNS < 1 || RUNS > 10) {
  throw new Error('--concurrent takes numbers from 1 to 32 (e.g. 1,2,4,8), --runs 1 to 10');
}
if (!Number.isInteger(STUDENTS) || STUDENTS < FEWEST_STUDENTS_TO_FILL || STUDENTS > MAX_GROUP_STUDENTS) {
  throw new Error(
    `--students takes ${FEWEST_STUDENTS_TO_FILL} (fewer cards cannot fill a request) to ${MAX_GROUP_STUDENTS}`,
  );
}

// The only Origin the suite's function accepts (PUBLIC_SITE_URL in functions/.env.local).
const ORIGIN = 'http://127.0.0.1:5000';
const REQUEST_TIMEOUT_MS = 120_000;
const HOST_TIMEOUT_MS = 60_000;

/** The environment the Functions emulator gives the function, on the running suite. */
function functionEnv(): Record<string, string> {
  const fromFile = (file: string) => parseEnv(readFileSync(join(ROOT, 'functions', file), 'utf8'));
  return {
    ...emulatorEnv(),
    FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT_ID, storageBucket: STORAGE_BUCKET }),
    METADATA_SERVER_DETECTION: 'none',
    ...(fromFile('.env.local') as Record<string, string>),
    ...(fromFile('.secret.local') as Record<string, string>),
  };
}

/**
 * Bundles the host to plain JavaScript: under tsx its loader thread alone would add ~50 MiB of
 * RSS that production does not have. Packages stay external, found in the root node_modules.
 */
async function buildHost(): Promise<string> {
  const outfile = join(ROOT, 'node_modules/.cache/bench-uploads/upload-host.mjs');
  const entry = join(ROOT, 'scripts/bench/upload-host.ts');
  await build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', packages: 'external' });
  return outfile;
}

/** The host's next message of `type`; fails if it exits or stays silent. */
function nextMessage<T extends HostMessage['type']>(host: ChildProcess, type: T) {
  return new Promise<Extract<HostMessage, { type: T }>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the function host sent no "${type}"`)), HOST_TIMEOUT_MS);
    const onExit = (code: number | null) => reject(new Error(`the function host exited (${code})`));
    const onMessage = (message: HostMessage) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      host.off('exit', onExit).off('message', onMessage);
      resolve(message as Extract<HostMessage, { type: T }>);
    };
    host.once('exit', onExit).on('message', onMessage);
  });
}

async function askHost(host: ChildProcess, type: 'mark' | 'peak'): Promise<MemoryFigures> {
  const answer = nextMessage(host, type === 'mark' ? 'baseline' : 'peak');
  host.send({ type });
  return (await answer).memory;
}

async function post(port: number, body: UploadBody): Promise<{ status: number; error: string }> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/registrations`, {
      method: 'POST',
      // Its own client address, so the bench does not share a rate-limit counter with tests.
      headers: { origin: ORIGIN, 'content-type': body.contentType, 'x-forwarded-for': '127.0.0.2' },
      body: body.bytes,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as { error?: string };
    return { status: response.status, error: answer.error ?? '' };
  } catch (error) {
    return { status: 0, error: (error as Error).message };
  }
}

/** Warm, as a serving instance is: the SDK clients and the registration code are loaded. */
async function warmUp(port: number, tag: string): Promise<void> {
  const health = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(30_000) });
  if (!health.ok) throw new Error(`the function's health check failed (${health.status}): is the suite running?`);
  const small = await post(port, await groupRegistration(tag, MIN_GROUP_STUDENTS, 1024));
  if (small.status >= 300) throw new Error(`the warm-up registration failed: ${small.status} ${small.error}`);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

async function measure(hostFile: string, n: number, runId: string): Promise<Measurement> {
  const cardBytes = maximumCardBytes(STUDENTS);
  const bodies = await Promise.all(
    Array.from({ length: n }, (_, index) => groupRegistration(`${runId}-${index}`, STUDENTS, cardBytes)),
  );
  const host = fork(hostFile, [join(ROOT, 'functions/lib/index.js')], {
    cwd: join(ROOT, 'functions'),
    env: { ...process.env, ...functionEnv() },
    execArgv: [],
    // The function's own log lines would bury the table; its errors still show.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    const { port } = await nextMessage(host, 'ready');
    await warmUp(port, `${runId}-warm`);
    const baseline = await askHost(host, 'mark');
    const started = performance.now();
    const results = await Promise.all(
      bodies.map(async (body, index) => {
        const t0 = performance.now();
        return { index, ...(await post(port, body)), ms: performance.now() - t0 };
      }),
    );
    const wallMs = performance.now() - started;
    return {
      n,
      bodyBytes: bodies[0]?.bytes.length ?? 0,
      baseline,
      peak: await askHost(host, 'peak'),
      wallMs,
      latenciesMs: results.map((result) => result.ms),
      failures: results
        .filter((result) => result.status < 200 || result.status >= 300)
        .map((result) => `N=${n} #${result.index}: ${result.status} ${result.error}`),
    };
  } finally {
    host.kill();
  }
}

async function main(): Promise<boolean> {
  if (!existsSync(join(ROOT, 'functions/lib/index.js'))) {
    execFileSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit' });
  }
  const hostFile = await buildHost();
  const runId = randomUUID().slice(0, 8);
  const levels: Measurement[][] = [];
  for (const n of LEVELS) {
    const runs: Measurement[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await measure(hostFile, n, `${runId}-${n}-${run}`);
      console.error(
        `N=${n} run ${run}: idle ${result.baseline.rss.toFixed(0)} MiB, peak ${result.peak.rss.toFixed(0)} MiB`,
      );
      runs.push(result);
    }
    levels.push(runs);
  }
  const card = `${(maximumCardBytes(STUDENTS) / 1024).toFixed(0)} KiB`;
  printReport(levels, `${STUDENTS} students with an ID card of ${card} each; medians of ${RUNS} run(s); memory in MiB`);
  return levels.flat().every((run) => run.failures.length === 0);
}

process.exit((await main()) ? 0 : 1);
