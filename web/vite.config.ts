import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The domain core lives with the functions (deploy uploads only that folder); the site imports it.
    alias: { '@domain': fileURLToPath(new URL('../functions/src/domain', import.meta.url)) },
  },
  // The manifest tells the prerender which chunks each lazy page needs (see scripts/prerender.ts).
  // One stylesheet for the whole site (5.7 KB gzip), linked by every page: a page's styles never
  // wait for its script.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', manifest: true, cssCodeSplit: false },
  server: { host: '127.0.0.1', port: 5173 },
});
