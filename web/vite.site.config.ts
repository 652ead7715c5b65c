import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
// Relative imports carry their extension: Vite loads its config natively (see vite.config.ts).
import { SHARED, SITE_ENTRY } from './vite.config.ts';

/**
 * The information pages' script (src/enhance/site.ts), built after the site into the same dist/
 * as one self-contained file: in the site's build it would share chunks with the application's
 * first script and start (the clock, the domain's registration window), and every request an
 * information page makes before its largest paint costs it there (docs/decisions/0009). Its
 * manifest (dist/.vite/site-manifest.json) is merged into the site's by the prerender.
 */
export default defineConfig({
  // The theme: the information pages' stylesheet (app/styles.ts) begins with the edition's colours.
  plugins: [SHARED.editionPlugin(), SHARED.themePlugin()],
  publicDir: false,
  resolve: { alias: SHARED.alias },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    manifest: '.vite/site-manifest.json',
    rolldownOptions: { input: { site: fileURLToPath(new URL(SITE_ENTRY, import.meta.url)) } },
  },
});
