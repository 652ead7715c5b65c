// The script files that only registration, verification and admin pages need, read from Vite's
// manifest (kept in web/.build by the prerender). Information pages must never request them:
// that is how the home page stays within its JavaScript budget as those features grow.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chunksOf, type Manifest } from '../../../web/scripts/manifest';

const MANIFEST = fileURLToPath(new URL('../../../web/.build/manifest.json', import.meta.url));
const APPLICATION_MODULES = /^src\/features\/(registration|verify|admin)\//;

const readManifest = () => JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
const filesOf = (manifest: Manifest, roots: string[], dynamic: boolean) =>
  new Set(chunksOf(manifest, roots, { dynamic }).map((chunk) => chunk.file));

/** Files (as `assets/name-hash.js`) reachable from application pages and from no information page. */
export function applicationOnlyFiles(): Set<string> {
  const manifest = readManifest();
  const chunks = Object.entries(manifest);
  const application = chunks
    .filter(([key, chunk]) => chunk.isDynamicEntry && APPLICATION_MODULES.test(key))
    .map(([key]) => key);
  const information = chunks
    .filter(([key, chunk]) => chunk.isEntry || (chunk.isDynamicEntry && !APPLICATION_MODULES.test(key)))
    .map(([key]) => key);
  // Application code may load more on demand (the Firebase SDK, say); information pages load
  // only what they import statically: their dynamic imports are other pages.
  const needed = filesOf(manifest, application, true);
  const shared = filesOf(manifest, information, false);
  return new Set([...needed].filter((file) => !shared.has(file)));
}

/** The chunk that starts the application (app/start.tsx: React's renderer, the router, the layout). */
export function startChunkFile(): string {
  const manifest = readManifest();
  const start = manifest['src/app/start.tsx'];
  if (!start) throw new Error('src/app/start.tsx is not in the build manifest: see web/src/main.ts.');
  return start.file;
}

/** The chunk of a lazy page, by its source as the routes name it (`src/features/…/x-page.tsx`). */
export function pageChunkFile(source: string): string {
  const manifest = readManifest();
  const chunk = manifest[source];
  if (!chunk?.isDynamicEntry) throw new Error(`${source} is not a lazy chunk in the build manifest.`);
  return chunk.file;
}

/** The information pages' one script (web/src/enhance/site.ts), which runs no React. */
export function siteScriptFile(): string {
  const manifest = readManifest();
  const site = manifest['src/enhance/site.ts'];
  if (!site?.isEntry)
    throw new Error('src/enhance/site.ts is not an entry of the build manifest: see web/vite.config.ts.');
  return site.file;
}
