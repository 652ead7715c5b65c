// Before a page's script has taken over. An information page is whole as HTML and CSS, and its one
// script (web/src/enhance/site.ts) adds what moves or answers; it runs no React. An application's
// page (registration, verification, administration) starts React at once, or, for the status
// checker, once its form has painted (web/src/app/boot.ts). These tests hold a script back, so the
// page is exactly what a visitor has before it: what needs no script works already (the marquee,
// the dropdowns, links), and what the visitor was doing is carried on once it runs.
import { expect, test } from '@playwright/test';
import type { Locator, Page, Route } from '@playwright/test';
import { STATUS_ID_UNKNOWN } from '../../functions/src/domain/messages';
import { REGISTRATION_ID_PREFIX } from '../../functions/src/domain/registration-id';
import { applicationOnlyFiles, siteScriptFile, startChunkFile } from './support/application-chunks';
import { trackOffset } from './support/marquee';
import { http } from './support/http';
import { expectStarted } from './support/hydration';
import { escapeRegExp } from './support/text';

/** Holds the request for `file` until `release()`; `requested` settles when the page asks for it. */
async function hold(page: Page, file: string): Promise<{ requested: Promise<void>; release: () => Promise<void> }> {
  let held: Route | undefined;
  let markRequested: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(`**/${file}`, (route) => {
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
      expect(html).toMatch(new RegExp(`<script type="module" data-site="/${escapeRegExp(siteScriptFile())}">`));
    }
  });

  test('an information page asks for no script before it has painted, then for its own', async ({ page }) => {
    await page.goto('/venue/travel');
    await expectStarted(page);
    const [paintedAt, scripts] = await page.evaluate<[number, { name: string; startTime: number }[]]>(
      `[performance.getEntriesByName('first-contentful-paint')[0].startTime,
        performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
          .map(({ name, startTime }) => ({ name, startTime }))]`,
    );
    expect(scripts.map(({ name }) => new URL(name).pathname)).toContain(`/${siteScriptFile()}`);
    for (const { name, startTime } of scripts) expect(startTime, name).toBeGreaterThanOrEqual(paintedAt);
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

  test('an information page asks the browser to prerender, or else fetch ahead, the public application pages it links to, and no other page; an application’s page asks for none', async ({
    page,
  }) => {
    for (const path of ['/registration', '/']) {
      await page.goto(path);
      // Each same-site link of the page, and whether the page's speculation rules prerender it and
      // prefetch it.
      const links = await page.evaluate<{
        supported: boolean;
        links: { path: string; prerender: boolean; prefetch: boolean }[];
      }>(`(() => {
        const sets = [...document.querySelectorAll('script[type="speculationrules"]')].map((script) => JSON.parse(script.textContent));
        const covers = (action, link) => sets
          .flatMap((set) => set[action] ?? [])
          .flatMap((rule) => rule.where.href_matches)
          .some((pattern) => new URLPattern(pattern, location.href).test(link.href));
        return {
          supported: HTMLScriptElement.supports('speculationrules'),
          links: [...document.querySelectorAll('a[href]')]
            .filter((link) => link.origin === location.origin && link.pathname !== location.pathname)
            .map((link) => ({ path: link.pathname, prerender: covers('prerender', link), prefetch: covers('prefetch', link) })),
        };
      })()`);
      expect(links.supported).toBe(true);
      for (const link of new Map(links.links.map((each) => [each.path, each])).values()) {
        // What the browser gets for the link, a redirect followed.
        const html = await (await http(link.path, { redirect: 'follow' })).text();
        // The pages that start an application a visitor may open without signing in.
        const publicApplication =
          html.includes('data-starts') && !html.includes('<meta name="robots" content="noindex"');
        expect(link, `${path} links to ${link.path}`).toEqual({
          path: link.path,
          prerender: publicApplication,
          prefetch: publicApplication,
        });
      }
      expect(links.links.filter((link) => link.prerender).length, path).toBeGreaterThan(0);
    }
    for (const path of ['/registration/details', '/registration/status']) {
      expect(await (await http(path)).text()).not.toContain('speculationrules');
    }
  });

  test('a prerendered application’s page starts its application while hidden, drawing no frame', async ({ page }) => {
    // As a page Chromium prerenders: document.prerendering, and no frame until it is shown.
    await page.addInitScript(
      "Object.defineProperty(Document.prototype, 'prerendering', { configurable: true, get: () => true }); window.requestAnimationFrame = () => 0;",
    );
    await page.goto('/registration/details');
    await expect(page.locator('form[data-ready="true"]')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Title' })).toBeVisible();
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

  test('a hovered link Chromium prerenders is left to the speculation rules: the page’s script does not fetch it ahead as well', async ({
    page,
  }) => {
    const wizardLink = page.getByRole('main').getByRole('link', { name: 'New Registration' });
    const fetchedAhead: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['sec-purpose'] === 'prefetch') fetchedAhead.push(new URL(request.url()).pathname);
    });
    await page.goto('/registration');
    await expectStarted(page);
    await wizardLink.hover();
    // Hovered after it: once this page is fetched ahead, the wizard's hover has been handled.
    await hoverCallForPapers(page);
    const wizard = new URL((await wizardLink.getAttribute('href')) ?? '', page.url()).pathname;
    await expect(page.locator(`link[rel="prefetch"][href="${wizard}"]`)).toHaveCount(0);
    // Under DevTools Chromium does not prerender; Debian's 156.0.8078.114 follows the rules' prefetch
    // instead (the builds before it did not). Either way the wizard is fetched ahead once at most:
    // never by the page and the rules both.
    expect(fetchedAhead.filter((path) => path === wizard).length).toBeLessThanOrEqual(1);
    expect(fetchedAhead.filter((path) => path !== wizard)).toEqual(['/call-for-papers']);
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

test('a form sent while the application loads is sent once it runs, with what was typed, not as a page load', async ({
  page,
}) => {
  const start = await hold(page, startChunkFile());
  await page.goto('/registration/status');
  await start.requested;
  await page.getByRole('textbox', { name: 'Registration ID' }).fill(`${REGISTRATION_ID_PREFIX}-0000-0000-00000`);
  await page.getByRole('button', { name: 'Next' }).click();
  // Not sent as a page load (which would put the field in the address and start the page over).
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('textbox', { name: 'Registration ID' })).toHaveValue(/-0000-0000-00000$/);
  await start.release();
  await expectStarted(page);
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
