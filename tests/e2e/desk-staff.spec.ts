// /admin/desk-staff in the browser: an administrator gives check-in rights by address (one that is
// not an address refused at its field, nothing sent), sends the unused link again, and the person,
// their password set from the link, signs in at the desk; the page then says they can sign in and
// when they did, and taking the rights back through its dialog removes them. Axe at each state;
// the page fits 375 px.
import { expect, test } from './support/test';
import { EMAIL_INVALID } from '../../functions/src/domain/messages';
import { SITE_URL } from '../../scripts/suite/config';
import { setPasswordFromLink } from '../support/auth';
import { receivedMails } from '../support/inbox';
import { uniqueEmail } from '../support/registration';
import { createAdministrator, signIn, useCurrentAdminCsp, type TestUser } from './support/admin';
import { expectFitsEachWidth, expectNoAxeViolations } from './support/page-checks';

let admin: TestUser;

test.beforeAll(async () => {
  admin = await createAdministrator();
});

test('check-in rights given by address, the unused link sent again, the desk signed in to, and the rights taken back; axe clean, 375 px fits', async ({
  page,
  browser,
}) => {
  await useCurrentAdminCsp(page);
  await page.goto('/admin/desk-staff');
  await signIn(page, admin);
  const nav = page.getByRole('navigation', { name: 'Administration' });
  await expect(nav.getByRole('link', { name: 'Check-in staff' })).toHaveAttribute('aria-current', 'page');
  const form = page.getByRole('form', { name: 'Give check-in rights' });
  const field = form.getByRole('textbox', { name: 'E-mail address' });

  // Not an address: the server's words at the field, announced, and nothing listed.
  await field.fill('desk volunteer');
  await form.getByRole('button', { name: 'Give check-in rights' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(EMAIL_INVALID);
  await expect(form.getByRole('alert')).toHaveText(EMAIL_INVALID);

  // Given by keyboard, typed in capitals: held and shown in lower case.
  const email = uniqueEmail();
  await field.fill(email.toUpperCase());
  await field.press('Enter');
  await expect(page.getByRole('status')).toHaveText(
    `${email} can check people in once they have set a password: the link to set it was mailed to them.`,
  );
  await expect(field).toHaveValue('');
  const staff = page.getByRole('table', { name: 'Check-in staff' });
  const row = staff.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Not yet: the link to set a password is unused');
  await expect(row).toContainText('Never');
  await expectFitsEachWidth(page, 'the check-in staff page');

  await row.getByRole('button', { name: `Send the link again to ${email}` }).click();
  await expect(page.getByRole('status')).toHaveText(`A new link to set a password was mailed to ${email}.`);
  const mails = await receivedMails(email, 'registration desk', { count: 2 });
  const link = /https?:\/\/\S+[?&]oobCode=\S+/.exec(mails[1]?.text ?? '')?.[0] ?? '';

  // The person sets a password on Firebase's page (here its API) and signs in at the desk, in a browser of their own.
  await setPasswordFromLink(link, 'a desk password of their own');
  const desk = await browser.newContext({ baseURL: SITE_URL });
  try {
    const deskPage = await desk.newPage();
    await useCurrentAdminCsp(deskPage);
    await deskPage.goto('/admin/check-in');
    await signIn(deskPage, { email, password: 'a desk password of their own' });
    await expect(deskPage.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
  } finally {
    await desk.close();
  }
  await page.reload();
  await expect(row).toContainText('Yes');
  await expect(row).not.toContainText('Never');
  await expect(row.getByRole('button', { name: `Send the link again to ${email}` })).toHaveCount(0);

  // Taken back through the dialog, which opens on Cancel and says what follows.
  await row.getByRole('button', { name: `Take back the check-in rights of ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Take back the check-in rights of ${email}?` });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(dialog).toContainText('their account is deleted');
  await expectNoAxeViolations(page, 'the dialog');
  await dialog.getByRole('button', { name: 'Take back check-in rights' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(
    `${email} can no longer check people in, and their account is deleted.`,
  );
  await expect(row).toHaveCount(0);
  // The focus is on what came of it, not lost with the row whose button opened the dialog.
  await expect(page.getByRole('status')).toBeFocused();
});
