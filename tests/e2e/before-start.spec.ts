// An information page is whole before its application starts (after `load`, or at the first
// interaction: web/src/app/boot.ts). These tests hold the application's start chunk back, so the
// page is exactly what a visitor has before it: what needs no state works already (the marquee,
// the dropdowns, links, prefetching), and a click or key press meant for the application is kept
// and carried out once it runs, not lost.
import { expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import { STATUS_ID_UNKNOWN } from '../../functions/src/domain/messages';
import { REGISTRATION_ID_PREFIX } from '../../functions/src/domain/registration-id';
import { MEMORIES } from '../../web/src/content/gallery';
import { startChunkFile } from './support/application-chunks';
import { gotoHydrated } from './support/hydration';
import { trackOffset } from './support/marquee';
import { escapeRegExp } from './support/text';

/** Holds the start chunk's request until `release()`; `requested` settles when the page asks for it. */
async function holdStart(page: Page): Promise<{ requested: Promise<void>; release: () => Promise<void> }> {
  let held: Route | undefined;
  let markRequested: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(`**/${startChunkFile()}`, (route) => {
    held = route;
    markRequested();
  });
  return {
    requested,
    release: async () => {
      await requested;
      await held?.continue();
    },
  };
}

/** When (page's time origin) the page requested the start chunk, once the request has completed. */
async function startRequestedAt(page: Page): Promise<number> {
  // Polled from here: the CSP forbids the string evaluation page.waitForFunction would do in the page.
  const requestedAt = () =>
    page.evaluate<number | null>(
      `performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(${JSON.stringify(startChunkFile())}))?.startTime ?? null`,
    );
  await expect.poll(requestedAt).not.toBeNull();
  return (await requestedAt()) as number;
}

const started = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-started', '');
const notStarted = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-started');

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an information page requests no script of its application before load, and starts it after', async ({
    page,
  }) => {
    await page.goto('/venue/travel');
    const requestedAt = await startRequestedAt(page);
    const loadAt = await page.evaluate<number>("performance.getEntriesByType('navigation')[0].loadEventStart");
    expect(requestedAt).toBeGreaterThanOrEqual(loadAt);
    await started(page);
  });

  test('a page the application draws preloads its chunks; any other lists them for its start', async ({ request }) => {
    const escaped = escapeRegExp(startChunkFile());
    const wizard = await (await request.get('/registration/details')).text();
    expect(wizard).toContain('data-starts="at-once"');
    expect(wizard).toMatch(new RegExp(`<link rel="modulepreload"[^>]* href="/${escaped}"`));
    for (const [path, starts] of [
      ['/registration/status', 'after-paint'],
      ['/', 'after-load'],
      ['/venue/travel', 'after-load'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`data-starts="${starts}"`);
      expect(html).toMatch(new RegExp(`data-chunks="[^"]*/${escaped}[ "]`));
      expect(html).not.toContain('rel="modulepreload"');
    }
  });

  test('the status checker starts its application once the page has painted its form', async ({ page }) => {
    await page.goto('/registration/status');
    const requestedAt = await startRequestedAt(page);
    const paintedAt = await page.evaluate<number>(
      "performance.getEntriesByName('first-contentful-paint')[0].startTime",
    );
    expect(requestedAt).toBeGreaterThanOrEqual(paintedAt);
    await started(page);
  });

  test('before the start, the marquee moves and pauses on hover, and dropdowns open on hover and focus', async ({
    page,
  }) => {
    const start = await holdStart(page);
    await page.goto('/');
    await start.requested;
    await notStarted(page);

    const offset = await trackOffset(page);
    await expect.poll(() => trackOffset(page)).toBeLessThan(offset);
    await page.locator('.marquee').hover();
    const paused = await trackOffset(page);
    await expect.poll(() => trackOffset(page)).toBe(paused);

    const nav = page.getByRole('navigation', { name: 'Main' });
    const dropdown = nav.locator('#nav-group-committee');
    await expect(dropdown).toBeHidden();
    await nav.getByRole('button', { name: 'Committee' }).hover();
    await expect(dropdown).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(dropdown).toBeHidden();

    await nav.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Tab');
    await expect(dropdown).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', { name: 'General Chairs' })).toBeFocused();
    await notStarted(page);
  });

  test('before the start, a hovered link is fetched ahead and a click on it loads that page', async ({ page }) => {
    const start = await holdStart(page);
    await page.goto('/');
    await start.requested;
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Call for Papers' });
    const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === '/call-for-papers');
    await link.hover();
    await prefetched;
    await expect(page.locator('link[rel="prefetch"][href="/call-for-papers"]')).toHaveCount(1);
    await link.click();
    await expect(page).toHaveURL(/\/call-for-papers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Call for Papers');
  });

  test('after the start, a hovered link has its page’s code fetched ahead', async ({ page }) => {
    await gotoHydrated(page, '/');
    const chunk = page.waitForRequest(/\/assets\/call-for-papers-page-[\w-]+\.js$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Call for Papers' }).hover();
    await chunk;
  });

  test('Escape pressed on an open dropdown while the application loads closes it once it runs', async ({ page }) => {
    const start = await holdStart(page);
    await page.goto('/');
    await start.requested;
    const nav = page.getByRole('navigation', { name: 'Main' });
    const committee = nav.getByRole('button', { name: 'Committee' });
    const dropdown = nav.locator('#nav-group-committee');
    await nav.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Tab');
    await expect(dropdown).toBeVisible();
    await page.keyboard.press('Escape');
    await start.release();
    await started(page);
    await expect(dropdown).toBeHidden();
    await expect(committee).toBeFocused();
    await expect(committee).toHaveAttribute('aria-expanded', 'false');
    // And the application has it from here: Enter opens it again.
    await page.keyboard.press('Enter');
    await expect(dropdown).toBeVisible();
    await expect(committee).toHaveAttribute('aria-expanded', 'true');
  });

  test('focus in a dropdown when the application starts keeps it open, now announced as expanded', async ({ page }) => {
    const start = await holdStart(page);
    await page.goto('/');
    await start.requested;
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Tab');
    await start.release();
    await started(page);
    await expect(nav.locator('#nav-group-committee')).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Committee' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a gallery button pressed while the application loads steps the gallery once it runs', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const start = await holdStart(page);
    await page.goto('/');
    await start.requested;
    const slides = page.locator('.gallery__item');
    await page.getByRole('button', { name: 'Next image' }).click();
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(slides.first()).toHaveAttribute('data-offset', '0');
    await start.release();
    await started(page);
    await expect(slides.nth(2 % MEMORIES.length)).toHaveAttribute('data-offset', '0');
  });
});

test('a form sent while the application loads is sent once it runs, with what was typed, not as a page load', async ({
  page,
}) => {
  const start = await holdStart(page);
  await page.goto('/registration/status');
  await start.requested;
  await page.getByRole('textbox', { name: 'Registration ID' }).fill(`${REGISTRATION_ID_PREFIX}-0000-0000-00000`);
  await page.getByRole('button', { name: 'Next' }).click();
  // Not sent as a page load (which would put the field in the address and start the page over).
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('textbox', { name: 'Registration ID' })).toHaveValue(/-0000-0000-00000$/);
  await start.release();
  await started(page);
  await expect(page.getByRole('alert')).toHaveText(STATUS_ID_UNKNOWN);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the first tap on Menu, before load, starts the application and opens the menu', async ({ page }) => {
    // A logo held back: the page has not loaded, so only the tap can start the application.
    let markLogo: () => void = () => undefined;
    const logoRequested = new Promise<void>((resolve) => (markLogo = resolve));
    await page.route('**/logos/*.svg', () => markLogo());
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await logoRequested;
    expect(await page.evaluate<string>('document.readyState')).not.toBe('complete');

    const menu = page.getByRole('button', { name: 'Menu' });
    const panel = page.locator('#mobile-menu');
    await menu.tap();
    await expect(panel).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await panel.getByRole('button', { name: 'Committee' }).tap();
    await expect(panel.getByRole('link', { name: 'General Chairs' })).toBeVisible();
  });
});
