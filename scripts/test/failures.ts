// The failed tests by name, with the start of their error, for the last lines of the run: CI keeps
// only the tail of a long output, and a count alone does not say which test to look at.
import type { PlaywrightReport, PlaywrightSuite } from './headroom';

export interface Failure {
  runner: string;
  test: string;
  message: string;
}

/** The part of Vitest's JSON report that names failures. */
export interface VitestReport {
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');
const MESSAGE_LINES = 4;

/** The first lines of an error, without colours, indented under its test. */
function firstLines(message: string | undefined): string {
  return (message ?? '(no message)')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, MESSAGE_LINES)
    .join('\n');
}

/** The failed tests of a Vitest run, and the files that failed before any test ran. */
export function vitestFailures(runner: string, report: VitestReport, root: string): Failure[] {
  const failures: Failure[] = [];
  for (const file of report.testResults ?? []) {
    const path = file.name.startsWith(root) ? file.name.slice(root.length).replace(/^\//, '') : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push({ runner, test: `${path} › ${test.fullName}`, message: firstLines(test.failureMessages?.[0]) });
    }
    // A file that could not load has a message and no failed test.
    if (failed.length === 0 && file.message) failures.push({ runner, test: path, message: firstLines(file.message) });
  }
  return failures;
}

/**
 * Errors a run caught outside any test: in a file's or a suite's hook (named), or anywhere else (a
 * rejection after its test ended, a worker lost).
 */
export function errorsOutsideTests(runner: string, errors: readonly { where?: string; message?: string }[]): Failure[] {
  return errors.map((error) => ({
    runner,
    test: error.where ? `${error.where} (a hook)` : '(outside any test)',
    message: firstLines(error.message),
  }));
}

/** The last lines a stage printed, without colours: for a stage that failed and named no test. */
export function lastLines(output: readonly string[], count: number): string {
  return output
    .map((line) => line.replace(ANSI, '').trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(-count)
    .join('\n');
}

/** The tests of a Playwright run that failed, or failed once before passing. */
export function playwrightFailures(runner: string, report: PlaywrightReport): Failure[] {
  const failures: Failure[] = [];
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results.find((result) => result.error)?.error;
        failures.push({
          runner: test.status === 'flaky' ? `${runner}, flaky` : runner,
          test: `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
          message: firstLines(error?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites) visit(suite, []);
  failures.push(...errorsOutsideTests(runner, report.errors ?? []));
  return failures;
}

export function formatFailure({ runner, test, message }: Failure): string {
  const indented = message
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n');
  return `  ✖ [${runner}] ${test}\n${indented}`;
}
