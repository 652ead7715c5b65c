import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { DEFAULT_EDITION, editionIds } from './scripts/edition/resolve.mjs';
import { editionPlugin } from './scripts/edition/vite-plugin.ts';
import { editionTestFiles } from './scripts/edition/test-files.ts';
import ReloadersLast from './scripts/test/sequencer.ts';

// Editions under test: EDITION=<id> names one; without it, the unit tests cover every edition.
// The default edition runs every test; another runs only the tests that hold for any edition's data
// (`<name>.each-edition.test.ts`) and its own (`<name>.<id>.test.ts`). See docs/development.md.
const given = process.env.EDITION?.trim();
const editions = given ? [given] : [DEFAULT_EDITION, ...editionIds().filter((id) => id !== DEFAULT_EDITION)];
/** The API tests run against the one edition the local suite serves. */
const served = given || DEFAULT_EDITION;

const UNIT = [
  'functions/src/**/*.test.ts',
  'web/src/**/*.test.{ts,tsx}',
  'web/scripts/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/support/**/*.test.ts',
];
const INTEGRATION = ['tests/integration/**/*.test.ts'];
/** Tests that install the function's production dependencies: the deploy check's stage runs them. */
const INSTALL = 'scripts/deploy/**/*.install.test.ts';
const domain = { '@domain': new URL('./functions/src/domain', import.meta.url).pathname };

function unitProject(edition: string): TestProjectInlineConfiguration {
  // A unit test for any edition runs once, with the edition the run names or the default.
  const files = editionTestFiles(edition, UNIT, edition === (given || DEFAULT_EDITION));
  return {
    plugins: [editionPlugin(edition)],
    test: {
      // `unit` for the edition EDITION names (npm run test:unit runs that project), or the default.
      name: edition === (given || DEFAULT_EDITION) ? 'unit' : `unit ${edition}`,
      include: files.include,
      exclude: [...configDefaults.exclude, ...files.exclude, INSTALL],
      environment: 'node',
      // Test files share their worker's modules: half the time and CPU of a module graph per file
      // (docs/decisions/0001-test-files-share-modules.md). zod is loaded through Vitest like our
      // own modules, so a test of what a chunk does when it first loads gets a fresh zod (its
      // global settings, its cached probe of eval) after vi.resetModules().
      isolate: false,
      server: { deps: { inline: ['zod'] } },
    },
    resolve: { alias: domain },
  };
}

const integration = editionTestFiles(served, INTEGRATION);
const ALONE = '**/*.alone.test.ts';
const alone = (glob: string) => glob.replace(/\.test\.ts$/, '.alone.test.ts');

export default defineConfig({
  test: {
    // A file that reloads the function's triggers runs last in its project (scripts/test/sequencer.ts).
    sequence: { sequencer: ReloadersLast },
    projects: [
      ...editions.map(unitProject),
      {
        plugins: [editionPlugin(served)],
        // Its hooks copy and build the function (esbuild) beside the browser and API tests: one took
        // over Vitest's default 10 s in a fresh clone's run (docs/development.md, "Timeouts and why").
        test: { name: 'deploy', include: [INSTALL], environment: 'node', hookTimeout: 60_000 },
        resolve: { alias: domain },
      },
      {
        // The suite this project may start takes its clock from the edition (global-setup).
        plugins: [editionPlugin(served)],
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
      ...(['integration', 'integration alone'] as const).map((name) => ({
        // The API as built: the running suite must serve the same edition (global-setup checks).
        // `<name>.alone.test.ts` change settings every request reads (rate limits, App Check),
        // check that nothing at all was written, count what every test adds to (the dashboard's
        // figures), or send requests at once (a process each in the Functions emulator):
        // they run by themselves; the others beside the browser tests.
        plugins: [editionPlugin(served)],
        test: {
          name,
          include: name === 'integration' ? integration.include : integration.include.map(alone),
          exclude: [...configDefaults.exclude, ...integration.exclude, ...(name === 'integration' ? [ALONE] : [])],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // One module graph for every file (decision 1): half the runner's CPU, beside the browser tests.
          isolate: false,
        },
      })),
    ],
  },
});
