import { describe, expect, it } from 'vitest';
import { targetsOf } from './targets';

const present = new Set([
  'functions/src/domain/pricing.test.ts',
  'scripts/deploy/functions-manifest.install.test.ts',
  'tests/integration/payments.test.ts',
  'tests/integration/races.alone.test.ts',
  'tests/rules/rules.test.ts',
  'tests/e2e/admin-review.spec.ts',
]);
/** A file present, or a folder holding one. */
const exists = (path: string) => present.has(path) || [...present].some((file) => file.startsWith(`${path}/`));

describe('npm test -- <file or name>', () => {
  it('runs a file with the runner its folder names', () => {
    expect(
      targetsOf(
        [
          'functions/src/domain/pricing.test.ts',
          'scripts/deploy/functions-manifest.install.test.ts',
          './tests/integration/payments.test.ts',
          '/repo/tests/integration/races.alone.test.ts',
          'tests/rules/rules.test.ts',
          'tests/e2e/admin-review.spec.ts',
        ],
        '/repo',
        exists,
      ),
    ).toEqual([
      { runner: 'unit', file: 'functions/src/domain/pricing.test.ts' },
      { runner: 'deploy', file: 'scripts/deploy/functions-manifest.install.test.ts' },
      { runner: 'integration', file: 'tests/integration/payments.test.ts' },
      { runner: 'integration alone', file: 'tests/integration/races.alone.test.ts' },
      { runner: 'rules', file: 'tests/rules/rules.test.ts' },
      { runner: 'browser', file: 'tests/e2e/admin-review.spec.ts' },
    ]);
  });

  it('runs every test file under a folder, each with its runner', () => {
    const under = (folder: string) =>
      folder === 'tests' || folder === 'scripts/deploy' || folder === 'web/scripts'
        ? [...present, 'tests/e2e/support/page-checks.ts'].filter((file) => file.startsWith(`${folder}/`))
        : undefined;
    expect(targetsOf(['./tests/'], '/repo', exists, under)).toEqual([
      { runner: 'integration', file: 'tests/integration/payments.test.ts' },
      { runner: 'integration alone', file: 'tests/integration/races.alone.test.ts' },
      { runner: 'rules', file: 'tests/rules/rules.test.ts' },
      { runner: 'browser', file: 'tests/e2e/admin-review.spec.ts' },
    ]);
    expect(targetsOf(['scripts/deploy'], '/repo', exists, under)).toEqual([
      { runner: 'deploy', file: 'scripts/deploy/functions-manifest.install.test.ts' },
    ]);
    // A folder without tests is a mistake to say, not a name to look for.
    expect(() => targetsOf(['web/scripts'], '/repo', exists, under)).toThrow('No test file under web/scripts.');
  });

  it('looks for anything else as a test name in every runner', () => {
    expect(targetsOf(['short payment'], '/repo', exists).map((target) => [target.runner, target.name])).toEqual([
      ['unit', 'short payment'],
      ['deploy', 'short payment'],
      ['integration', 'short payment'],
      ['integration alone', 'short payment'],
      ['browser', 'short payment'],
    ]);
  });

  it('refuses a path into the repository that leads nowhere, rather than looking for it as a name', () => {
    for (const path of ['tests/e2e/admin-reveiw.spec', 'scripts/deplyo', './functions/src/nowhere/']) {
      expect(() => targetsOf([path], '/repo', exists)).toThrow(`No test file or folder ${path}.`);
    }
    // A name may hold a slash: only a path into one of the repository's folders is taken for one.
    expect(targetsOf(['/api/health', 'api/health'], '/repo', exists).every((target) => target.name)).toBe(true);
  });

  it('refuses a test file that does not exist, rather than running nothing', () => {
    expect(() => targetsOf(['tests/e2e/nothing.spec.ts'], '/repo', exists)).toThrow(
      'No test file tests/e2e/nothing.spec.ts.',
    );
  });
});
