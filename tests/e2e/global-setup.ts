import { chromiumAvailable, CHROMIUM_PATH } from '../../playwright.config';
import { ensureSuite } from '../support/ensure-suite';

export default async function setup(): Promise<() => Promise<void>> {
  if (!chromiumAvailable) {
    // scripts/test.ts decides before this runs (skip locally, fail on CI); this guards direct runs.
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium-headless-shell\`.`,
    );
  }
  return ensureSuite();
}
