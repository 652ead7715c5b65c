// Selects the edition every runner builds and tests with: EDITION=<id> (default icei-2025, the
// spec's). Checks editions/<id>/edition.ts against functions/src/domain/edition-schema,
// then points functions/src/domain/edition.selected.ts at it: one re-export that Vite, esbuild,
// Vitest, tsx, Playwright and tsc all resolve the same way. Run by build (so start) and npm test.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineEdition, type EditionInput } from '../../functions/src/domain/edition-schema';
import { ROOT } from '../suite/config';

export const DEFAULT_EDITION = 'icei-2025';
const SELECTED = join(ROOT, 'functions', 'src', 'domain', 'edition.selected.ts');

export function selectedEditionId(env = process.env): string {
  return env.EDITION?.trim() || DEFAULT_EDITION;
}

export async function selectEdition(id = selectedEditionId()): Promise<void> {
  const file = join(ROOT, 'editions', id, 'edition.ts');
  if (!existsSync(file)) {
    const known = readdirSync(join(ROOT, 'editions'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    throw new Error(`EDITION=${id}: there is no editions/${id}/edition.ts (editions: ${known.join(', ')})`);
  }
  // Checked here, so a wrong edition stops the build before anything is bundled; the site and the
  // function then read the data as it is, without loading the schema.
  const data = ((await import(pathToFileURL(file).href)) as { default: unknown }).default;
  defineEdition(`editions/${id}/edition.ts`, data as EditionInput);
  const text = [
    '// Written by scripts/edition/select.ts (npm run edition:select, EDITION=<id>). Kept in git',
    '// pointing at the default edition, so a fresh clone resolves it before anything has run.',
    `export { default } from '../../../editions/${id}/edition';`,
    '',
  ].join('\n');
  if (!existsSync(SELECTED) || readFileSync(SELECTED, 'utf8') !== text) writeFileSync(SELECTED, text);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await selectEdition();
    console.log(`Edition: ${selectedEditionId()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
