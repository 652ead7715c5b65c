// Which test files run for an edition. The default edition runs them all but other editions' own
// (`<name>.<other id>.test.ts`); any other edition runs the tests that hold for every edition's data
// (`<name>.each-edition.test.ts`) and its own. A test of a rule that does not depend on the
// edition's figures runs once, with the default edition. A test that holds for any edition but
// whose cost grows with everything the suite holds (`<name>.any-edition.test.ts`: the retention
// job, the restore drill, which read and write every document) runs once too: `npm test` runs it
// on the first suite it starts, the smallest (scripts/test.ts), and sets ANY_EDITION_TESTS=elsewhere
// for the others; any other way of running the tests runs it on the suite at hand.
import { DEFAULT_EDITION, editionIds } from './resolve.mjs';

export const EACH_EDITION = 'each-edition';
export const ANY_EDITION = 'any-edition';
/** The environment variable `npm test` sets for the suites that leave the any-edition tests to another. */
export const ANY_EDITION_TESTS = 'ANY_EDITION_TESTS';

export function editionTestFiles(
  edition: string,
  include: string[],
  anyEditionHere = process.env[ANY_EDITION_TESTS] !== 'elsewhere',
): { include: string[]; exclude: string[] } {
  const exclude = [
    ...editionIds()
      .filter((other) => other !== edition)
      .map((other) => `**/*.${other}.test.{ts,tsx}`),
    ...(anyEditionHere ? [] : [`**/*.${ANY_EDITION}.*test.{ts,tsx}`]),
  ];
  if (edition === DEFAULT_EDITION) return { include, exclude };
  const own = [EACH_EDITION, edition, ...(anyEditionHere ? [ANY_EDITION] : [])].join(',');
  return { include: include.map((glob) => glob.replace('*.test.', `*.{${own}}.test.`)), exclude };
}
