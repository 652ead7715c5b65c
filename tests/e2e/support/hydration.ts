import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it: pointer events sent to the prerendered
 * HTML before that have no handlers yet (a lazily loaded page hydrates once its chunk is in).
 * The header's pill is placed by a layout effect, so it shows hydration on any page whose
 * section is in the menu.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.nav-pill')).toHaveClass(/is-visible/);
}

/** Waits for the page's own script to have taken over (lib/started.ts). */
export async function expectStarted(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-started', '');
}

/**
 * Opens a page, waits for its own script to have run, then for the network to be quiet: what the
 * page fetches as it starts has been requested by then. The network's quiet alone says nothing of
 * the script: the status checker starts its application only once it has painted (app/boot.ts),
 * and a busy renderer paints, and reports the paint, well after the HTML and its stylesheet have
 * arrived and Playwright's 500 ms of quiet have passed.
 */
export async function gotoStartedAndQuiet(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectStarted(page);
  await page.waitForLoadState('networkidle');
}
