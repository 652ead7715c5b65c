import { describe, expect, it } from 'vitest';
import { errorsOutsideTests, formatFailure, lastLines, playwrightFailures, vitestFailures } from './failures';
import type { PlaywrightReport } from './headroom';

describe('the failed tests at the end of a run', () => {
  it("names each failed Vitest test by file and full name, with its error's first lines and no colours", () => {
    const failures = vitestFailures(
      'API tests',
      {
        testResults: [
          {
            name: '/repo/tests/integration/sponsors.test.ts',
            assertionResults: [
              { fullName: 'recording a sponsor lists it', status: 'passed' },
              {
                fullName: 'recording a sponsor counts it',
                status: 'failed',
                failureMessages: [
                  '\u001b[31mAssertionError: expected 3 to be 2\u001b[39m\n\n  at a\n  at b\n  at c\n  at d',
                ],
              },
            ],
          },
          {
            name: '/repo/tests/integration/broken.test.ts',
            message: 'SyntaxError: Unexpected token',
            assertionResults: [],
          },
          { name: '/repo/tests/integration/fine.test.ts', assertionResults: [{ fullName: 'ok', status: 'passed' }] },
        ],
      },
      '/repo',
    );
    expect(failures).toEqual([
      {
        runner: 'API tests',
        test: 'tests/integration/sponsors.test.ts › recording a sponsor counts it',
        message: 'AssertionError: expected 3 to be 2\n  at a\n  at b\n  at c',
      },
      { runner: 'API tests', test: 'tests/integration/broken.test.ts', message: 'SyntaxError: Unexpected token' },
    ]);
  });

  it('names the failed and the flaky Playwright tests with their titles, and errors outside any test', () => {
    const report: PlaywrightReport = {
      stats: { expected: 1, unexpected: 1, skipped: 0, flaky: 1 },
      errors: [{ message: 'Error: global setup failed' }],
      suites: [
        {
          title: 'admin.spec.ts',
          specs: [
            {
              title: 'passes',
              file: 'admin.spec.ts',
              line: 3,
              tests: [{ timeout: 1, status: 'expected', results: [] }],
            },
          ],
          suites: [
            {
              title: 'at 375 px',
              specs: [
                {
                  title: 'verifies',
                  file: 'admin.spec.ts',
                  line: 9,
                  tests: [
                    {
                      timeout: 1,
                      status: 'unexpected',
                      results: [{ duration: 1, error: { message: 'Timeout waiting for button' } }],
                    },
                  ],
                },
                {
                  title: 'retries',
                  file: 'admin.spec.ts',
                  line: 20,
                  tests: [
                    {
                      timeout: 1,
                      status: 'flaky',
                      results: [{ duration: 1, error: { message: 'once' } }, { duration: 1 }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures('browser tests', report).map(formatFailure)).toEqual([
      '  ✖ [browser tests] admin.spec.ts:9 › at 375 px › verifies\n      Timeout waiting for button',
      '  ✖ [browser tests, flaky] admin.spec.ts:20 › at 375 px › retries\n      once',
      '  ✖ [browser tests] (outside any test)\n      Error: global setup failed',
    ]);
  });

  it("names errors caught outside any test by their first lines, with the hook's file and suite where one threw", () => {
    const failures = errorsOutsideTests('unit tests', [
      { message: 'Error: rejected late\n  at a\n  at b\n  at c\n  at d' },
      { where: 'scripts/x.test.ts › a suite', message: 'Error: the hook threw' },
    ]);
    expect(failures.map(formatFailure)).toEqual([
      '  ✖ [unit tests] (outside any test)\n      Error: rejected late\n        at a\n        at b\n        at c',
      '  ✖ [unit tests] scripts/x.test.ts › a suite (a hook)\n      Error: the hook threw',
    ]);
  });

  it("keeps a stage's last lines without colours or blank lines", () => {
    const output = ['one', '', '\u001b[31mtwo\u001b[39m  ', 'three', '   '];
    expect(lastLines(output, 2)).toBe('two\nthree');
    expect(lastLines(output, 10)).toBe('one\ntwo\nthree');
  });
});
