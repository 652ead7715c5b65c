// Checks the edition EDITION names (default icei-2025) before anything is built with it:
// editions/<id>/edition.ts against functions/src/domain/edition-schema, every content module
// present, and the content against the pages' types. The site and the function then read the data
// as it is, without loading the schema. Run by `npm run build` (edition:validate); it writes nothing.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineEdition, defineSponsorship, type EditionInput } from '../../functions/src/domain/edition-schema';
import { ROOT } from '../suite/config';
import { editionTypeProblems } from './check-types';
import { CONTENT_MODULES, requireEdition, selectedEditionId } from './resolve.mjs';

/**
 * An edition whose `id` is not its folder's name, said as the build says it: a copied folder keeps
 * the copy's id, and the build would read another edition's files under it.
 */
export function folderProblem(folder: string, edition: { id: string }): string | undefined {
  if (edition.id === folder) return undefined;
  return `editions/${folder}/edition.ts is not a valid edition:\n  id: expected '${folder}', its folder's name (it is '${edition.id}')`;
}

export async function validateEdition(id: string): Promise<void> {
  const file = join(ROOT, 'editions', requireEdition(id), 'edition.ts');
  const module = (await import(pathToFileURL(file).href)) as { default: unknown; sponsorship?: unknown };
  const edition = defineEdition(`editions/${id}/edition.ts`, module.default as EditionInput);
  const misnamed = folderProblem(id, edition);
  if (misnamed) throw new Error(misnamed);
  if (!('sponsorship' in module)) {
    throw new Error(`editions/${id}/edition.ts has no \`export const sponsorship\` (null when it sells none)`);
  }
  defineSponsorship(`editions/${id}/edition.ts`, module.sponsorship);
  const images = [
    ...(edition.certificate?.signatories ?? []).map((signatory) => signatory.signature),
    ...(edition.certificate?.logos ?? []).map((logo) => logo.file),
  ];
  const absent = images.filter((image) => !existsSync(join(ROOT, 'editions', id, image)));
  if (absent.length > 0) {
    throw new Error(`editions/${id}/edition.ts names certificate images that are not there: ${absent.join(', ')}`);
  }
  const missing = CONTENT_MODULES.filter((name) => !existsSync(join(ROOT, 'editions', id, 'content', `${name}.ts`)));
  if (missing.length > 0) {
    const files = missing.map((name) => `${name}.ts`).join(', ');
    throw new Error(`editions/${id}/content lacks ${files} (copy them from another edition and edit them)`);
  }
  const typeProblems = editionTypeProblems(id);
  if (typeProblems.length > 0) {
    throw new Error(`editions/${id} does not hold what the pages expect:\n  ${typeProblems.join('\n  ')}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await validateEdition(selectedEditionId());
    console.log(`Edition: ${selectedEditionId()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
