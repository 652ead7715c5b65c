// `npm test`: lint, type-check, unit tests, then integration, rules and browser tests against one
// local suite started here. Ends with a plain "N passed, N failed" line over all runners.
//
// Editions: the one EDITION names (default icei-2025) gets every step. Without EDITION, every
// other edition in editions/ is tested first by a child run of this script (--api-only): its
// unit tests, its build and the integration tests against a suite serving it. The working tree
// is then selected back to the default edition, which is built and tested last.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumAvailable, CHROMIUM_PATH } from '../playwright.config';
import { ROOT } from './suite/config';
import { editionIds, selectedEditionId } from './edition/select';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const EDITION_GIVEN = Boolean(process.env.EDITION?.trim());
const EDITION = selectedEditionId();
/** Another edition's pass, run by the parent `npm test`: unit, build and API tests only. */
const API_ONLY = process.argv.includes('--api-only');
const REPORTS_ROOT = join(ROOT, '.suite', 'reports');
const reportsOf = (edition: string) => join(REPORTS_ROOT, edition);
const REPORTS = reportsOf(EDITION);
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

/** Adds a Vitest JSON report's counts to the totals, and returns them. */
function addVitestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  const counts = {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  return counts;
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
  return run(`${project} tests (edition ${EDITION})`, bin('vitest'), [
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
  rmSync(API_ONLY ? REPORTS : REPORTS_ROOT, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const failures: string[] = [];
  const step = async (name: string, ok: Promise<boolean>) => {
    if (!(await ok)) failures.push(name);
  };
  // Selects the edition every step below builds and tests with.
  const select = () => run(`edition ${EDITION}`, 'npm', ['run', '--silent', 'edition:select'], { EDITION });

  if (!(await select())) return report(['edition']);
  if (!API_ONLY) {
    await step('lint', run('lint', 'npm', ['run', '--silent', 'lint']));
    await step('type-check', run('type-check', 'npm', ['run', '--silent', 'typecheck']));
    if (!EDITION_GIVEN) {
      for (const other of editionIds().filter((id) => id !== EDITION)) {
        const ok = await run(
          `edition ${other}: unit tests, build and API tests`,
          bin('tsx'),
          ['scripts/test.ts', '--api-only'],
          { EDITION: other },
        );
        const counted = addVitestCounts(join(reportsOf(other), 'unit.json'));
        const api = addVitestCounts(join(reportsOf(other), 'integration.json'));
        console.log(`  edition ${other}: ${format(counted)} in unit tests, ${format(api)} in API tests`);
        if (!ok) failures.push(`edition ${other}`);
      }
      // Back to this edition before anything is built for it.
      if (!(await select())) return report([...failures, 'edition']);
    }
  }
  await step('unit tests', vitest('unit'));
  if (!(await run('build', 'npm', ['run', '--silent', 'build'], { EDITION }))) {
    failures.push('build');
    return report(failures);
  }
  if (!API_ONLY) await step('deploy check', run('deploy check', 'npm', ['run', '--silent', 'check:deploy']));

  console.log(`\n▶ starting the local suite for edition ${EDITION} (or reusing a running one that serves it)`);
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
    if (API_ONLY) return report(failures);
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

const format = (counts: Counts) => `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;

function report(failures: string[]): boolean {
  console.log('');
  if (failures.length > 0) console.log(`Failed: ${failures.join(', ')}`);
  // A child pass's own line is for its log; the parent's last line counts every edition.
  console.log(API_ONLY ? `edition ${EDITION}: ${format(totals)}` : format(totals));
  return failures.length === 0 && totals.failed === 0;
}

process.exit((await main()) ? 0 : 1);
