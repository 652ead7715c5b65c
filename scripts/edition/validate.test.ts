import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defineEdition, type EditionInput } from '../../functions/src/domain/edition-schema';
import { ROOT } from '../suite/config';
import { CONTENT_MODULES, DEFAULT_EDITION, editionIds } from './resolve.mjs';
import { folderProblem, validateEdition } from './validate';

const editions = editionIds();

describe('checking an edition before a build', () => {
  it.each(editions)('editions/%s is a valid edition named after its folder', async (id) => {
    const file = pathToFileURL(join(ROOT, 'editions', id, 'edition.ts')).href;
    const data = ((await import(file)) as { default: EditionInput }).default;
    expect(defineEdition(`editions/${id}/edition.ts`, data).id).toBe(id);
  });

  it.each(editions)('editions/%s provides every content module the site imports', (id) => {
    const missing = CONTENT_MODULES.filter((name) => !existsSync(join(ROOT, 'editions', id, 'content', `${name}.ts`)));
    expect(missing).toEqual([]);
  });

  it.each(editions)('editions/%s has its own static files, the favicon every page links among them', (id) => {
    expect(existsSync(join(ROOT, 'editions', id, 'public', 'favicon.svg'))).toBe(true);
  });

  it("refuses a copy that keeps the id of the edition it was copied from, naming the folder's", async () => {
    const file = pathToFileURL(join(ROOT, 'editions', DEFAULT_EDITION, 'edition.ts')).href;
    const copied = ((await import(file)) as { default: EditionInput }).default;
    expect(folderProblem('next-year', copied)).toBe(
      `editions/next-year/edition.ts is not a valid edition:\n  id: expected 'next-year', its folder's name (it is '${DEFAULT_EDITION}')`,
    );
    expect(folderProblem(DEFAULT_EDITION, copied)).toBeUndefined();
  });

  it('refuses an edition that does not exist, naming those that do', async () => {
    await expect(validateEdition('no-such-edition')).rejects.toThrow(
      /no editions\/no-such-edition\/edition\.ts \(editions: .*icei-2025/,
    );
  });
});
