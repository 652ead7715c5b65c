import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { SITE_URL } from './scripts/suite/config';
// Before any test is loaded, here and in each worker: the tests read the content and the domain of
// the edition EDITION names, the one the suite they run against must serve (global-setup).
import './scripts/edition/register.mjs';

// Debian's Chromium: these machines cannot download Playwright's own browser build.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumAvailable = existsSync(CHROMIUM_PATH);

const isCI = process.env.CI === 'true';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  forbidOnly: isCI,
  // No retries: a test that passes only on a second try is a bug to find, not to hide.
  retries: 0,
  // The longest flows (axe on every step of the wizard at 375 px) take up to 13 s on 2 cores: a
  // timeout of three times that lets a slower machine pass (npm test lists the tightest tests).
  timeout: 45_000,
  workers: 2,
  reporter: process.env.PLAYWRIGHT_REPORTERS === 'json' ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
