import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

// Fixed clocks and time zone: the countdown targets midnight of 7 Nov 2025 in the visitor's zone.
test.use({ timezoneId: 'Asia/Kolkata', viewport: { width: 1280, height: 800 } });

const countdown = (page: Page) => page.locator('.countdown__value');

test('the prerendered countdown shows neutral values until the browser knows the time', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html.match(/<span class="countdown__value">--<\/span>/g)).toHaveLength(4);
});

test('the countdown shows days, hours, minutes and seconds and ticks every second', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-11-05T10:20:25+05:30') });
  await gotoHydrated(page, '/');
  await page.clock.pauseAt(new Date('2025-11-05T10:20:30+05:30'));
  await expect(countdown(page)).toHaveText(['01', '13', '39', '30']);
  await page.clock.runFor(1000);
  await expect(countdown(page)).toHaveText(['01', '13', '39', '29']);
  await page.clock.runFor(30_000);
  await expect(countdown(page)).toHaveText(['01', '13', '38', '59']);
});

test('the countdown reaches zero at the target and stays at zero after it', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-11-06T23:59:50+05:30') });
  await gotoHydrated(page, '/');
  await page.clock.pauseAt(new Date('2025-11-06T23:59:58+05:30'));
  await expect(countdown(page)).toHaveText(['00', '00', '00', '02']);
  await page.clock.runFor(5000);
  await expect(countdown(page)).toHaveText(['00', '00', '00', '00']);
});

test('after the conference has started every value is zero', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2025-11-20T09:00:00+05:30'));
  await gotoHydrated(page, '/');
  await expect(countdown(page)).toHaveText(['00', '00', '00', '00']);
});

const currentImage = (page: Page) => page.locator('.gallery__item[data-offset="0"] img');

test('the gallery advances every 3 seconds and wraps, showing the current image and two each side', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2025-06-01T10:00:00+05:30') });
  await gotoHydrated(page, '/');
  await page.clock.pauseAt(new Date('2025-06-01T10:00:02+05:30'));
  await expect(currentImage(page)).toHaveAttribute('alt', /photo 1 of 6/);
  await page.locator('.gallery').scrollIntoViewIfNeeded();
  await expect(page.locator('.gallery__item:visible')).toHaveCount(5);
  // The timer started at hydration, under two seconds after the clock's start: one step per 3 s from there.
  await page.clock.runFor(3000);
  await expect(currentImage(page)).toHaveAttribute('alt', /photo 2 of 6/);
  await page.clock.runFor(3000 * 4);
  await expect(currentImage(page)).toHaveAttribute('alt', /photo 6 of 6/);
  await page.clock.runFor(3000);
  await expect(currentImage(page)).toHaveAttribute('alt', /photo 1 of 6/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the gallery stacks all six images', async ({ page }) => {
    await gotoHydrated(page, '/');
    const images = page.locator('.gallery__item img');
    await expect(images).toHaveCount(6);
    const boxes = await images.evaluateAll((list) => list.map((image) => image.getBoundingClientRect()));
    for (let i = 1; i < boxes.length; i += 1) {
      expect(boxes[i]?.top).toBeGreaterThanOrEqual((boxes[i - 1]?.bottom ?? 0) - 1);
    }
    await expect(page.locator('.gallery__controls')).toBeHidden();
  });
});

// Strings, not functions: these tests compile without the DOM library.
const trackOffset = (page: Page) =>
  page.evaluate<number>(
    "new DOMMatrixReadOnly(getComputedStyle(document.querySelector('.marquee__track')).transform).m41",
  );
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
});

test('with reduced motion the marquee and the carousel stand still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install({ time: new Date('2025-06-01T10:00:00+05:30') });
  await gotoHydrated(page, '/');
  await page.clock.pauseAt(new Date('2025-06-01T10:00:02+05:30'));
  await expect(currentImage(page)).toHaveAttribute('alt', /photo 1 of 6/);
  await page.clock.runFor(10_000);
  await expect(currentImage(page)).toHaveAttribute('alt', /photo 1 of 6/);
  expect(await trackOffset(page)).toBe(0);
  // Visitors who stopped the motion can still step through the photos themselves.
  await page.getByRole('button', { name: 'Next image' }).click();
  await expect(currentImage(page)).toHaveAttribute('alt', /photo 2 of 6/);
});
