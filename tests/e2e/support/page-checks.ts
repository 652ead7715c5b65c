// Checks the browser tests make of any page: axe-core finds no violation of WCAG 2.1 A/AA or of
// axe's best practices (heading order, landmarks; Lighthouse scores them too), and the page does
// not scroll sideways.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * `where`, when given, names the state of the page in the failure message.
 *
 * axe runs in the page itself (`setLegacyMode`): by default @axe-core/playwright opens a blank page
 * for every run to merge each frame's partial results, a renderer process started and closed per
 * check (docs/decisions/0003-axe-in-the-page.md). Frames of our own origin are still checked;
 * a frame of another origin (the sandboxed receipt preview, whose content is the uploaded file) is
 * not.
 */
export async function expectNoAxeViolations(page: Page, where?: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze();
  const prefix = where ? `${where}: ` : '';
  expect(results.violations.map((violation) => `${prefix}${violation.id}: ${violation.help}`)).toEqual([]);
}

/** How far the page scrolls sideways (0 or less when it fits the viewport). */
export async function horizontalOverflow(page: Page): Promise<number> {
  // A string, evaluated in the page: the tests are typed without the DOM library.
  return Number(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'));
}

export async function expectNoHorizontalScroll(page: Page, where?: string): Promise<void> {
  expect(
    await horizontalOverflow(page),
    where ? `${where} scrolls sideways` : 'the page scrolls sideways',
  ).toBeLessThanOrEqual(0);
}
