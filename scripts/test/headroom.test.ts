import { describe, expect, it } from 'vitest';
import { formatTiming, playwrightTimings, tightest, type PlaywrightReport, type Timing } from './headroom';

const timing = (test: string, duration: number, timeout: number): Timing => ({
  runner: 'unit',
  test,
  duration,
  timeout,
});

describe('the headroom report', () => {
  it('ranks tests by the share of their timeout they used, not by their duration', () => {
    const timings = [timing('long but roomy', 20_000, 150_000), timing('short but tight', 2_000, 5_000)];
    expect(tightest(timings, 1).shown.map((t) => t.test)).toEqual(['short but tight']);
  });

  it('counts as over only the tests past a third of their timeout', () => {
    const timings = [timing('a third', 10_000, 30_000), timing('past it', 10_001, 30_000), timing('quick', 1, 5_000)];
    expect(tightest(timings, 10).over.map((t) => t.test)).toEqual(['past it']);
  });

  it('reads every attempt of every test of a Playwright report, with its file, line and titles', () => {
    const report: PlaywrightReport = {
      stats: { expected: 2, unexpected: 0, skipped: 0, flaky: 0 },
      suites: [
        {
          title: 'pass.spec.ts',
          specs: [
            {
              title: 'opens',
              file: 'pass.spec.ts',
              line: 3,
              tests: [{ timeout: 45_000, results: [{ duration: 900 }] }],
            },
          ],
          suites: [
            {
              title: 'at 375 px',
              specs: [
                {
                  title: 'fits',
                  file: 'pass.spec.ts',
                  line: 9,
                  tests: [{ timeout: 45_000, results: [{ duration: 1_200 }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightTimings(report)).toEqual([
      { runner: 'browser', test: 'pass.spec.ts:3 › opens', duration: 900, timeout: 45_000 },
      { runner: 'browser', test: 'pass.spec.ts:9 › at 375 px › fits', duration: 1_200, timeout: 45_000 },
    ]);
  });

  it('prints the share, the duration and the timeout', () => {
    expect(formatTiming(timing('tight', 12_900, 45_000))).toBe(' 29%  12.9 s of 45 s  [unit] tight');
  });
});
