import { configDefaults, defineConfig } from 'vitest/config';
import { editionPlugin, otherEditionsTests } from './scripts/edition/vite-plugin';
import { selectedEditionId } from './scripts/edition/select';

// EDITION=<id> (default icei-2025) is the edition under test, whichever the working tree selected.
const edition = selectedEditionId();
const exclude = [...configDefaults.exclude, ...otherEditionsTests(edition)];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [editionPlugin(edition)],
        test: {
          name: 'unit',
          include: ['functions/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude,
          environment: 'node',
        },
        resolve: { alias: { '@domain': new URL('./functions/src/domain', import.meta.url).pathname } },
      },
      {
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          environment: 'node',
          // The rules run on the suite's official Firestore emulator (a running suite is reused).
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The API as built: the running suite must serve the same edition (global-setup checks).
        plugins: [editionPlugin(edition)],
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude,
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
