// `npm run bench:tests`: what each API test file and each browser spec costs the machine, to choose
// where the test run's CPU goes (docs/development.md, "Where the run's time goes"). Against one
// local suite (started if none runs, for the built edition), the API tests run one file at a time
// and the browser tests in one worker, each span's busy CPU read from the kernel; then the API tests
// that run alone, last, as in `npm test` (the retention job's erases the suite's registrations).
// `--top N` files are listed (25); `--only api` or `--only browser` runs one runner. A run takes
// about 12 minutes on 2 cores; judge a change on the median of a few, as for the run itself.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureSuite } from '../suite/suite';
import { ROOT } from '../suite/config';
import { busyCpuSeconds } from '../test/cpu';
import { costTable, type CostRow } from './test-cost';

const { values } = parseArgs({
  options: { top: { type: 'string', default: '25' }, only: { type: 'string' } },
});
const top = Number(values.top);
if (!Number.isInteger(top) || top < 1) throw new Error('--top takes a whole number from 1.');
if (values.only !== undefined && values.only !== 'api' && values.only !== 'browser') {
  throw new Error('--only takes api or browser.');
}
if (busyCpuSeconds() === null)
  throw new Error('bench:tests reads the CPU time from /proc/stat, which this system lacks.');

const output = join(ROOT, '.suite', 'bench-tests.jsonl');
mkdirSync(join(ROOT, '.suite'), { recursive: true });
rmSync(output, { force: true });
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

/** Runs a runner with its output shown; false when it failed (the figures of a failed run are kept). */
function runner(command: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(bin(command), args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, TEST_COST_OUTPUT: output },
    });
    child.on('exit', (code) => resolve(code === 0));
  });
}

const vitest = (project: string) =>
  runner('vitest', ['run', '--project', project, '--reporter=dot', '--reporter=./scripts/bench/test-cost-vitest.ts']);

const stopSuite = await ensureSuite();
const started = busyCpuSeconds() ?? 0;
const failed: string[] = [];
try {
  // The integration projects run their files one at a time already (vitest.config.ts).
  if (values.only !== 'browser' && !(await vitest('integration'))) failed.push('API tests');
  if (
    values.only !== 'api' &&
    !(await runner('playwright', ['test', '--workers=1', '--reporter=dot,./scripts/bench/test-cost-playwright.ts']))
  ) {
    failed.push('browser tests');
  }
  if (values.only !== 'browser' && !(await vitest('integration alone'))) failed.push('API tests run alone');
} finally {
  await stopSuite();
}

const rows = existsSync(output)
  ? readFileSync(output, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as CostRow)
  : [];
console.log(`\nThe machine's busy CPU-s per file, one file or test at a time, the costliest ${top}:`);
console.log(costTable(rows, top));
console.log(`${((busyCpuSeconds() ?? 0) - started).toFixed(0).padStart(7)} busy CPU-s of the machine for all of it`);
if (failed.length > 0) {
  console.log(`Failed: ${failed.join(', ')} (figures above are of a run that failed)`);
  process.exitCode = 1;
}
