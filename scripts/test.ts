// `npm test`: lint, type-check, unit tests, then integration, rules and browser tests against one
// local suite started here. Ends with a plain "N passed, N failed" line over all runners.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumAvailable, CHROMIUM_PATH } from '../playwright.config';
import { ROOT } from './suite/config';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const REPORTS = join(ROOT, '.suite', 'reports');
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const isCI = process.env.CI === 'true';

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): Promise<boolean> {
  console.log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code === 0));
  });
}

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

function addVitestCounts(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function addPlaywrightCounts(file: string): void {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  };
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function vitest(project: string): Promise<boolean> {
  const output = join(REPORTS, `${project}.json`);
  return run(`${project} tests`, bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]).then((ok) => {
    addVitestCounts(output);
    return ok;
  });
}

async function main(): Promise<boolean> {
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const failures: string[] = [];
  const step = async (name: string, ok: Promise<boolean>) => {
    if (!(await ok)) failures.push(name);
  };

  // The edition first (EDITION=<id>): every step below builds and tests with it.
  if (!(await run('edition', 'npm', ['run', '--silent', 'edition:select']))) return report(['edition']);
  await step('lint', run('lint', 'npm', ['run', '--silent', 'lint']));
  await step('type-check', run('type-check', 'npm', ['run', '--silent', 'typecheck']));
  await step('unit tests', vitest('unit'));
  if (!(await run('build', 'npm', ['run', '--silent', 'build']))) {
    failures.push('build');
    return report(failures);
  }
  await step('deploy check', run('deploy check', 'npm', ['run', '--silent', 'check:deploy']));

  console.log('\n▶ starting the local suite (or reusing a running one)');
  let stopSuite: () => Promise<void>;
  try {
    // Loaded after the edition was selected: the suite's default moment comes from its calendar.
    const { ensureSuite } = await import('./suite/suite');
    stopSuite = await ensureSuite();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    failures.push('local suite');
    return report(failures);
  }
  try {
    await step('integration tests', vitest('integration'));
    // After the integration tests, so every collection the function writes holds documents.
    await step('rules tests', vitest('rules'));
    if (chromiumAvailable) {
      const output = join(REPORTS, 'e2e.json');
      const ok = await run('browser tests', bin('playwright'), ['test'], {
        PLAYWRIGHT_REPORTERS: 'json',
        PLAYWRIGHT_JSON_OUTPUT_NAME: output,
      });
      addPlaywrightCounts(output);
      if (!ok) failures.push('browser tests');
    } else if (isCI) {
      console.error(`\n✖ browser tests: Chromium is missing at ${CHROMIUM_PATH}, and CI requires them.`);
      failures.push('browser tests (no Chromium)');
    } else {
      console.log(`\n▶ browser tests skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium).`);
    }
  } finally {
    await stopSuite();
  }
  return report(failures);
}

function report(failures: string[]): boolean {
  console.log('');
  if (failures.length > 0) console.log(`Failed: ${failures.join(', ')}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  return failures.length === 0 && totals.failed === 0;
}

process.exit((await main()) ? 0 : 1);
