// `npm test`: type-check, unit tests, builds, the deploy check, integration, rules and browser tests
// against the local suite, and lint. Independent stages run side by side; the suite can serve one
// edition at a time, so each edition's build-and-API stage runs after the other's.
//
// Editions: the default (icei-2025) gets every test. Every other edition in editions/ gets the tests
// that hold for any edition's data (`*.each-edition.test.ts`) and its own (`*.<id>.test.ts`), in
// the unit tests, the API tests and the browser tests against a suite built for it (vitest.config.ts
// and playwright.config.ts pick the files).
//
// The last line counts every runner: `N passed, N failed, N skipped, N flaky`. With CI=true a
// skipped or flaky test fails the run; nothing is retried. Before it, the tests that came closest
// to their timeouts are listed (scripts/test/headroom.ts).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumAvailable, CHROMIUM_PATH } from '../playwright.config';
import { EMULATORS, ROOT, SITE_URL } from './suite/config';
import { isPortFree, waitForUrl } from './suite/ports';
import { DEFAULT_EDITION, editionIds } from './edition/resolve.mjs';
import { ANY_EDITION_TESTS } from './edition/test-files';
import {
  formatTiming,
  HEADROOM_SHARE,
  playwrightTimings,
  tightest,
  type PlaywrightReport,
  type RunRecord,
  type Timing,
} from './test/headroom';
import {
  errorsOutsideTests,
  formatFailure,
  lastLines,
  playwrightFailures,
  vitestFailures,
  type Failure,
  type VitestReport,
} from './test/failures';
import { busyCpuSeconds, stolenCpuSeconds } from './test/cpu';
import { needsSuite, targetsOf, type Runner, type Target } from './test/targets';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  flaky: number;
}

const isCI = process.env.CI === 'true';
const REPORTS = join(ROOT, '.suite', 'reports');
const totals: Counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const timings: Timing[] = [];
const stageTimes: [string, number][] = [];
const failures: string[] = [];
const failedTests: Failure[] = [];
/** The last lines of each stage that failed, for a failure no report names (a crash, a lost worker). */
const failedStageOutput = new Map<string, string[]>();
const KEPT_LINES = 40;
const started = performance.now();
const cpuAtStart = busyCpuSeconds();
const stolenAtStart = stolenCpuSeconds();
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

/**
 * The environment of the runners against the run's `index`th suite: the tests for any edition
 * (`*.any-edition.test.ts`) run against the first suite only (scripts/edition/test-files.ts).
 */
const anyEditionTests = (index: number): Record<string, string> =>
  index === 0 ? {} : { [ANY_EDITION_TESTS]: 'elsewhere' };
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

/** Runs a command; its output is prefixed with the stage's name, as stages run side by side. */
function run(stage: string, command: string, args: string[], env: Record<string, string> = {}): Promise<boolean> {
  const stageStart = performance.now();
  console.log(`▶ ${stage}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    const kept: string[] = [];
    const print = (line: string) => {
      console.log(`[${stage}] ${line}`);
      kept.push(line);
      if (kept.length > KEPT_LINES) kept.shift();
    };
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.on('data', (chunk: Buffer) => {
        const lines = (pending + chunk.toString()).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) print(line);
      });
      stream.on('end', () => pending && print(pending));
    }
    child.on('exit', (code) => {
      const took = performance.now() - stageStart;
      stageTimes.push([stage, took]);
      console.log(`${code === 0 ? '✔' : '✖'} ${stage} (${seconds(took)})`);
      if (code !== 0) {
        failures.push(stage);
        failedStageOutput.set(stage, kept);
      }
      resolve(code === 0);
    });
  });
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

function count(counts: Partial<Counts>): void {
  for (const key of Object.keys(totals) as (keyof Counts)[]) totals[key] += counts[key] ?? 0;
}

/** Vitest, with a JSON report for the counts and the headroom reporter for the timings. */
async function vitest(
  stage: string,
  projects: string[],
  env: Record<string, string> = {},
  extra: string[] = [],
): Promise<boolean> {
  const name = stage.replace(/\W+/g, '-');
  const report = join(REPORTS, `${name}.json`);
  const headroom = join(REPORTS, `${name}.timings.json`);
  const ok = await run(
    stage,
    bin('vitest'),
    [
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      '--reporter=./scripts/test/headroom-reporter.ts',
      ...extra,
    ],
    { ...env, HEADROOM_OUTPUT: headroom },
  );
  const json = readJson<
    VitestReport & {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    }
  >(report);
  if (json) {
    failedTests.push(...vitestFailures(stage, json, ROOT));
    count({
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
    });
  } else if (ok) {
    // A run that wrote no report cannot be counted: it is not a pass.
    failures.push(`${stage} (no report)`);
  }
  const record = readJson<RunRecord>(headroom);
  timings.push(...(record?.timings ?? []));
  failedTests.push(...errorsOutsideTests(stage, record?.errors ?? []));
  return ok;
}

async function browserTests(edition: string, extra: string[] = []): Promise<void> {
  if (!chromiumAvailable) {
    if (isCI) {
      console.error(`✖ browser tests: Chromium is missing at ${CHROMIUM_PATH}, and CI requires them.`);
      failures.push('browser tests (no Chromium)');
    } else {
      console.log(
        `▶ browser tests skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium-headless-shell).`,
      );
    }
    return;
  }
  const output = join(REPORTS, `browser-${edition}.json`);
  // An edition other than the default may have no spec of its own.
  const args = [...(edition === DEFAULT_EDITION ? ['test'] : ['test', '--pass-with-no-tests']), ...extra];
  await run(`browser tests ${edition}`, bin('playwright'), args, {
    EDITION: edition,
    PLAYWRIGHT_REPORTERS: 'json',
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  const report = readJson<PlaywrightReport>(output);
  if (!report) return void failures.push('browser tests (no report)');
  const { expected, unexpected, skipped, flaky } = report.stats;
  count({ passed: expected, failed: unexpected, skipped, flaky });
  failedTests.push(...playwrightFailures(`browser tests ${edition}`, report));
  timings.push(...playwrightTimings(report));
}

/**
 * Starts the local suite for an edition in its own process (`npm run suite`, which loads that
 * edition's data) and resolves once it serves that edition; the answer stops it.
 */
async function startSuite(edition: string): Promise<() => Promise<void>> {
  const child = spawn(bin('tsx'), ['--import', './scripts/edition/register.mjs', 'scripts/suite/start.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, EDITION: edition },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGINT');
    await exited;
  };
  try {
    await waitForUrl(
      `${SITE_URL}/api/registration-window`,
      async (response) => ((await response.json()) as { data?: { edition?: string } }).data?.edition === edition,
      120_000,
      () => child.exitCode === null,
    );
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output.trim()}`, { cause: error });
  }
  return stop;
}

/** Builds an edition, starts a suite serving it, runs `stages` against it and stops it. */
async function withSuite(edition: string, stages: () => Promise<unknown>): Promise<void> {
  if (!(await run(`build ${edition}`, 'npm', ['run', '--silent', 'build'], { EDITION: edition }))) return;
  const suiteStart = performance.now();
  console.log(`▶ local suite for ${edition}`);
  let stop: () => Promise<void>;
  try {
    stop = await startSuite(edition);
  } catch (error) {
    console.error(`✖ local suite for ${edition}: ${error instanceof Error ? error.message : String(error)}`);
    failures.push(`local suite for ${edition}`);
    return;
  }
  stageTimes.push([`local suite for ${edition} (start)`, performance.now() - suiteStart]);
  try {
    await stages();
  } finally {
    await stop();
  }
}

async function main(): Promise<void> {
  rmSync(join(ROOT, '.suite', 'reports'), { recursive: true, force: true });
  rmSync(join(ROOT, '.suite', 'deploy-installs'), { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  // One production install of the function per run, shared by its tests and the deploy check.
  process.env.DEPLOY_CHECK_INSTALLS = join(ROOT, '.suite', 'deploy-installs');
  if (!(await isPortFree(EMULATORS.hosting.host, EMULATORS.hosting.port))) {
    failures.push('a local suite is already running: stop it (npm test starts one for each edition)');
    return;
  }
  // EDITION=<id> npm test tests that edition alone, with every runner.
  const given = process.env.EDITION?.trim();
  const tested = given || DEFAULT_EDITION;
  const others = given ? [] : editionIds().filter((id) => id !== DEFAULT_EDITION);
  // Lint needs nothing built and leaves the cores to the builds and the browser tests: it runs beside
  // the API tests that run alone, which wait on the emulators more than they compute (about half of
  // two cores idle), or at the end should no suite start.
  let lint: Promise<boolean> | undefined;
  const startLint = () => (lint ??= run('lint', 'npm', ['run', '--silent', 'lint']));
  const checks = Promise.all([
    run('type-check', 'npm', ['run', '--silent', 'typecheck']),
    // Every edition's unit projects in one run (vitest.config.ts).
    vitest('unit tests', ['unit*']),
  ]);
  // The suite serves one edition at a time: the other editions' builds and API tests first, then
  // the tested one's, which stays built and is the one `npm start` serves afterwards.
  const suites = (async () => {
    for (const [index, edition] of others.entries()) {
      await withSuite(edition, async () => {
        await Promise.all([
          vitest(`API tests ${edition}`, ['integration'], { EDITION: edition, ...anyEditionTests(index) }),
          // Only its own specs and those for every edition (playwright.config.ts): the gallery's, say.
          browserTests(edition),
        ]);
        // The first suite's are the few dozen registrations its tests made: the tests whose cost
        // grows with everything the suite holds run here, once (scripts/edition/test-files.ts).
        if (index === 0) await vitest(`API tests ${edition} (alone)`, ['integration alone'], { EDITION: edition });
      });
    }
    const testedEnv = anyEditionTests(others.length);
    await withSuite(tested, async () => {
      // The API tests that change shared settings (`*.alone.test.ts`) wait for the browser tests;
      // the security-rules tests come last, when every collection holds documents.
      await Promise.all([
        // The check, then its tests of what it refuses, which share its install of the function.
        run('deploy check', 'npm', ['run', '--silent', 'check:deploy']).then(() =>
          vitest('deploy check tests', ['deploy']),
        ),
        vitest(`API tests ${tested}`, ['integration'], testedEnv),
        browserTests(tested),
      ]);
      startLint();
      await vitest(`API tests ${tested} (alone)`, ['integration alone'], testedEnv);
      await vitest('rules tests', ['rules']);
    });
  })();
  await Promise.all([checks, suites]);
  await startLint();
}

/** The runners' arguments for what was named: the files, or a name filter that may match nothing. */
function filterArgs(targets: readonly Target[], nameFlag: '-t' | '-g', noTests: string): string[] {
  const files = targets.flatMap((target) => (target.file ? [target.file] : []));
  const names = targets.flatMap((target) => (target.name ? [target.name] : []));
  const pattern = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return [...files, ...(pattern ? [nameFlag, pattern, noTests] : [])];
}

/** The files under a folder of the repository (relative to it), or nothing for a path that is not a folder. */
function testFilesUnder(folder: string): string[] | undefined {
  const path = join(ROOT, folder);
  if (!existsSync(path) || !statSync(path).isDirectory()) return undefined;
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.split('/').includes('node_modules'))
    .map((file) => join(folder, file));
}

/**
 * `npm test -- <file, folder or name> …`: only what was named, each by its runner, against a suite this run
 * builds and starts when a runner needs one (the default edition, or EDITION's).
 */
async function targeted(args: string[]): Promise<void> {
  let targets: Target[];
  try {
    targets = targetsOf(args, ROOT, (file) => existsSync(join(ROOT, file)), testFilesUnder);
  } catch (error) {
    // A path that leads nowhere: said as such, without a stack trace, and nothing runs.
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const of = (runner: Runner) => targets.filter((target) => target.runner === runner);
  const edition = process.env.EDITION?.trim() || DEFAULT_EDITION;
  if (of('unit').length > 0)
    await vitest('unit tests', ['unit*'], {}, filterArgs(of('unit'), '-t', '--passWithNoTests'));
  if (of('deploy').length > 0)
    await vitest('deploy check tests', ['deploy'], {}, filterArgs(of('deploy'), '-t', '--passWithNoTests'));
  if (!targets.some((target) => needsSuite(target.runner))) return;
  if (!(await isPortFree(EMULATORS.hosting.host, EMULATORS.hosting.port))) {
    failures.push('a local suite is already running: stop it (npm test starts its own)');
    return;
  }
  // In the whole run's order: the tests that run alone (the retention job erases every
  // registration) and the rules after the others.
  const api = async (project: 'integration' | 'integration alone' | 'rules') => {
    if (of(project).length > 0) {
      await vitest(`API tests ${project}`, [project], {}, filterArgs(of(project), '-t', '--passWithNoTests'));
    }
  };
  await withSuite(edition, async () => {
    await api('integration');
    if (of('browser').length > 0) await browserTests(edition, filterArgs(of('browser'), '-g', '--pass-with-no-tests'));
    await api('integration alone');
    await api('rules');
  });
}

function report(): boolean {
  console.log('\nStage times (side by side, so they add up to more than the run):');
  for (const [stage, took] of stageTimes) console.log(`  ${seconds(took).padStart(6)}  ${stage}`);
  console.log(`  ${seconds(performance.now() - started).padStart(6)}  the whole run`);
  const cpuNow = busyCpuSeconds();
  if (cpuAtStart !== null && cpuNow !== null) {
    // The machine's, not the run's alone: what else ran meanwhile is counted too.
    console.log(`  ${(cpuNow - cpuAtStart).toFixed(0).padStart(6)}  busy CPU-s of the machine during the run`);
    const stolen = (stolenCpuSeconds() ?? 0) - (stolenAtStart ?? 0);
    // A shared host's other machines: the same run costs more when they are busy (docs/development.md).
    if (stolen >= 1)
      console.log(`  ${stolen.toFixed(0).padStart(6)}  of them stolen by the hypervisor for other machines`);
  }
  const { shown, over } = tightest(timings, 10);
  console.log(`\nThe ${shown.length} tests closest to their timeouts (each should use at most a third):`);
  for (const timing of shown) console.log(`  ${formatTiming(timing)}`);
  if (over.length > 0) {
    console.log(`  ${over.length} tests used more than ${Math.round(HEADROOM_SHARE * 100)}% of their timeout.`);
  }
  if (isCI && totals.skipped > 0) failures.push(`${totals.skipped} skipped (CI runs every test)`);
  if (isCI && totals.flaky > 0) failures.push(`${totals.flaky} flaky (CI needs each test to pass first time)`);
  if (failedTests.length > 0) {
    console.log(`\nThe ${failedTests.length} tests that failed (their whole output is above):`);
    for (const failure of failedTests) console.log(formatFailure(failure));
  }
  // A stage can fail with every test passed (a worker that would not stop, a crash): its last lines.
  for (const [stage, output] of failedStageOutput) {
    if (failedTests.some((failure) => failure.runner === stage)) continue;
    console.log(`\n✖ ${stage} failed, and named no failed test. Its last lines:`);
    console.log(lastLines(output, 25).replace(/^/gm, '    '));
  }
  console.log('');
  if (failures.length > 0) console.log(`Failed: ${failures.join(', ')}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, ${totals.flaky} flaky`);
  return failures.length === 0 && totals.failed === 0;
}

const named = process.argv.slice(2);
await (named.length > 0 ? targeted(named) : main());
process.exit(report() ? 0 : 1);
