import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../suite/config';
import { editionTypeProblems } from './check-types';
import { editionIds } from './resolve.mjs';

// Each test compiles a TypeScript program over an edition's files: seconds, not milliseconds; 45 s
// leaves three times the slowest seen (docs/development.md, "Timeouts and why").
describe("an edition's content is checked against the pages' types", { timeout: 45_000 }, () => {
  it.each(editionIds())('editions/%s holds what the pages expect', (id) => {
    expect(editionTypeProblems(id)).toEqual([]);
  });

  it('names the file, the line and what was expected when a field is wrong', () => {
    const folder = mkdtempSync(join(tmpdir(), 'edition-types-'));
    try {
      const types = join(ROOT, 'web', 'src', 'content', 'types');
      writeFileSync(
        join(folder, 'committees.ts'),
        `import type { Person } from '${types}';\n\nexport const CHAIRS: Person[] = [\n  { name: 42, position: 'Dean', affiliation: 'X', photo: 'a.jpg' },\n];\n`,
      );
      const problems = editionTypeProblems('broken', folder);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/committees\.ts:4: Type 'number' is not assignable to type 'Fact<string>'/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
