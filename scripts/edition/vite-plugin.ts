// Vite's side of the edition switch (resolve.mjs), for the site's build, the prerender and
// Vitest: each import that may name a selection module is resolved as Vite would,
// then pointed at the edition's own file.
// Relative imports carry their extension: web/vite.config.ts imports this file.
import type { Plugin } from 'vite';
import { editionFile, requireEdition, SELECTION_SPECIFIER } from './resolve.mjs';

export function editionPlugin(id: string): Plugin {
  requireEdition(id);
  return {
    name: 'edition',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !SELECTION_SPECIFIER.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && editionFile(resolved.id, id)) ?? null;
    },
  };
}
