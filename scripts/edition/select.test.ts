import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../suite/config';
import { CONTENT_MODULES, selectEdition } from './select';

const editions = readdirSync(join(ROOT, 'editions'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('selecting an edition', () => {
  it.each(editions)('editions/%s provides every content module the site imports', (id) => {
    const missing = CONTENT_MODULES.filter((name) => !existsSync(join(ROOT, 'editions', id, 'content', `${name}.ts`)));
    expect(missing).toEqual([]);
  });

  it('refuses an edition that does not exist, naming those that do', async () => {
    await expect(selectEdition('no-such-edition')).rejects.toThrow(
      /no editions\/no-such-edition\/edition\.ts \(editions: .*icei-2025/,
    );
  });
});
