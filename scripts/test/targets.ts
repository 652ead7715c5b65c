// `npm test -- <file, folder or name> …`: which runner runs what a maintainer named, so that one file or
// one test runs without the whole run. A path says its runner by where it lives; anything else is
// a test's name, looked for by every runner (but a path into one of the repository's folders,
// which is refused when it leads nowhere).

export type Runner = 'unit' | 'deploy' | 'integration' | 'integration alone' | 'rules' | 'browser';

export interface Target {
  runner: Runner;
  /** The file, relative to the repository; absent for a name. */
  file?: string;
  /** The test's name (a part of it), for a runner's name filter. */
  name?: string;
}

/** Whether the runner needs the site and function built and a suite serving them. */
export const needsSuite = (runner: Runner): boolean => runner !== 'unit' && runner !== 'deploy';

function runnerOf(file: string): Runner {
  if (file.startsWith('tests/e2e/')) return 'browser';
  if (file.startsWith('tests/rules/')) return 'rules';
  if (file.startsWith('tests/integration/'))
    return file.endsWith('.alone.test.ts') ? 'integration alone' : 'integration';
  if (file.endsWith('.install.test.ts')) return 'deploy';
  return 'unit';
}

const TEST_FILE = /\.(test|spec)\.tsx?$/;

/**
 * What the arguments name: each file (as typed, `./` and the repository's own path dropped) with
 * its runner, each test file under a folder named the same way, and each other argument as a name
 * for every runner. `exists` answers for a path relative to the repository; `testFilesUnder` gives
 * the test files under a folder (relative to the repository), or nothing for a path that is not one.
 */
export function targetsOf(
  args: readonly string[],
  root: string,
  exists: (file: string) => boolean,
  testFilesUnder: (folder: string) => readonly string[] | undefined = () => undefined,
): Target[] {
  return args.flatMap((arg): Target[] => {
    const file = arg
      .replace(new RegExp(`^${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?`), '')
      .replace(/^\.\//, '')
      .replace(/\/$/, '');
    if (TEST_FILE.test(file) && exists(file)) return [{ runner: runnerOf(file), file }];
    if (TEST_FILE.test(file)) throw new Error(`No test file ${arg}.`);
    const under = testFilesUnder(file)?.filter((found) => TEST_FILE.test(found));
    if (under?.length === 0) throw new Error(`No test file under ${arg}.`);
    if (under) return under.map((found) => ({ runner: runnerOf(found), file: found }));
    // A path into one of the repository's folders that leads nowhere is a typo, not a test's name.
    const top = file.split('/')[0] ?? '';
    if (file.includes('/') && top && exists(top)) throw new Error(`No test file or folder ${arg}.`);
    return (['unit', 'deploy', 'integration', 'integration alone', 'browser'] as const).map((runner) => ({
      runner,
      name: arg,
    }));
  });
}
