import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { withPhotos } from '../../web/src/content/fact';
import { GALLERY_IMAGE_SIZE, MEMORIES } from '../../web/src/content/gallery';
import { http } from './support/http';
import { gotoHydrated } from './support/hydration';
import { PHONE, expectFitsEachWidth } from './support/page-checks';

// The home page's gallery (docs/rules.md, "The pages"; docs/editions.md, "3. The pages") shows the
// published photos; the 2025 edition has none yet and shows no gallery (routes.spec.ts, with
// support/page-content.ts), so these run against the fictional 2031 edition, whose six drawn
// pictures stand in (scripts/edition/fixture-photos.ts).
test.use({ viewport: { width: 1366, height: 800 } });

const PHOTOS = withPhotos(MEMORIES);
const SLIDES = PHOTOS.length;
const slides = (page: Page) => page.locator('.gallery__item');
const currentSlide = (page: Page) => page.locator('.gallery__item[data-offset="0"]').getByRole('img');

const expectCurrentSlide = (page: Page, index: number) =>
  expect(currentSlide(page)).toHaveAccessibleName(PHOTOS[index]?.photo.alt ?? '');

/**
 * Opens the home page on a clock held from before the load, so the gallery's timer starts at a
 * known moment however long the load takes (a clock left running while the page loads may have
 * passed the moment the test meant to pause it at); from then on only the test moves time.
 */
async function openOnHeldClock(page: Page): Promise<void> {
  const start = new Date('2025-06-01T10:00:00+05:30').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-started', '');
}

test('the edition has photos to step through, and the gallery shows each of them', async ({ page }) => {
  expect(SLIDES).toBeGreaterThanOrEqual(5);
  await gotoHydrated(page, '/');
  const images = page.getByRole('region', { name: 'Conference Memories' }).getByRole('img', { includeHidden: true });
  await expect(images).toHaveCount(SLIDES);
  for (const [index, { photo }] of PHOTOS.entries()) {
    await expect(images.nth(index)).toHaveAccessibleName(photo.alt);
    await expect(images.nth(index)).toHaveAttribute('src', photo.src);
  }
  // Each file is there and is a picture the browser decodes.
  for (const { photo } of PHOTOS) {
    const response = await http(photo.src);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  }
});

test('the gallery advances every 3 seconds and wraps, showing the current image and two each side', async ({
  page,
}) => {
  await openOnHeldClock(page);
  await expectCurrentSlide(page, 0);
  await page.locator('.gallery').scrollIntoViewIfNeeded();
  // docs/rules.md, "The pages": the current image and two on each side.
  await expect(page.locator('.gallery__item:visible')).toHaveCount(Math.min(SLIDES, 5));
  // The timer started as the page's script ran, on the held clock: one step per 3 s from there.
  for (let index = 1; index < SLIDES; index += 1) {
    await page.clock.runFor(3000);
    await expectCurrentSlide(page, index);
  }
  await page.clock.runFor(3000);
  await expectCurrentSlide(page, 0);
  await expect(page.getByRole('button', { name: 'Next image' })).toBeVisible();
});

test('Pause slideshow stops the gallery where it is, and pressing it again lets it run on (WCAG 2.2.2)', async ({
  page,
}) => {
  await openOnHeldClock(page);
  await page.clock.runFor(3000);
  await expectCurrentSlide(page, 1);
  const pause = page.getByRole('button', { name: 'Pause slideshow' });
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(3000 * 3);
  await expectCurrentSlide(page, 1);
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
  await page.clock.runFor(3000);
  await expectCurrentSlide(page, 2 % SLIDES);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the gallery stacks all six images, each the size of a photo, without controls', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(slides(page)).toHaveCount(SLIDES);
    for (const [index, slide] of (await slides(page).all()).entries()) {
      await expect(slide.getByRole('img')).toHaveAccessibleName(PHOTOS[index]?.photo.alt ?? '');
    }
    const boxes = await slides(page).evaluateAll((list) => list.map((slide) => slide.getBoundingClientRect()));
    const photoRatio = GALLERY_IMAGE_SIZE.width / GALLERY_IMAGE_SIZE.height;
    for (const [index, box] of boxes.entries()) {
      expect(box.width / box.height).toBeCloseTo(photoRatio, 1);
      if (index > 0) expect(box.top).toBeGreaterThanOrEqual((boxes[index - 1]?.bottom ?? 0) - 1);
    }
    await expect(page.locator('.gallery__controls')).toBeHidden();
  });
});

test('with reduced motion the carousel stands still, and its buttons still step', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openOnHeldClock(page);
  await expectCurrentSlide(page, 0);
  await page.clock.runFor(10_000);
  await expectCurrentSlide(page, 0);
  // Visitors who stopped the motion can still step through the photos themselves, both ways round.
  await page.getByRole('button', { name: 'Next image' }).click();
  await expectCurrentSlide(page, 1);
  await page.getByRole('button', { name: 'Previous image' }).click();
  await page.getByRole('button', { name: 'Previous image' }).click();
  await expectCurrentSlide(page, SLIDES - 1);
});

test("the home page with its gallery is axe clean and does not scroll sideways, at a phone's width or a laptop's", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, '/');
  await page.getByRole('region', { name: 'Conference Memories' }).scrollIntoViewIfNeeded();
  await expectFitsEachWidth(page, 'home with its gallery', undefined, {
    axeAtLaptop: 'from 768 px the gallery is a carousel, its images placed and hidden around the current one',
  });
});
