// Points the edition's modules at editions/<id>/ for Vitest, without selecting it in the working
// tree: functions/src/domain/edition.selected and web/src/content/<name> (CONTENT_MODULES) resolve
// to the edition's own files. So `EDITION=<id> vitest` tests that edition while the tree (and a
// build or a suite started from it) stays on another. Builds still go through select.ts.
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from '../suite/config';
import { CONTENT_MODULES } from './select';

const CONTENT = join(ROOT, 'web', 'src', 'content');

export function editionPlugin(id: string): Plugin {
  const content = new Map(CONTENT_MODULES.map((name) => [join(CONTENT, name), name]));
  return {
    name: 'edition',
    enforce: 'pre',
    resolveId(source, importer) {
      if (/(^|\/)edition\.selected(\.ts)?$/.test(source)) return join(ROOT, 'editions', id, 'edition.ts');
      if (!importer || !source.startsWith('.')) return null;
      const name = content.get(resolve(dirname(importer), source).replace(/\.ts$/, ''));
      return name ? join(ROOT, 'editions', id, 'content', `${name}.ts`) : null;
    },
  };
}
