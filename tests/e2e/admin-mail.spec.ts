// The dashboard's Mail section: a test mail goes out through the suite's Trigger Email stand-in to
// the inbox, and the page says what the sender recorded (the server's answer, or why not), and a
// refused one joins the last day's failed mails below; the token it copies for
// `npm run smoke -- --mail-to` is the administrator's, and the API takes it.
import { expect, test } from './support/test';
import { BOUNCING_DOMAIN } from '../../scripts/suite/config';
import { receivedMails } from '../support/inbox';
import { uniqueEmail } from '../support/registration';
import { createAdministrator, signIn, useCurrentAdminCsp, type TestUser } from './support/admin';
import { expectNoAxeViolations } from './support/page-checks';
import { http } from './support/http';

let admin: TestUser;

test.beforeAll(async () => {
  admin = await createAdministrator();
});

test('a test mail reaches the inbox and the page says the server took it; a refused one says why', async ({ page }) => {
  await useCurrentAdminCsp(page);
  await page.goto('/admin');
  await signIn(page, admin);
  const section = page.getByRole('region', { name: 'Mail' });
  const address = section.getByLabel('Send a test mail to');
  await expect(address).toHaveValue(admin.email);

  const to = uniqueEmail();
  await address.fill(to);
  // Pressed by keyboard, as the refusal below is sent with Enter: the section is the dashboard's
  // last, and a section above it that finishes loading late can move it between Playwright's
  // check that the button is still and the click, which then lands beside it (a fresh clone's
  // run on a loaded machine: no request sent, the status empty, the button enabled).
  await section.getByRole('button', { name: 'Send a test mail' }).press('Enter');
  const delivered = section.getByRole('status').filter({ hasText: `Delivered to ${to}.` });
  await expect(delivered).toBeFocused();
  await expect(delivered).toContainText('The mail server answered: 250 ');
  expect(await receivedMails(to, 'Test mail')).toHaveLength(1);
  await expectNoAxeViolations(page, 'the Mail section after a delivery');

  const refused = `refused-${Date.now()}@${BOUNCING_DOMAIN}`;
  await address.fill(refused);
  await address.press('Enter');
  const alert = section.getByRole('alert');
  await expect(alert).toContainText(`Not delivered to ${refused}: 550 5.1.1 <${refused}>: mailbox unavailable`);
  await expect(alert).toBeFocused();

  // Listed with the day's failed mails, in words (not by colour alone) and with the server's answer.
  const failed = section.getByRole('row').filter({ hasText: refused });
  await expect(failed).toContainText('Failed');
  await expect(failed).toContainText('550 ');
  await expectNoAxeViolations(page, 'the Mail section with a failed mail listed');
});

test('copies a token the API takes as this administrator’s', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await useCurrentAdminCsp(page);
  await page.goto('/admin');
  await signIn(page, admin);
  const section = page.getByRole('region', { name: 'Mail' });
  await section.getByRole('button', { name: 'Copy a token for the smoke test' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
  const token = await page.evaluate<string>('navigator.clipboard.readText()');
  expect((await http('/api/admin/stats', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
});
