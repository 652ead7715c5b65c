import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { asOf } from '../support/clock';
import { http } from './support/http';
import { gotoHydrated } from './support/hydration';
import { trackOffset } from './support/marquee';
import { expectNoAxeViolations } from './support/page-checks';

// Fixed clocks and time zone: the countdown targets midnight of 7 Nov 2025 in the visitor's zone.
test.use({ timezoneId: 'Asia/Kolkata', viewport: { width: 1280, height: 800 } });

const countdown = (page: Page) => page.locator('.countdown__value');
// Each test's clock runs while its page loads, so it starts 30 s before the moment the test pauses
// it at: with one second to spare, a slow load on a busy machine had already passed it.

/**
 * The site counts down by the server's time (web/src/lib/clock.ts). Unable to ask it, the site
 * keeps the machine's clock: here the test's fake one, so the arithmetic can be stepped through.
 */
const countByMachineClock = (page: Page) => page.route('**/api/registration-window', (route) => route.abort());

test('the prerendered countdown shows neutral values until the browser knows the time', async () => {
  const html = await (await http('/')).text();
  expect(html.match(/<span class="countdown__value">--<\/span>/g)).toHaveLength(4);
});

test('the countdown shows days, hours, minutes and seconds and ticks every second', async ({ page }) => {
  await countByMachineClock(page);
  await page.clock.install({ time: new Date('2025-11-05T10:20:00+05:30') });
  await gotoHydrated(page, '/');
  await page.clock.pauseAt(new Date('2025-11-05T10:20:30+05:30'));
  await expect(countdown(page)).toHaveText(['01', '13', '39', '30']);
  await page.clock.runFor(1000);
  await expect(countdown(page)).toHaveText(['01', '13', '39', '29']);
  await page.clock.runFor(30_000);
  await expect(countdown(page)).toHaveText(['01', '13', '38', '59']);
});

test('the countdown reaches zero at the target and stays at zero after it', async ({ page }) => {
  await countByMachineClock(page);
  await page.clock.install({ time: new Date('2025-11-06T23:59:28+05:30') });
  await gotoHydrated(page, '/');
  await page.clock.pauseAt(new Date('2025-11-06T23:59:58+05:30'));
  await expect(countdown(page)).toHaveText(['00', '00', '00', '02']);
  await page.clock.runFor(5000);
  await expect(countdown(page)).toHaveText(['00', '00', '00', '00']);
});

const countdownSection = (page: Page) => page.locator('section.countdown');

test('during the conference it says which day it is, and after it thanks and points to the certificates, the section keeping its size', async ({
  page,
}) => {
  await countByMachineClock(page);
  await page.clock.install({ time: new Date('2025-11-06T23:59:29+05:30') });
  await gotoHydrated(page, '/');
  await page.clock.pauseAt(new Date('2025-11-06T23:59:59+05:30'));
  await expect(countdown(page)).toHaveText(['00', '00', '00', '01']);
  const before = await countdownSection(page).boundingBox();

  // The venue's first day begins: the section now says so, by its own heading.
  await page.clock.runFor(2000);
  await expect(page.getByRole('region', { name: 'Happening now' })).toContainText('Day 1 of 3');
  await expect(page.getByRole('timer')).toBeHidden();
  // A day later: jumped to, not run through (a day of the 1-second tick is 86,400 calls).
  await page.clock.fastForward(24 * 3600 * 1000);
  await expect(page.getByRole('region', { name: 'Happening now' })).toContainText('Day 2 of 3');
  expect(await countdownSection(page).boundingBox()).toEqual(before);

  // The day after the last one: thanks, and where the certificates are.
  await page.clock.fastForward(2 * 24 * 3600 * 1000);
  const after = page.getByRole('region', { name: 'Thank you for joining us' });
  await expect(after).toContainText('has ended');
  await expect(after.getByRole('link', { name: 'registration status' })).toHaveAttribute(
    'href',
    '/registration/status',
  );
  await expect(page.getByRole('region', { name: 'Happening now' })).toHaveCount(0);
  expect(await countdownSection(page).boundingBox()).toEqual(before);
  // axe waits on timers: the fake clock runs again for it.
  await page.clock.resume();
  await expectNoAxeViolations(page, 'after the conference');
});

test('the countdown counts from the server’s time, however wrong the machine’s clock is', async ({ page }) => {
  await page.clock.install({ time: new Date('2031-03-01T08:00:00+05:30') });
  await page.context().setExtraHTTPHeaders(asOf(new Date('2025-11-05T10:20:30+05:30')));
  await gotoHydrated(page, '/');
  // The seconds run on while the page loads.
  await expect(countdown(page)).toHaveText(['01', '13', '39', /^[0-3]\d$/]);
});

test('when the first request for the server’s time fails, the countdown corrects itself from a later one', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2031-03-01T08:00:00+05:30') });
  await page.context().setExtraHTTPHeaders(asOf(new Date('2025-11-05T10:20:30+05:30')));
  let refused = 0;
  await page.route('**/api/registration-window', (route) =>
    refused++ === 0 ? route.abort('timedout') : route.continue(),
  );
  await gotoHydrated(page, '/');
  // Meanwhile the machine's clock stands: to it, the conference is long over.
  await expect(page.getByRole('region', { name: 'Thank you for joining us' })).toBeVisible();
  await page.clock.runFor(2000);
  await expect(countdown(page)).toHaveText(['01', '13', '39', /^[0-3]\d$/]);
  await expect(page.getByRole('timer')).toBeVisible();
});

// Strings, not functions: these tests compile without the DOM library.
const nextFrames = (page: Page) =>
  page.evaluate(
    'new Promise((resolve) => { let frames = 5; const tick = () => (--frames > 0 ? requestAnimationFrame(tick) : resolve()); requestAnimationFrame(tick); })',
  );

test('the areas marquee scrolls over a duplicated list and pauses while hovered', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('.marquee__list')).toHaveCount(2);
  await expect(page.locator('.marquee__list--copy')).toHaveAttribute('aria-hidden', 'true');
  const start = await trackOffset(page);
  await expect.poll(() => trackOffset(page)).toBeLessThan(start);

  await page.locator('.marquee').hover();
  await nextFrames(page);
  const paused = await trackOffset(page);
  await nextFrames(page);
  expect(await trackOffset(page)).toBe(paused);

  await page.mouse.move(10, 790);
  await expect.poll(() => trackOffset(page)).toBeLessThan(paused);

  // Whoever cannot hover (a keyboard, a touch screen) stops it with Pause, and starts it again.
  const pause = page.getByRole('checkbox', { name: 'Pause the moving list of areas' });
  await pause.focus();
  await page.keyboard.press('Space');
  await expect(pause).toBeChecked();
  await nextFrames(page);
  const stopped = await trackOffset(page);
  await nextFrames(page);
  expect(await trackOffset(page)).toBe(stopped);
  await page.keyboard.press('Space');
  await expect.poll(() => trackOffset(page)).toBeLessThan(stopped);
});

test('with reduced motion the marquee stands still, every area in view and no Pause to offer', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoHydrated(page, '/');
  await nextFrames(page);
  expect(await trackOffset(page)).toBe(0);
  await expect(page.getByRole('checkbox', { name: 'Pause the moving list of areas' })).toBeHidden();
  const width = page.viewportSize()?.width ?? 0;
  const areas = page.locator('.marquee__list:not(.marquee__list--copy) > li');
  expect(await areas.count()).toBeGreaterThan(0);
  for (const area of await areas.all()) {
    const box = await area.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, `${await area.locator('h3').textContent()} in view`).toBe(
      true,
    );
  }
});
