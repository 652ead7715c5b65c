// Bundles our own TypeScript (handlers, services, the domain core) into one ES module.
// npm packages stay external: `firebase deploy` installs them from this folder's package.json.
// The fonts the PDFs embed (src/services/pdf-fonts.json) are copied beside the bundle, with their
// licence, from packages installed for the build only: deploy uploads lib/, so they ship with it.
// The edition is EDITION's (default icei-2025), bundled in at module resolution; the bundle's first
// line names it, for the deploy check and the local suite.
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { build } from 'esbuild';
import { bundleBanner, esbuildEditionPlugin, selectedEditionId } from '../scripts/edition/resolve.mjs';

const here = (path) => new URL(path, import.meta.url).pathname;
const edition = selectedEditionId();

await build({
  entryPoints: [here('src/index.ts')],
  outfile: here('lib/index.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  banner: { js: bundleBanner(edition) },
  plugins: [esbuildEditionPlugin(edition)],
});

const require = createRequire(import.meta.url);
const fonts = JSON.parse(readFileSync(here('src/services/pdf-fonts.json'), 'utf8'));
rmSync(here('lib/fonts'), { recursive: true, force: true });
mkdirSync(here('lib/fonts'), { recursive: true });
for (const { package: name, regular, bold, licence } of Object.values(fonts)) {
  for (const file of [regular, bold])
    copyFileSync(require.resolve(`${name}/${file}`), here(`lib/fonts/${basename(file)}`));
  copyFileSync(require.resolve(`${name}/${licence}`), here(`lib/fonts/${basename(name)}-OFL.txt`));
}

// The edition's certificate images (signatures, logos; edition.ts names them), beside the bundle.
const certificateImages = here(`../editions/${edition}/certificate`);
rmSync(here('lib/edition'), { recursive: true, force: true });
if (existsSync(certificateImages)) cpSync(certificateImages, here('lib/edition/certificate'), { recursive: true });
