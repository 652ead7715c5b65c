import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { expectNoAxeViolations } from './support/page-checks';
import { SITE_ROUTES } from './support/site-routes';

for (const route of SITE_ROUTES) {
  test(`axe finds no WCAG 2.1 A/AA or best-practice violations on ${route.path}`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expectNoAxeViolations(page);
  });
}

test('axe finds no violations on the 404 page and with the mobile menu and a desktop dropdown open', async ({
  page,
}) => {
  await page.goto('/404.html');
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.locator('#mobile-menu').getByRole('button', { name: 'Venue & Travel' }).click();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Committee' }).hover();
  await expectNoAxeViolations(page);
});
