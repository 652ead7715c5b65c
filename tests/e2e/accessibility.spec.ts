import { expect, test } from './support/test';
import { gotoHydrated } from './support/hydration';
import { expectNoAxeViolations } from './support/page-checks';

// Every route's page is checked as it is loaded in routes.spec.ts, by axe at a phone's width; here,
// the states a load does not show. The header is the one part of every page whose elements differ
// by width (the mobile menu below 768 px, the desktop menu from there): each is checked open, on a
// page whose own entry is marked as the current one in the group opened.
test('axe finds no violations on the 404 page and with the mobile menu and a desktop dropdown open', async ({
  page,
}) => {
  await page.goto('/404.html');
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/committee/general-chairs');
  await page.getByRole('button', { name: 'Menu' }).click();
  const mobileMenu = page.locator('#mobile-menu');
  await mobileMenu.getByRole('button', { name: 'Committee' }).click();
  await expect(mobileMenu.locator('a[aria-current="page"]')).toBeVisible();
  await expectNoAxeViolations(page, 'mobile menu open');

  await page.setViewportSize({ width: 1280, height: 800 });
  const mainMenu = page.getByRole('navigation', { name: 'Main' });
  await mainMenu.getByRole('button', { name: 'Committee' }).hover();
  await expect(mainMenu.locator('a[aria-current="page"]')).toBeVisible();
  await expectNoAxeViolations(page, 'desktop dropdown open');
});

// The check itself can fail: a violation in the page, and one in a frame of the site's origin
// (axe runs inside the page, decision 3), each make it throw.
test('the axe check fails on a violation in the page and in a frame of its own origin', async ({ page }) => {
  await gotoHydrated(page, '/call-for-papers');
  await page.evaluate(`document.querySelector('main').insertAdjacentHTML('beforeend', '<img src="/favicon.svg">')`);
  await expect(page.locator('main img[src="/favicon.svg"]')).toHaveCount(1);
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);

  await gotoHydrated(page, '/call-for-papers');
  await page.evaluate(`document.querySelector('main').insertAdjacentHTML('beforeend',
    '<iframe title="A frame of our own" srcdoc="<title>Frame</title><p>Inside the frame</p>"></iframe>')`);
  const frame = page.frameLocator('iframe[title="A frame of our own"]');
  await expect(frame.getByText('Inside the frame')).toBeVisible();
  await expectNoAxeViolations(page);
  await frame.locator('p').evaluate((p) => p.insertAdjacentHTML('afterend', '<input type="text">'));
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/label/);
});

// WCAG 2.5.3, label in name: a control whose name leaves out its visible words fails the check.
test('the axe check fails on a link whose name does not hold its visible text', async ({ page }) => {
  await gotoHydrated(page, '/call-for-papers');
  await page.evaluate(`document.querySelector('main').insertAdjacentHTML('beforeend',
    '<p><a href="/" aria-label="Home">IEEE IITDh KU</a></p>')`);
  await expect(page.locator('main a[aria-label="Home"]')).toHaveCount(1);
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/label-content-name-mismatch/);
});
