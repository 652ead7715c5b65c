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
