import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CONFERENCE } from '../../functions/src/domain/conference';
import { isKnown } from '../../web/src/content/fact';
import { HEADER_LOGOS, PARTNER_LOGO } from '../../web/src/content/site';
import { THEME } from '../../web/src/content/theme';
import { gotoHydrated } from './support/hydration';
import { PHONE, WIDTHS, expectFitsEachWidth, expectNoHorizontalScroll } from './support/page-checks';

// The site's look comes from the edition's data: its colours, its logos where known (a text badge
// where not), the product's two typefaces, and the home page's hero of the conference's facts.
// Run for every edition (playwright.config.ts), so the fixture's own colours and logo file are checked too.

/** A string, evaluated in the page: the tests are typed without the DOM library. */
const cssValue = (page: Page, selector: string, property: string) =>
  page.evaluate<string>(`getComputedStyle(document.querySelector(${JSON.stringify(selector)})).${property}`);

/** #rrggbb as the browser computes it, "rgb(r, g, b)". */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test('the colours are the edition’s: custom properties, the hero’s ground and the links', async ({ page }) => {
  await page.goto('/');
  const root = await page.evaluate<Record<string, string>>(
    `(() => { const style = getComputedStyle(document.documentElement); return { brand: style.getPropertyValue('--color-brand').trim(), ink: style.getPropertyValue('--color-ink').trim(), highlight: style.getPropertyValue('--color-highlight').trim() }; })()`,
  );
  expect(root).toEqual({ brand: THEME.brand, ink: THEME.ink, highlight: THEME.highlight });
  expect(await cssValue(page, '.hero', 'backgroundColor')).toBe(rgb(THEME.ink));
  expect(await cssValue(page, '.hero__dates', 'color')).toBe(rgb(THEME.highlight));
  expect(await cssValue(page, 'main a:not(.button):not([class*="cta"])', 'color')).toBe(rgb(THEME.brand));
});

test('a first page paints in the system’s fonts and fetches the typefaces after its largest paint; the next page is set in them, from the cache, never holding text back', async ({
  page,
}) => {
  await page.goto('/');
  expect(await cssValue(page, 'h1', 'fontFamily')).not.toMatch(/Source Serif 4/);
  expect(await cssValue(page, 'main p', 'fontFamily')).not.toMatch(/Source Sans 3/);
  // Once the page has loaded and painted, the typefaces are fetched for the next page.
  await expect.poll(() => page.evaluate<string | null>(`localStorage.getItem('typefaces')`)).toBe('1');
  const first = await page.evaluate<{ largestPaint: number; fonts: { path: string; start: number }[] }>(
    `new Promise((resolve) => new PerformanceObserver((list, observer) => {
      observer.disconnect();
      resolve({
        largestPaint: list.getEntries().at(-1).startTime,
        fonts: performance.getEntriesByType('resource')
          .filter((entry) => /\\.woff2$/.test(entry.name))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true }))`,
  );
  expect(first.fonts.length).toBeGreaterThan(0);
  for (const font of first.fonts) {
    // Served by the site itself, from the Latin subsets only, and after the page's largest paint.
    expect(font.path).toMatch(/^\/assets\/source-(sans-3-latin(-ext)?-wght-normal|serif-4-latin-600-normal)-/);
    expect(font.start).toBeGreaterThan(first.largestPaint);
  }

  await page.goto('/call-for-papers');
  await expect(page.locator('html')).toHaveClass(/\btypefaces\b/);
  expect(await cssValue(page, 'h1', 'fontFamily')).toMatch(/^"?Source Serif 4"?,/);
  expect(await cssValue(page, 'main p', 'fontFamily')).toMatch(/^"?Source Sans 3"?,/);
  await page.evaluate('document.fonts.ready');
  // The faces arrived within `optional`'s moment and are drawn: from the cache, not the network.
  expect(await page.evaluate<boolean>(`document.fonts.check('600 1em "Source Serif 4"', 'A')`)).toBe(true);
  const loaded = await page.evaluate<{ family: string; status: string }[]>(
    `[...document.fonts].filter((face) => face.status === 'loaded').map((face) => ({ family: face.family, status: face.status }))`,
  );
  expect(loaded.map((face) => face.family.replaceAll('"', ''))).toEqual(
    expect.arrayContaining(['Source Serif 4', 'Source Sans 3']),
  );
  const transferred = await page.evaluate<number[]>(
    `performance.getEntriesByType('resource').filter((entry) => /\\.woff2$/.test(entry.name)).map((entry) => entry.transferSize)`,
  );
  expect(transferred.length).toBeGreaterThan(0);
  expect(transferred.every((bytes) => bytes === 0)).toBe(true);
  // Every face is declared `optional`: a late font is skipped, so nothing reflows.
  const faces = await page.evaluate<{ family: string; display: string }[]>(
    `[...document.fonts].map((face) => ({ family: face.family, display: face.display }))`,
  );
  expect(faces.length).toBeGreaterThan(0);
  expect(faces.filter((face) => face.display !== 'optional')).toEqual([]);
});

test('an application’s page fetches the typefaces at the visitor’s first tap, key or scroll, not while it draws', async ({
  page,
}) => {
  await gotoHydrated(page, '/registration/status');
  // Loaded, painted and quiet: an information page would have fetched them by now.
  await page.waitForLoadState('networkidle');
  const fontsRequested = () =>
    page.evaluate<number>(
      `performance.getEntriesByType('resource').filter((entry) => /\\.woff2$/.test(entry.name)).length`,
    );
  expect(await fontsRequested()).toBe(0);
  expect(await page.evaluate<string | null>(`localStorage.getItem('typefaces')`)).toBeNull();
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate<string | null>(`localStorage.getItem('typefaces')`)).toBe('1');
  expect(await fontsRequested()).toBeGreaterThan(0);
});

// Loaded on a phone, and looked at again at a laptop's width.
test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test(`the header shows each organisation’s logo file where known and its name as a badge where not`, async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const marks = page.locator('.site-header__logos .logo-mark');
    await expect(marks).toHaveCount(HEADER_LOGOS.length);
    for (const [index, logo] of HEADER_LOGOS.entries()) {
      const mark = marks.nth(index);
      if (isKnown(logo.file)) {
        await expect(mark).toHaveAttribute('src', logo.file.src);
        // The file is there and draws.
        await expect
          .poll(() => mark.evaluate<number, unknown>((image) => (image as { naturalWidth: number }).naturalWidth))
          .toBeGreaterThan(0);
      } else {
        await expect(mark).toHaveText(logo.badge);
        expect(await mark.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
      }
    }
    // No badge pretends to be a file: the header requests no logo image but the known ones.
    const requested = await page.evaluate<string[]>(
      `performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.startsWith('/logos/'))`,
    );
    const known = HEADER_LOGOS.flatMap((logo) => (isKnown(logo.file) ? [logo.file.src] : []));
    expect(requested.every((path) => known.includes(path))).toBe(true);
    const partner = page.getByRole('region', { name: 'Co-Organized By' });
    if (isKnown(PARTNER_LOGO.file)) await expect(partner.locator('img')).toHaveAttribute('src', PARTNER_LOGO.file.src);
    else await expect(partner.locator('svg.logo-mark')).toHaveText(PARTNER_LOGO.badge);
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await expect(marks).toHaveCount(HEADER_LOGOS.length);
      await expectNoHorizontalScroll(page, `header at ${viewport.width} px`);
    }
  });

  test(`the hero states the conference’s name, dates and place and leads to registration, axe clean`, async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const hero = page.getByRole('region', { name: CONFERENCE.name });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(CONFERENCE.name);
    await expect(hero.getByRole('definition').first()).toHaveText(CONFERENCE.datesLabel);
    await expect(hero.getByRole('definition').nth(1)).toContainText(CONFERENCE.place.name);
    await expect(hero.getByRole('link').first()).toHaveAttribute('href', /^\/registration/);
    // The large year is decoration, not read out.
    await expect(hero.locator('.hero__mark')).toHaveAttribute('aria-hidden', 'true');
    await expectFitsEachWidth(page, 'home', async () => {
      // The hero's facts are in the first screen.
      const box = await hero.getByRole('heading', { level: 1 }).boundingBox();
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThan(page.viewportSize()?.height ?? 0);
    });
  });
});
