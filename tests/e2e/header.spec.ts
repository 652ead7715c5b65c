import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { escapeRegExp } from './support/text';

const NAV_PATHS = [
  '/',
  '/committee/general-chairs',
  '/committee/organizing-committee',
  '/committee/editorial-board',
  '/committee/advisory-board',
  '/call-for-papers',
  '/registration',
  '/program/program-schedule',
  '/program/keynote-speaker',
  '/sponsorship/opportunities',
  '/sponsorship/sponsors',
  '/venue/travel',
  '/venue/dharwad',
  '/venue/nearby',
  '/venue/accommodation',
];

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

  /** The pill sits exactly under `item` (it slides there with a short transition). */
  async function expectPillUnder(page: Page, item: Locator): Promise<void> {
    const pill = page.locator('.nav-pill');
    await expect(pill).toHaveClass(/is-visible/);
    await expect
      .poll(async () => {
        const [a, b] = [await pill.boundingBox(), await item.boundingBox()];
        return a && b ? Math.abs(a.x - b.x) + Math.abs(a.y - b.y) + Math.abs(a.width - b.width) : Infinity;
      })
      .toBeLessThan(1);
  }

  test('shows five logos at different heights', async ({ page }) => {
    await gotoHydrated(page, '/');
    const logos = page.locator('.site-header__logos .logo-mark');
    await expect(logos).toHaveCount(5);
    const heights = await logos.evaluateAll((images) => images.map((image) => image.getBoundingClientRect().height));
    expect(new Set(heights).size).toBe(5);
  });

  // WCAG 2.5.3 (label in name): a speech-input user says the letters the marks show.
  test('the home link is named by what its marks show, in their order, and says it goes home', async ({ page }) => {
    await gotoHydrated(page, '/venue/travel');
    const home = page.locator('.site-header__logos');
    // The marks drawn as text badges, in order (a logo file, once the edition has one, shows no text of ours).
    const shown = (await home.locator('svg.logo-mark text').allTextContents()).flatMap((text) => text.split(/\s+/));
    const words = shown.map(escapeRegExp).join('[^A-Za-z0-9]+');
    await expect(home).toHaveAccessibleName(new RegExp(`^${words}\\b.*home`, 'i'));
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the pill follows the hovered item and returns to the active section on leave', async ({ page }) => {
    await gotoHydrated(page, '/venue/nearby');
    const venue = nav(page).getByRole('button', { name: 'Venue & Travel' });
    await expect(venue).toHaveClass(/is-active/);
    await expectPillUnder(page, venue);

    const papers = nav(page).getByRole('link', { name: 'Call for Papers' });
    await papers.hover();
    await expectPillUnder(page, papers);
    await page.mouse.move(640, 700);
    await expectPillUnder(page, venue);

    // At the narrowest desktop width the menu takes two rows: the pill goes down to the item's row.
    await page.setViewportSize({ width: 768, height: 800 });
    const home = nav(page).getByRole('link', { name: 'Home' });
    await expect
      .poll(async () => ((await venue.boundingBox())?.y ?? 0) - ((await home.boundingBox())?.y ?? 0))
      .toBeGreaterThan(20);
    await expectPillUnder(page, venue);
    const sponsorship = nav(page).getByRole('button', { name: 'Sponsorship' });
    await sponsorship.hover();
    await expectPillUnder(page, sponsorship);
  });

  test('parents are labels whose children drop down on hover; the active child is marked', async ({ page }) => {
    await gotoHydrated(page, '/committee/editorial-board');
    const committee = nav(page).getByRole('button', { name: 'Committee' });
    await expect(nav(page).getByRole('link', { name: 'Committee', exact: true })).toHaveCount(0);
    await expect(committee).toHaveClass(/is-active/);
    const dropdown = nav(page).locator('#nav-group-committee');
    await expect(dropdown).toBeHidden();
    await committee.hover();
    await expect(dropdown).toBeVisible();
    await expect(committee).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown.getByRole('link')).toHaveText([
      'General Chairs',
      'Organizing Committee',
      'Editorial Board',
      'Advisory Board',
    ]);
    await expect(dropdown.getByRole('link', { name: 'Editorial Board' })).toHaveAttribute('aria-current', 'page');
    await dropdown.getByRole('link', { name: 'Advisory Board' }).click();
    await expect(page).toHaveURL(/\/committee\/advisory-board$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advisory Board');
    await page.mouse.move(640, 700);
    await expect(dropdown).toBeHidden();
  });

  test('home is active only on the home page', async ({ page }) => {
    await gotoHydrated(page, '/venue/travel');
    await expect(nav(page).getByRole('link', { name: 'Home' })).not.toHaveClass(/is-active/);
    await gotoHydrated(page, '/');
    await expect(nav(page).getByRole('link', { name: 'Home' })).toHaveClass(/is-active/);
  });

  test('keyboard: focus opens a dropdown, Escape closes it, Enter reopens it', async ({ page }) => {
    await gotoHydrated(page, '/');
    await nav(page).getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Tab');
    const committee = nav(page).getByRole('button', { name: 'Committee' });
    await expect(committee).toBeFocused();
    const dropdown = nav(page).locator('#nav-group-committee');
    await expect(dropdown).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', { name: 'General Chairs' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(committee).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dropdown).toBeVisible();
    await expect(committee).toHaveAttribute('aria-expanded', 'true');
  });

  test('keyboard: Tab reaches every link of the menu, and leaving a group closes it', async ({ page }) => {
    await gotoHydrated(page, '/');
    const reached = new Set<string>();
    // From the top of the page until focus leaves the header.
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate<boolean>("Boolean(document.activeElement?.closest('main'))")) break;
      // A string, not a function: these tests compile without the DOM library.
      const href = await page.evaluate<string | null>(
        "document.activeElement?.closest('.desktop-nav') ? document.activeElement.getAttribute('href') : null",
      );
      if (href) reached.add(href);
    }
    expect([...reached].sort()).toEqual([...NAV_PATHS].sort());
    await expect(page.locator('.desktop-nav .dropdown:not([hidden])')).toHaveCount(0);
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('five logos of different heights fit beside the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoHydrated(page, '/');
    const boxes = await page
      .locator('.site-header__logos .logo-mark')
      .evaluateAll((images) => images.map((image) => image.getBoundingClientRect().toJSON() as Record<string, number>));
    expect(boxes).toHaveLength(5);
    expect(new Set(boxes.map((box) => box['height'])).size).toBe(5);
    const menu = await page.getByRole('button', { name: 'Menu' }).boundingBox();
    for (const box of boxes) expect(box['right']).toBeLessThanOrEqual(menu?.x ?? 0);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(360);
  });

  test('the menu button toggles the panel; one group open at a time', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('.desktop-nav')).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    const panel = page.locator('#mobile-menu');
    await expect(panel).toBeHidden();
    await menu.click();
    await expect(panel).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');

    const committee = panel.getByRole('button', { name: 'Committee' });
    const program = panel.getByRole('button', { name: 'Program' });
    await committee.click();
    await expect(panel.getByRole('link', { name: 'General Chairs' })).toBeVisible();
    await program.click();
    await expect(panel.getByRole('link', { name: 'Program Schedule' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'General Chairs' })).toBeHidden();
    await expect(committee).toHaveAttribute('aria-expanded', 'false');
    await program.click();
    await expect(panel.getByRole('link', { name: 'Program Schedule' })).toBeHidden();

    await menu.click();
    await expect(panel).toBeHidden();
  });

  test('tapping a link navigates and closes the panel', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.locator('#mobile-menu');
    await panel.getByRole('button', { name: 'Venue & Travel' }).click();
    await panel.getByRole('link', { name: 'Accommodation' }).click();
    await expect(page).toHaveURL(/\/venue\/accommodation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accommodation');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(panel.getByRole('button', { name: 'Venue & Travel' })).toHaveClass(/is-active/);
    await expect(panel.getByRole('link', { name: 'Accommodation' })).toBeHidden();
  });

  test('a click outside closes the panel and the expanded group', async ({ page }) => {
    await gotoHydrated(page, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const panel = page.locator('#mobile-menu');
    await menu.click();
    await panel.getByRole('button', { name: 'Sponsorship' }).click();
    await expect(panel.getByRole('link', { name: 'Sponsors', exact: true })).toBeVisible();
    await page.mouse.click(200, 800);
    await expect(panel).toBeHidden();
    await menu.click();
    await expect(panel.getByRole('link', { name: 'Sponsors', exact: true })).toBeHidden();
    await expect(panel.getByRole('button', { name: 'Sponsorship' })).toHaveAttribute('aria-expanded', 'false');
  });
});
