// Static files that are the product's, not an edition's (web/public: the reconciliation tool's
// example statement), served beside the edition's own (editions/<id>/public, Vite's publicDir).
// Vite takes one publicDir, so this plugin copies the shared folder into the build; a path that both folders hold stops the build, since one would hide the other.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Every file under `folder`, as paths relative to it with forward slashes. */
export function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

export function sharedPublicPlugin(sharedFolder: string, editionFolder: string): Plugin {
  const files = filesUnder(sharedFolder);
  return {
    name: 'shared-public',
    buildStart() {
      const clashes = files.filter((file) => existsSync(join(editionFolder, file)));
      if (clashes.length > 0) {
        const list = clashes.join(', ');
        throw new Error(`${editionFolder} and ${sharedFolder} both hold ${list}: keep each file in one of them.`);
      }
    },
    generateBundle() {
      for (const file of files) {
        this.emitFile({ type: 'asset', fileName: file, source: readFileSync(join(sharedFolder, file)) });
      }
    },
  };
}
