// Selects the edition every runner builds and tests with: EDITION=<id> (default icei-2025, the
// spec's). Checks editions/<id>/edition.ts against functions/src/domain/edition-schema, then points
// functions/src/domain/edition.selected.ts and web/src/content/<name>.ts at the edition's files:
// plain re-exports that Vite, esbuild, Vitest, tsx, Playwright and tsc all resolve the same way.
// Run by build (so start) and npm test; the files are kept in git for the default edition.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineEdition, type EditionInput } from '../../functions/src/domain/edition-schema';
import { ROOT } from '../suite/config';
import { editionTypeProblems } from './check-types';
import { SELECTED, selectionLine } from './selected';

export const DEFAULT_EDITION = 'icei-2025';
const CONTENT = join(ROOT, 'web', 'src', 'content');

/**
 * The site's content modules an edition provides in editions/<id>/content/: each is re-exported
 * from web/src/content/<name>.ts, where the pages import it (so each page still loads only its own).
 */
export const CONTENT_MODULES = [
  'areas',
  'call-for-papers',
  'committees',
  'dates',
  'gallery',
  'highlights',
  'home',
  'hotels',
  'pages',
  'registration',
  'site',
  'speakers',
  'sponsorship',
  'venue',
] as const;

const HEADER = [
  '// Written by scripts/edition/select.ts (npm run edition:select, EDITION=<id>). Kept in git',
  '// pointing at the default edition, so a fresh clone resolves it before anything has run.',
];

function writeIfChanged(file: string, lines: string[]): void {
  const text = [...HEADER, ...lines, ''].join('\n');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}

/** The editions in the repository: the folders of editions/. */
export function editionIds(): string[] {
  return readdirSync(join(ROOT, 'editions'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

export function selectedEditionId(env = process.env): string {
  return env.EDITION?.trim() || DEFAULT_EDITION;
}

export async function selectEdition(id = selectedEditionId()): Promise<void> {
  const file = join(ROOT, 'editions', id, 'edition.ts');
  if (!existsSync(file)) {
    throw new Error(`EDITION=${id}: there is no editions/${id}/edition.ts (editions: ${editionIds().join(', ')})`);
  }
  // Checked here, so a wrong edition stops the build before anything is bundled; the site and the
  // function then read the data as it is, without loading the schema.
  const data = ((await import(pathToFileURL(file).href)) as { default: unknown }).default;
  defineEdition(`editions/${id}/edition.ts`, data as EditionInput);
  const missing = CONTENT_MODULES.filter((name) => !existsSync(join(ROOT, 'editions', id, 'content', `${name}.ts`)));
  if (missing.length > 0) {
    const files = missing.map((name) => `${name}.ts`).join(', ');
    throw new Error(`editions/${id}/content lacks ${files} (copy them from another edition and edit them)`);
  }
  const typeProblems = editionTypeProblems(id);
  if (typeProblems.length > 0) {
    throw new Error(`editions/${id} does not hold what the pages expect:\n  ${typeProblems.join('\n  ')}`);
  }
  writeIfChanged(SELECTED, [selectionLine(id)]);
  for (const name of CONTENT_MODULES) {
    writeIfChanged(join(CONTENT, `${name}.ts`), [`export * from '../../../editions/${id}/content/${name}';`]);
  }
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
