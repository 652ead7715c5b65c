// Headroom: how close each test came to its timeout. A test that needs more than a third of its
// timeout here fails on a machine three times slower, so the run lists the tightest ones.

export interface Timing {
  runner: string;
  test: string;
  duration: number;
  timeout: number;
}

export const HEADROOM_SHARE = 1 / 3;

/**
 * What the Vitest reporter writes for a run: its timings, and the errors it caught outside any test,
 * each with the suite whose hook threw (none for an unhandled error).
 */
export interface RunRecord {
  timings: Timing[];
  errors: { where?: string; message: string }[];
}

/** The tests closest to their timeouts, tightest first, and those past the share. */
export function tightest(timings: Timing[], count: number): { shown: Timing[]; over: Timing[] } {
  const ranked = [...timings].sort((a, b) => b.duration / b.timeout - a.duration / a.timeout);
  return {
    shown: ranked.slice(0, count),
    over: ranked.filter((timing) => timing.duration > timing.timeout * HEADROOM_SHARE),
  };
}

export function formatTiming({ runner, test, duration, timeout }: Timing): string {
  const share = Math.round((100 * duration) / timeout);
  return `${String(share).padStart(3)}%  ${(duration / 1000).toFixed(1)} s of ${timeout / 1000} s  [${runner}] ${test}`;
}

/** A Playwright JSON report's tests as timings: each attempt's duration against the test's timeout. */
export function playwrightTimings(report: PlaywrightReport): Timing[] {
  const timings: Timing[] = [];
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          timings.push({
            runner: 'browser',
            test: `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
            duration: result.duration,
            timeout: test.timeout,
          });
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites) visit(suite, []);
  return timings;
}

export interface PlaywrightSuite {
  title: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: {
      timeout: number;
      /** `unexpected` when it failed, `flaky` when it failed and then passed. */
      status?: string;
      results: { duration: number; error?: { message?: string } }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

export interface PlaywrightReport {
  suites: PlaywrightSuite[];
  stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  /** Errors outside any test: a spec that does not load, a global setup that throws. */
  errors?: { message?: string }[];
}
