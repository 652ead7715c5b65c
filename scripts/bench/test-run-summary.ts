// What `npm run bench:test-run` prints of its runs (scripts/bench/test-run.ts): each run, each
// round's ratio, and the medians. Apart from the bench, so that its arithmetic is tested.
import { median } from './stats';

export interface MeasuredRun {
  commit: string;
  /** The exit status of `npm test`. */
  status: number;
  seconds: number;
  cpuSeconds: number;
  /** Its last line, `N passed, N failed, N skipped, N flaky`; null when it printed none. */
  counts: string | null;
  log: string;
}

/** The commits of a round, in its order: the measured commit first in even rounds, the other in odd ones. */
export function roundOrder(round: number, commit: string, against: string | null): string[] {
  if (against === null) return [commit];
  return round % 2 === 0 ? [commit, against] : [against, commit];
}

/** The count `npm test` ends with, from its output; null when there is none (a run that stopped early). */
export function testCounts(output: string): string | null {
  const lines = [...output.matchAll(/^(\d+) passed, (\d+) failed, (\d+) skipped, (\d+) flaky$/gm)];
  return lines.at(-1)?.[0] ?? null;
}

const seconds = (value: number) => `${value.toFixed(0)} s`;
const cpu = (value: number) => `${value.toFixed(0)} busy CPU-s`;

/** The lines that sum up the runs: each commit's medians and, with a second commit, each round's ratio and theirs. */
export function runSummary(runs: MeasuredRun[], commit: string, against: string | null): string[] {
  const describe = (which: string) => {
    const mine = runs.filter((run) => run.commit === which);
    return (
      `${which.slice(0, 7)}: median ${seconds(median(mine.map((run) => run.seconds)))}, ` +
      `${cpu(median(mine.map((run) => run.cpuSeconds)))} over ${mine.length} run${mine.length === 1 ? '' : 's'}`
    );
  };
  const lines = [describe(commit)];
  if (against === null) return lines;
  lines.push(describe(against));
  // The runs of one round follow each other: the ratio of the two is the one figure the hour does not move.
  const ratios: number[] = [];
  for (let first = 0; first + 1 < runs.length; first += 2) {
    const pair = runs.slice(first, first + 2);
    const mine = pair.find((run) => run.commit === commit);
    const other = pair.find((run) => run.commit === against);
    if (!mine || !other || other.cpuSeconds <= 0) continue;
    ratios.push(mine.cpuSeconds / other.cpuSeconds);
    lines.push(
      `round ${first / 2 + 1}: ${commit.slice(0, 7)} ${(mine.cpuSeconds / other.cpuSeconds).toFixed(2)} times ` +
        `${against.slice(0, 7)}'s busy CPU-s, ${(mine.seconds / other.seconds).toFixed(2)} times its time`,
    );
  }
  if (ratios.length > 0) {
    lines.push(
      `median ratio of busy CPU-s: ${median(ratios).toFixed(2)} (${ratios.length} round${ratios.length === 1 ? '' : 's'})`,
    );
  }
  return lines;
}
