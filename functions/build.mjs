// Bundles our own TypeScript (handlers, services, the domain core) into one ES module.
// npm packages stay external: `firebase deploy` installs them from this folder's package.json.
// The fonts the PDFs embed (src/services/pdf-fonts.json) are copied beside the bundle, with their
// licence, from packages installed for the build only: deploy uploads lib/, so they ship with it.
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { build } from 'esbuild';

const here = (path) => new URL(path, import.meta.url).pathname;

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
