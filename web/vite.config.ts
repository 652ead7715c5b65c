import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// Relative imports carry their extension, and none reaches the edition's modules: Vite is to load
// its config natively (`configLoader`), where Node resolves no extensionless path.
import { portraitsPlugin } from '../scripts/edition/portraits-plugin.ts';
import { selectedEditionId } from '../scripts/edition/resolve.mjs';
import { sharedPublicPlugin } from '../scripts/edition/shared-public.ts';
import { themePlugin } from '../scripts/edition/theme-plugin.ts';
import { editionPlugin } from '../scripts/edition/vite-plugin.ts';
import { PORTRAIT_SIZE } from './src/components/ui/portrait.ts';
import { startChunkPlugin } from './scripts/start-chunk.ts';

/** The entry pass's script, as pass.html names it and the manifest keys it. */
export const PASS_ENTRY = 'src/features/pass/pass-entry.ts';
/** The information pages' script (no React: docs/decisions/0009), as the manifest keys it. */
export const SITE_ENTRY = 'src/enhance/site.ts';

// EDITION (default icei-2025): its modules (editionPlugin), its static files and its photos.
const editionId = selectedEditionId();
const editionPublic = fileURLToPath(new URL(`../editions/${editionId}/public`, import.meta.url));
if (!existsSync(editionPublic)) {
  throw new Error(
    `editions/${editionId}/public is missing: the edition's logos, documents and favicon are served from it.`,
  );
}

const startChunk = startChunkPlugin(fileURLToPath(new URL('src/app/start.tsx', import.meta.url)), [
  fileURLToPath(new URL('src/main.ts', import.meta.url)),
  fileURLToPath(new URL(PASS_ENTRY, import.meta.url)),
]);

/** How both builds resolve the domain core and the edition's modules (vite.site.config.ts too). */
export const SHARED = {
  editionPlugin: () => editionPlugin(editionId),
  themePlugin: () => themePlugin(editionId),
  alias: { '@domain': fileURLToPath(new URL('../functions/src/domain', import.meta.url)) },
};

export default defineConfig({
  plugins: [
    SHARED.editionPlugin(),
    startChunk.plugin,
    react(),
    sharedPublicPlugin(fileURLToPath(new URL('public', import.meta.url)), editionPublic),
    portraitsPlugin(editionId, PORTRAIT_SIZE),
    SHARED.themePlugin(),
  ],
  // The edition's logos, documents and favicon; web/public (the product's own files) is added by
  // sharedPublicPlugin.
  publicDir: editionPublic,
  resolve: {
    // The domain core lives with the functions (deploy uploads only that folder); the site imports it.
    alias: SHARED.alias,
  },
  // The manifest tells the prerender which chunks each lazy page needs (scripts/prerender.ts). The
  // application's pages share one stylesheet, every rule of the application, linked by the template:
  // with throttling applied a visitor's wizard painted 0.4 s sooner with it than with a stylesheet per
  // chunk (docs/decisions/0017). The information pages link their own, of app/styles.ts
  // (vite.site.config.ts).
  build: {
    outDir: 'dist',
    cssCodeSplit: false,
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    // No polyfill for <link rel="modulepreload"> in the first script: every browser the build's
    // target runs supports it natively but Safari 16.4 to 16.x and Firefox 104 to 114, which then
    // fetch the preloaded chunks as their imports ask (one round trip more), and 0.2 KB of gzip on
    // every application's page is on its first paint's path.
    modulePreload: { polyfill: false },
    // The application's pages (index.html), and the entry pass's script (/pass/{code}, a page
    // without the React application). The pass is a script entry, not pass.html: the prerender
    // writes the pass's HTML from pass.html (scripts/prerender.ts).
    // The information pages' script is built on its own, in one file (vite.site.config.ts).
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        pass: fileURLToPath(new URL(PASS_ENTRY, import.meta.url)),
      },
      output: { codeSplitting: { groups: [startChunk.group] } },
    },
  },
});
