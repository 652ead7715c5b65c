// Before a page's script has taken over. An information page is whole as HTML and CSS, and its one
// script (web/src/enhance/site.ts) adds what moves or answers; it runs no React. An application's
// page (registration, verification, administration) starts React at once, or, for the status
// checker, once its form has painted (web/src/app/boot.ts). These tests hold a script back, so the
// page is exactly what a visitor has before it: what needs no script works already (the marquee,
// the dropdowns, links, the lookup form), and nothing the visitor did is lost once it runs.
import { expect, test } from './support/test';
import type { Locator, Page, Route } from '@playwright/test';
import { STATUS_ID_UNKNOWN } from '../../functions/src/domain/messages';
import { REGISTRATION_ID_PREFIX } from '../../functions/src/domain/registration-id';
import { applicationOnlyFiles, siteScriptFile, startChunkFile } from './support/application-chunks';
import { trackOffset } from './support/marquee';
import { http } from './support/http';
import { expectStarted } from './support/hydration';
import { escapeRegExp } from './support/text';

/**
 * Holds the first request for `file` until `release()`; `requested` settles when the page asks for
 * it. Later requests for it (another page load's) go through.
 */
async function hold(page: Page, file: string): Promise<{ requested: Promise<void>; release: () => Promise<void> }> {
  let held: Route | undefined;
  let markRequested: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(`**/${file}`, async (route) => {
    if (held) return route.continue();
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

const notStarted = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-started');

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an information page loads its own script and none of the application', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
    });
    await page.goto('/venue/travel', { waitUntil: 'load' });
    await expectStarted(page);
    expect(scripts).toContain(siteScriptFile());
    const application = applicationOnlyFiles();
    expect(scripts.filter((file) => application.has(file) || file === startChunkFile())).toEqual([]);
  });

  test('a page the application draws preloads its chunks; the status checker lists them for its start; an information page has neither', async () => {
    const escaped = escapeRegExp(startChunkFile());
    const wizard = await (await http('/registration/details')).text();
    expect(wizard).toContain('data-starts="at-once"');
    expect(wizard).toMatch(new RegExp(`<link rel="modulepreload"[^>]* href="/${escaped}"`));
    const status = await (await http('/registration/status')).text();
    expect(status).toContain('data-starts="after-paint"');
    expect(status).toMatch(new RegExp(`data-chunks="[^"]*/${escaped}[ "]`));
    expect(status).not.toContain(`href="/${startChunkFile()}"`);
    for (const path of ['/', '/venue/travel', '/registration']) {
      const html = await (await http(path)).text();
      expect(html).not.toContain('data-starts');
      expect(html).not.toContain(startChunkFile());
      expect(html).toMatch(new RegExp(`<script type="module" crossorigin src="/${escapeRegExp(siteScriptFile())}">`));
    }
  });

  test('the status checker starts its application once the page has painted its form', async ({ page }) => {
    await page.goto('/registration/status');
    const requestedAt = await startRequestedAt(page);
    const paintedAt = await page.evaluate<number>(
      "performance.getEntriesByName('first-contentful-paint')[0].startTime",
    );
    expect(requestedAt).toBeGreaterThanOrEqual(paintedAt);
    await expectStarted(page);
  });

  test('before its script runs, the marquee moves and pauses on hover, and dropdowns open on hover and focus', async ({
    page,
  }) => {
    const script = await hold(page, siteScriptFile());
    // Not waiting for `load`, which waits for the script held back.
    await page.goto('/', { waitUntil: 'commit' });
    await script.requested;
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

  /** Hovers the header's Call for Papers and waits for that page to be fetched ahead; returns the link. */
  async function hoverCallForPapers(page: Page): Promise<Locator> {
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Call for Papers' });
    const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === '/call-for-papers');
    await link.hover();
    await prefetched;
    await expect(page.locator('link[rel="prefetch"][href="/call-for-papers"]')).toHaveCount(1);
    return link;
  }

  test('a hovered link is fetched ahead, and a click on it loads that page', async ({ page }) => {
    await page.goto('/');
    await expectStarted(page);
    const link = await hoverCallForPapers(page);
    await link.click();
    await expect(page).toHaveURL(/\/call-for-papers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Call for Papers');
  });

  test('once an application has started, a hovered link to another of its pages has that page’s code fetched ahead', async ({
    page,
  }) => {
    await page.goto('/verify/this-link-was-never-sent');
    await expectStarted(page);
    const chunk = page.waitForRequest(/\/assets\/registration-status-page-[\w-]+\.js$/);
    await page.getByRole('link', { name: 'registration status page' }).hover();
    await chunk;
  });

  test('once an application has started, a hovered link to an information page has that page fetched ahead', async ({
    page,
  }) => {
    await page.goto('/registration/status');
    await expectStarted(page);
    await hoverCallForPapers(page);
  });

  test('focus in a dropdown when the script runs keeps it open, now announced as expanded', async ({ page }) => {
    const script = await hold(page, siteScriptFile());
    // Not waiting for `load`, which waits for the script held back.
    await page.goto('/', { waitUntil: 'commit' });
    await script.requested;
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Tab');
    await script.release();
    await expectStarted(page);
    await expect(nav.locator('#nav-group-committee')).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Committee' })).toHaveAttribute('aria-expanded', 'true');
    // And the script has it from here: Escape closes it.
    await page.keyboard.press('Escape');
    await expect(nav.locator('#nav-group-committee')).toBeHidden();
  });
});

test('a lookup sent before the application runs is a page load at ?id=, which the page looks up once it runs', async ({
  page,
}) => {
  // The first page's start is held and never let through: that page is left by the form's submission.
  const start = await hold(page, startChunkFile());
  await page.goto('/registration/status');
  await start.requested;
  const id = `${REGISTRATION_ID_PREFIX}-0000-0000-00000`;
  await page.getByRole('textbox', { name: 'Registration ID' }).fill(id);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`/registration/status?id=${id}`);
  await expectStarted(page);
  await expect(page.getByRole('alert')).toHaveText(STATUS_ID_UNKNOWN);
  await expect(page.getByRole('textbox', { name: 'Registration ID' })).toHaveValue(id);
});

test('an ID typed before the application runs stays in the field and is the one looked up', async ({ page }) => {
  const start = await hold(page, startChunkFile());
  await page.goto('/registration/status');
  await start.requested;
  const id = `${REGISTRATION_ID_PREFIX}-0000-0000-00000`;
  await page.getByRole('textbox', { name: 'Registration ID' }).fill(id);
  await start.release();
  await expectStarted(page);
  await expect(page.getByRole('textbox', { name: 'Registration ID' })).toHaveValue(id);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText(STATUS_ID_UNKNOWN);
});

test('an ID the field shows but the application did not hear typed (typed as it hydrated) is the one looked up', async ({
  page,
}) => {
  await page.goto('/registration/status');
  await expectStarted(page);
  // Set past React's record of the field, as typing during hydration can leave it: the field shows
  // the ID, React's state does not hold it.
  const id = `${REGISTRATION_ID_PREFIX}-0000-0000-00000`;
  await page.evaluate(
    `(() => { const field = document.querySelector('input[name="id"]'); Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(field, ${JSON.stringify(id)}); })()`,
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText(STATUS_ID_UNKNOWN);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the first tap on Menu, before the page has loaded, opens the menu', async ({ page }) => {
    // A typeface held back: the page has not loaded (fonts in flight hold its load event). Its
    // script waits only for the first paint, so it has taken over the menu by then. A returning
    // visitor's page, which asks for the typefaces as it lays out (lib/typefaces.ts).
    await page.addInitScript(`localStorage.setItem('typefaces', '1')`);
    let markFont: () => void = () => undefined;
    const fontRequested = new Promise<void>((resolve) => (markFont = resolve));
    await page.route('**/*.woff2', () => markFont());
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await fontRequested;
    await expectStarted(page);
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
