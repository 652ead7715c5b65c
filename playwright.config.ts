import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { SITE_URL } from './scripts/suite/config';
// Before any test is loaded, here and in each worker: the tests read the content and the domain of
// the edition EDITION names, the one the suite they run against must serve (global-setup).
import './scripts/edition/register.mjs';
import { DEFAULT_EDITION, editionIds, selectedEditionId } from './scripts/edition/resolve.mjs';

// Debian's Chromium: these machines cannot download Playwright's own browser build. Its headless
// shell (package chromium-headless-shell, the build Playwright itself runs headless) takes about a
// quarter less time and a third less CPU for the same tests than the full browser, measured on 78
// of them (docs/decisions/0002-browser-tests-in-the-headless-shell.md); the full browser, when the
// shell is not installed, runs the same tests, and is the one to set for `--headed`.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const chromiumAvailable = existsSync(CHROMIUM_PATH);
/** The full browser, for what the headless shell lacks: its PDF viewer (CHROMIUM_FULL_PATH). */
export const CHROMIUM_FULL_PATH = process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium';

/** Every test's browser, and those a test launches itself (with switches of its own added). */
export const LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Chromium's local-network checks treat a document with no network origin of its own as public
    // and block its requests to 127.0.0.1: an admin page whose CSP a test supplies
    // (useCurrentAdminCsp) would lose the Auth emulator. Documents Hosting serves from 127.0.0.1 are
    // not subject to them, so the switch changes nothing else; set for every test, since a switch
    // set for some would restart Playwright's worker and its browser between their files.
    '--disable-features=LocalNetworkAccessChecks',
  ],
};

const isCI = process.env.CI === 'true';

// As for unit tests (docs/development.md, "Editions"): the default edition runs every spec but
// other editions' own (`<name>.<id>.spec.ts`); another edition runs its own and those that hold for
// any edition's data (`<name>.each-edition.spec.ts`).
const edition = selectedEditionId();
const otherEditionsSpecs = editionIds()
  .filter((id) => id !== edition)
  .map((id) => `**/*.${id}.spec.ts`);
const editionSpecs = edition === DEFAULT_EDITION ? undefined : [`**/*.{each-edition,${edition}}.spec.ts`];

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: otherEditionsSpecs,
  ...(editionSpecs ? { testMatch: editionSpecs } : {}),
  globalSetup: './tests/e2e/global-setup.ts',
  forbidOnly: isCI,
  // No retries: a test that passes only on a second try is a bug to find, not to hide.
  retries: 0,
  // More than three times the longest ordinary flow (axe on every step of the wizard at 375 px), so a
  // machine three times slower still passes; npm test lists the tightest tests, and the flows that
  // need more say why (docs/development.md, "Timeouts and why").
  timeout: 60_000,
  // A condition awaited in a test may take a third of its time, as the test itself may of the run's:
  // Playwright's 5 s failed a wizard whose first call to the function waited on the emulator
  // starting a worker process (it does when all are busy) while the machine was saturated.
  expect: { timeout: 20_000 },
  workers: 2,
  reporter: process.env.PLAYWRIGHT_REPORTERS === 'json' ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: SITE_URL,
    // No trace: recording one for every test, to keep it only on failure, cost a fifth of the
    // browser tests' time (decision 4). A failure still leaves its page's accessibility snapshot
    // (error-context.md); to trace one, run it again with `--trace on`.
    trace: 'off',
    launchOptions: LAUNCH_OPTIONS,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
