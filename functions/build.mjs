// Bundles our own TypeScript (handlers, services, the domain core) into one ES module.
// npm packages stay external: `firebase deploy` installs them from this folder's package.json.
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
