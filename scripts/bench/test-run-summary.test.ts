import { describe, expect, it } from 'vitest';
import { roundOrder, runSummary, testCounts, type MeasuredRun } from './test-run-summary';

const A = 'aaaaaaa1111';
const B = 'bbbbbbb2222';
const measured = (commit: string, cpuSeconds: number, seconds = cpuSeconds / 2): MeasuredRun => ({
  commit,
  status: 0,
  seconds,
  cpuSeconds,
  counts: '1 passed, 0 failed, 0 skipped, 0 flaky',
  log: '',
});

describe('bench:test-run', () => {
  it('runs both commits in every round, each first in turn', () => {
    const orders = [0, 1, 2, 3].map((round) => roundOrder(round, A, B));
    for (const order of orders) expect([...order].sort()).toEqual([A, B]);
    expect(orders.map((order) => order[0])).toEqual([A, B, A, B]);
    expect(roundOrder(1, A, null)).toEqual([A]);
  });

  it("takes the count from npm test's last line, not from a runner's own summary", () => {
    const output = [
      '      Tests  3118 passed (3118)',
      '12 passed, 1 failed, 0 skipped, 0 flaky',
      'Failed: unit tests',
      '4180 passed, 0 failed, 0 skipped, 2 flaky',
    ].join('\n');
    expect(testCounts(output)).toBe('4180 passed, 0 failed, 0 skipped, 2 flaky');
    expect(testCounts('      Tests  3118 passed (3118)\n')).toBeNull();
  });

  it("compares the two commits round by round, whichever ran first, and gives the ratios' median", () => {
    // The machine's speed differs from round to round: the ratios hold where the figures do not.
    const runs = [
      measured(A, 900),
      measured(B, 1000),
      measured(B, 1500),
      measured(A, 1200),
      measured(A, 1100),
      measured(B, 1000),
    ];
    const lines = runSummary(runs, A, B);
    expect(
      lines.filter((line) => line.startsWith('round')).map((line) => line.split(' ').slice(0, 4).join(' ')),
    ).toEqual([`round 1: ${A.slice(0, 7)} 0.90`, `round 2: ${A.slice(0, 7)} 0.80`, `round 3: ${A.slice(0, 7)} 1.10`]);
    expect(lines.at(-1)).toBe('median ratio of busy CPU-s: 0.90 (3 rounds)');
    expect(lines[0]).toBe(`${A.slice(0, 7)}: median 550 s, 1100 busy CPU-s over 3 runs`);
  });
});
