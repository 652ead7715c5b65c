import { expect, test } from './support/test';
import { CONFERENCE } from '../../functions/src/domain/conference';
import { applicationOnlyFiles, pageChunkFile } from './support/application-chunks';
import { recordCspViolations } from './support/csp-violations';
import { http } from './support/http';
import { expectStarted } from './support/hydration';
import { PHONE, expectFitsEachWidth } from './support/page-checks';
import { PAGE_CONTENT, PUBLISHED_PHONES } from './support/page-content';
import { SITE_ROUTES } from './support/site-routes';
import { escapeRegExp } from './support/text';

// Each page is loaded once, at a phone's width, for everything a load of it shows: its route
// checks, its content (page-content.ts), sideways scroll at each width and axe.
for (const route of SITE_ROUTES) {
  const content = PAGE_CONTENT[route.path] ?? {};
  test(`${route.path} is prerendered, renders its heading, texts, title and content, hydrating without errors; fits 375 and 1366 px; axe finds no violations`, async ({
    page,
  }) => {
    // Prerendered: the HTML holds the heading without JavaScript.
    const response = await http(route.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const heading = escapeRegExp(route.heading.replace(/&/g, '&amp;'));
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);

    const errors: string[] = [];
    const scripts: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const cspViolations = await recordCspViolations(page);
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });

    await page.setViewportSize(PHONE);
    const loaded = await page.goto(route.path);
    expect(loaded?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    for (const text of route.texts) await expect(page.getByText(text).first()).toBeVisible();
    const title = route.path === '/' ? CONFERENCE.name : `${route.heading} | ${CONFERENCE.name}`;
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    // The page's own script has run (an information page fetches it once painted) and what it
    // fetched as it started has arrived: its errors would be in by now.
    await expectStarted(page);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
    if (!route.path.startsWith('/registration/')) {
      const applicationOnly = applicationOnlyFiles();
      expect(scripts.filter((url) => applicationOnly.has(new URL(url).pathname.slice(1)))).toEqual([]);
    }

    await content.check?.(page);
    // Images are sized (no shift as they arrive), none is a placeholder, and the only numbers to
    // call are published ones.
    for (const img of await page.locator('img').all()) {
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
      expect(await img.getAttribute('alt')).not.toMatch(/placeholder/i);
    }
    for (const link of await page.locator('a[href^="tel:"]').all()) {
      expect(PUBLISHED_PHONES).toContain(await link.getAttribute('href'));
    }
    // No sideways scroll at a phone's width and a laptop's, what the page shows at each, and no WCAG
    // 2.1 A/AA or best-practice violation (at a laptop's too where the route says why).
    const { atEachWidth } = content;
    await expectFitsEachWidth(page, route.path, atEachWidth && ((width) => atEachWidth(page, width)), {
      axeAtLaptop: route.axeAtLaptop,
    });
  });
}

test('every page content check names a route of the table', () => {
  const paths = SITE_ROUTES.map((route) => route.path);
  expect(Object.keys(PAGE_CONTENT).filter((path) => !paths.includes(path))).toEqual([]);
});

test('registration, verification and admin pages have chunks of their own that the build records', () => {
  const files = [...applicationOnlyFiles()];
  for (const page of [
    'registration-details-page',
    'registration-status-page',
    'verify-email-page',
    'verify-registration-page',
  ]) {
    expect(files.some((file) => file.startsWith(`assets/${page}-`))).toBe(true);
  }
});

test('a link to another page gives it its own title and description', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Call for Papers' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Call for Papers');
  await expect(page).toHaveTitle(`Call for Papers | ${CONFERENCE.name}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Important dates/);
});

test('a link followed far down a page opens the next page at its top, focus at its start', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/call-for-papers');
  await expect(page.locator('html[data-started]')).toBeAttached();
  // Down the page, not to its end: a later visit draws the page in the web fonts the first one
  // fetched (font-display: optional), a little shorter, and the end would be another offset.
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(500);
  const left = await page.evaluate<number>('window.scrollY');

  // The header is sticky: its menu is at hand however far down the page is read.
  await page.locator('.desktop-nav').getByRole('button', { name: 'Venue & Travel' }).hover();
  await page.locator('.desktop-nav').getByRole('link', { name: 'Travel' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel');
  expect(await page.evaluate<number>('window.scrollY')).toBe(0);
  // A page load: the first Tab reaches the skip link, whose target is the page's content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  // Back is the browser's: the page before comes back where it was left.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Call for Papers');
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(left);
});

test('an application page whose code cannot be fetched mid-visit is loaded as a document, not left blank', async ({
  page,
}) => {
  // The e-mail verification page of a link never sent links to the status page, inside the application.
  await page.goto('/verify/this-link-was-never-sent');
  await expect(page.locator('html[data-started]')).toBeAttached();
  // The chunk is gone (a deploy replaced it, or the connection dropped) for the running application.
  const chunk = pageChunkFile('src/features/registration/registration-status-page.tsx');
  // Every fetch of it fails until the page is asked for as a document: the loader's own second try
  // too (Chromium now fetches a failed module again, lib/load-once.ts).
  let asDocument = false;
  let refused = 0;
  await page.route(`**/${chunk}`, (route) => (asDocument ? route.continue() : (refused++, route.abort())));
  // The click's own navigation, not the page's prefetch of the link on hover (enhance/prefetch.ts:
  // Sec-Purpose), which may come first and would let the chunk through.
  const documentRequest = page.waitForRequest((request) => {
    const found =
      request.isNavigationRequest() &&
      new URL(request.url()).pathname === '/registration/status' &&
      request.headers()['sec-purpose'] === undefined;
    if (found) asDocument = true;
    return found;
  });

  await page.getByRole('link', { name: 'registration status page' }).click();
  await documentRequest;
  expect(refused).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration Status');
  await expect(page).toHaveURL(/\/registration\/status$/);
});

test('the home page carries schema.org Event data, and the build emits sitemap.xml and robots.txt', async () => {
  const html = await (await http('/')).text();
  const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
  expect(jsonLd).toBeDefined();
  const event = JSON.parse(jsonLd ?? '{}') as Record<string, unknown>;
  expect(event).toMatchObject({
    '@type': 'Event',
    name: CONFERENCE.name,
    startDate: CONFERENCE.startDate,
    endDate: CONFERENCE.endDate,
  });

  const sitemap = await (await http('/sitemap.xml')).text();
  for (const route of SITE_ROUTES) expect(sitemap).toContain(`${route.path === '/' ? '/' : route.path}</loc>`);
  expect(sitemap).not.toContain('/verify');
  const robots = await (await http('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});
