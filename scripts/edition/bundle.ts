// Bundles a module of ours as a build with another edition would see it: the import of the
// selected edition (functions/src/domain/edition.selected) is pointed at editions/<id>/edition.ts.
// For tests that run the domain, the mails and the PDFs against an edition other than the one the
// working tree has selected, without selecting it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from '../suite/config';

export async function importWithEdition<T>(entry: string, editionId: string): Promise<T> {
  const outdir = join(ROOT, '.suite', 'edition-bundles');
  mkdirSync(outdir, { recursive: true });
  const outfile = join(outdir, `${editionId}-${Date.now()}-${Math.random().toString(36).slice(2)}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [
      {
        name: 'edition',
        setup(plugin) {
          plugin.onResolve({ filter: /\/edition\.selected$/ }, () => ({
            path: join(ROOT, 'editions', editionId, 'edition.ts'),
          }));
        },
      },
    ],
  });
  return (await import(pathToFileURL(outfile).href)) as T;
}
