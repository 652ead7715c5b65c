// Which test files run for an edition. The default edition runs them all but other editions' own
// (`<name>.<other id>.test.ts`); any other edition runs the tests that hold for every edition's data
// (`<name>.each-edition.test.ts`) and its own. A test of a rule that does not depend on the
// edition's figures runs once, with the default edition.
import { DEFAULT_EDITION, editionIds } from './resolve.mjs';

export const EACH_EDITION = 'each-edition';

export function editionTestFiles(edition: string, include: string[]): { include: string[]; exclude: string[] } {
  const exclude = editionIds()
    .filter((other) => other !== edition)
    .map((other) => `**/*.${other}.test.{ts,tsx}`);
  if (edition === DEFAULT_EDITION) return { include, exclude };
  return { include: include.map((glob) => glob.replace('*.test.', `*.{${EACH_EDITION},${edition}}.test.`)), exclude };
}
