// The line that selects an edition in the working tree (functions/src/domain/edition.selected.ts
// re-exports editions/<id>/edition), written by select.ts and read back here: the site's Vite
// config learns the selected edition from it without importing the edition's modules, so
// `npm run build -w web` after a selection builds that edition whatever EDITION says.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../suite/config.ts';

export const SELECTED = join(ROOT, 'functions', 'src', 'domain', 'edition.selected.ts');

export const selectionLine = (id: string): string => `export { default } from '../../../editions/${id}/edition';`;

export function editionInTree(): string {
  const text = readFileSync(SELECTED, 'utf8');
  const id = /^export \{ default \} from '\.\.\/\.\.\/\.\.\/editions\/([\w-]+)\/edition';$/m.exec(text)?.[1];
  if (!id) throw new Error(`${SELECTED} selects no edition: run npm run edition:select (EDITION=<id>).`);
  return id;
}
