// Bundles a module of ours as a build of another edition would see it (resolve.mjs), and imports
// it: for tests that run the domain, the mails and the PDFs against an edition other than the one
// under test.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from '../suite/config';
import { esbuildEditionPlugin } from './resolve.mjs';

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
    plugins: [esbuildEditionPlugin(editionId)],
  });
  return (await import(pathToFileURL(outfile).href)) as T;
}
