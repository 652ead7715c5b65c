// The desk made for the queue: its own full screen, without the public site's header, with the
// camera, its answer and the search on the first screen of a 375 × 667 phone and side by side on
// a laptop; after a scan the desk scans the next pass by itself; and what each person costs the
// volunteer, in taps, by camera and by name (the seconds are measured by `npm run bench:desk`,
// never here). Passes are held up to a camera the test controls (support/desk-queue.ts).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SITE_URL } from '../../scripts/suite/config';
import { signIn, useCurrentAdminCsp } from './support/admin';
import { checkInByCamera, checkInByName, showPass, useHeldUpCamera } from './support/desk-queue';
import { expectNoAxeViolations, expectNoHorizontalScroll } from './support/page-checks';
import { createCheckInStaff, expectScanAnswer, onConferenceDay, passHolder, type PassHolder } from './support/passes';

const DESK = '/admin/check-in';
const PHONE = { width: 375, height: 667 };
const LAPTOP = { width: 1366, height: 768 };

const passUrl = (holder: PassHolder) => `${SITE_URL}/pass/${holder.code}`;

async function openDesk(page: Page): Promise<void> {
  await useCurrentAdminCsp(page);
  await onConferenceDay(page);
  await useHeldUpCamera(page);
  await page.goto(DESK);
  await signIn(page, await createCheckInStaff());
}

/** Whether `target` lies wholly on the first screen, the page scrolled to its top. */
async function expectOnFirstScreen(
  page: Page,
  target: Locator,
  what: string,
): Promise<{ x: number; y: number; width: number; height: number }> {
  await page.evaluate('window.scrollTo(0, 0)');
  const box = await target.boundingBox();
  const screen = page.viewportSize();
  expect(box, `${what} is shown`).not.toBeNull();
  expect(screen).not.toBeNull();
  if (!box || !screen) throw new Error('unreachable');
  expect(box.y, `${what} starts on the first screen`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what} ends above the fold (${screen.height} px)`).toBeLessThanOrEqual(screen.height);
  return box;
}

/** None of the public site's header, menus, "Register now" or footer: the desk's own bar alone. */
async function expectNoPublicChrome(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Check-in desk');
  await expect(page.getByRole('link', { name: /Register/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Home/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

for (const viewport of [PHONE, LAPTOP]) {
  test(`at ${viewport.width} × ${viewport.height} the desk is full screen: camera, answer and search on the first screen`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const [holder, other] = await Promise.all([passHolder(), passHolder()]);
    await openDesk(page);
    await expectNoPublicChrome(page);
    await page.getByRole('button', { name: 'Start camera' }).click();
    await showPass(page, passUrl(holder));
    const answer = await expectScanAnswer(page, 'go', 'Checked in');
    await expect(answer).toContainText(holder.name);

    const camera = await expectOnFirstScreen(page, page.locator('video'), 'the camera');
    expect(camera.height, 'the camera’s picture is large enough to aim a pass').toBeGreaterThanOrEqual(140);
    await expectOnFirstScreen(page, answer, 'the answer');
    const search = await expectOnFirstScreen(page, page.getByRole('searchbox'), 'the search box');
    if (viewport === LAPTOP) {
      // Side by side: the camera and its answer on the left, the search on the right.
      expect(search.x, 'the search beside the camera').toBeGreaterThanOrEqual(camera.x + camera.width);
    }
    await expectNoAxeViolations(page, `the desk at ${viewport.width} px`);
    await expectNoHorizontalScroll(page, `the desk at ${viewport.width} px`);

    // The first result of a search by name is on the first screen too, the camera stopped (at 375 px
    // with the camera on, the search box is, its results a swipe below).
    await page.getByRole('button', { name: 'Stop camera' }).click();
    await page.getByRole('searchbox').fill(other.name);
    await page.getByRole('searchbox').press('Enter');
    const found = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: other.name }) });
    await expectOnFirstScreen(page, found.getByRole('button', { name: `Check in ${other.name}` }), 'its Check in');
    await expectNoAxeViolations(page, `search results at ${viewport.width} px`);
  });
}

test('after a check-in by camera the desk is ready for the next person without a tap, and by name with three', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const [first, second, third, fourth] = await Promise.all(Array.from({ length: 4 }, () => passHolder()));
  if (!first || !second || !third || !fourth) throw new Error('four registrations were asked for');
  await openDesk(page);
  await page.getByRole('button', { name: 'Start camera' }).click();

  // A keyboard user in the search box keeps the focus while passes are scanned.
  await page.getByRole('searchbox').focus();
  for (const holder of [first, second]) {
    const cost = await checkInByCamera(page, { name: holder.name, passUrl: passUrl(holder) });
    expect(cost, `by camera, ${holder.name}`).toMatchObject({ taps: 0, swipes: 0, typed: 0 });
  }
  // The second answer replaced the first, and nothing moved the focus.
  const answer = await expectScanAnswer(page, 'go', 'Checked in');
  await expect(answer).toContainText(second.name);
  await expect(answer).not.toContainText(first.name);
  await expect(page.getByRole('searchbox')).toBeFocused();

  // By name: a tap into the box for the first person; then the name typed over the last, Enter,
  // Check in and Next, nothing scrolled.
  await page.getByRole('button', { name: 'Stop camera' }).click();
  await page.getByRole('searchbox').blur();
  const byName = [await checkInByName(page, third), await checkInByName(page, fourth)];
  expect(byName.map(({ taps, swipes }) => ({ taps, swipes }))).toEqual([
    { taps: 4, swipes: 0 },
    { taps: 3, swipes: 0 },
  ]);
});

test('a phone that stops looking for a moment, the pass still in view, does not check the same person in again', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const [first, second] = await Promise.all([passHolder(), passHolder()]);
  await openDesk(page);
  const checkIns: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/admin/check-in') {
      checkIns.push(String((request.postDataJSON() as { code?: string }).code));
    }
  });
  await page.getByRole('button', { name: 'Start camera' }).click();
  await checkInByCamera(page, { name: first.name, passUrl: passUrl(first) });

  // The page busy for twice as long as a pass must be out of view to be read again: the camera
  // looks at nothing meanwhile, and the pass is still there when it looks again.
  await page.evaluate(`(() => { const until = performance.now() + 3000; while (performance.now() < until); })()`);
  await checkInByCamera(page, { name: second.name, passUrl: passUrl(second) });
  expect(checkIns, 'one check-in per pass, in the order shown').toEqual([first.code, second.code]);
  await expect(page.getByRole('region', { name: 'Last scan' })).not.toContainText('Already checked in');
});
