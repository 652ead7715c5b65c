// `npm run bench:test-run -- --against <commit>`: what `npm test` costs this machine, as a fresh
// clone's `CI=true npm test`, beside another commit's run in the same hour. A machine's speed moves
// a run's busy CPU-s by a third from one hour to the next (docs/development.md, "Where the run's
// time goes"), so a figure means something only beside another taken the same hour: each round
// runs both commits, one after the other, in turns (this commit first, then the other first), and
// the bench prints each run and the ratio of each round, then their medians.
// Each run clones the repository's committed history (not the working tree) into a folder of its
// own, installs as the README says (`npm install`) and runs the tests; about 10 minutes a run on 2
// cores. The logs stay in .suite/bench-test-run/ (`--keep` keeps the clones too).
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../suite/config';
import { busyCpuSeconds } from '../test/cpu';
import { roundOrder, runSummary, testCounts, type MeasuredRun } from './test-run-summary';

const { values } = parseArgs({
  options: {
    against: { type: 'string' },
    commit: { type: 'string', default: 'HEAD' },
    rounds: { type: 'string', default: '2' },
    keep: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a whole number from 1.');
if (busyCpuSeconds() === null)
  throw new Error('bench:test-run reads the CPU time from /proc/stat, which this system lacks.');

const logs = join(ROOT, '.suite', 'bench-test-run');
mkdirSync(logs, { recursive: true });

/** Runs a command to its end, its output to `log`; its exit status. */
function run(command: string, args: string[], cwd: string, log: string, env: NodeJS.ProcessEnv = process.env) {
  return new Promise<number>((resolve, reject) => {
    const out = createWriteStream(log, { flags: 'a' });
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.once('error', reject);
    child.once('close', (code) => out.end(() => resolve(code ?? 1)));
  });
}

/** The commit a name stands for here, so that every run of it runs the same code. */
function resolveCommit(name: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${name}^{commit}`], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    throw new Error(`${name} names no commit of this repository.`);
  }
}

async function measure(commit: string, label: string): Promise<MeasuredRun> {
  const short = commit.slice(0, 7);
  const folder = mkdtempSync(join(tmpdir(), `test-run-${short}-`));
  const log = join(logs, `${label}-${short}.log`);
  rmSync(log, { force: true });
  try {
    if ((await run('git', ['clone', '--quiet', ROOT, folder], ROOT, log)) !== 0)
      throw new Error(`git clone failed: ${log}`);
    if ((await run('git', ['checkout', '--quiet', commit], folder, log)) !== 0)
      throw new Error(`checkout failed: ${log}`);
    if ((await run('npm', ['install', '--no-audit', '--no-fund'], folder, log)) !== 0)
      throw new Error(`npm install failed: ${log}`);
    const testLog = join(logs, `${label}-${short}.test.log`);
    rmSync(testLog, { force: true });
    const busy = busyCpuSeconds() ?? 0;
    const started = performance.now();
    const status = await run('npm', ['test'], folder, testLog, { ...process.env, CI: 'true' });
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = (busyCpuSeconds() ?? 0) - busy;
    return { commit, status, seconds, cpuSeconds, counts: testCounts(readFileSync(testLog, 'utf8')), log: testLog };
  } finally {
    if (!values.keep) rmSync(folder, { recursive: true, force: true });
  }
}

const commit = resolveCommit(values.commit);
const against = values.against === undefined ? null : resolveCommit(values.against);
if (against === commit) throw new Error(`--against names ${commit.slice(0, 7)}, the commit measured: name another.`);
const measured: MeasuredRun[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const next of roundOrder(round, commit, against)) {
    const label = `round${round + 1}`;
    console.log(`Round ${round + 1}: ${next.slice(0, 7)}, a fresh clone's CI=true npm test…`);
    const result = await measure(next, label);
    measured.push(result);
    console.log(
      `  ${result.counts ?? 'no count printed'} (exit ${result.status}), ${result.seconds.toFixed(0)} s, ` +
        `${result.cpuSeconds.toFixed(0)} busy CPU-s; log ${result.log}`,
    );
  }
}
console.log('');
for (const line of runSummary(measured, commit, against)) console.log(line);
if (measured.some((result) => result.status !== 0)) process.exitCode = 1;
