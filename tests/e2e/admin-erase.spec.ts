// Erasing a registration from its admin page: confirmed with a reason (refused without one,
// announced), then the page says what happened and the API no longer knows the registration.
import { getFirestore } from 'firebase-admin/firestore';
import { expect, test } from './support/test';
import { ADMIN_RECENT_SIGN_IN_REQUIRED } from '../../functions/src/domain/messages';
import { ERASURE_REASON_REQUIRED } from '../../functions/src/domain/admin-messages';
import { suiteAdminApp } from '../../scripts/suite/admin';
import {
  ageServerSession,
  createAdministrator,
  pastEndedSignIn,
  registrationAt,
  signIn,
  useCurrentAdminCsp,
  type TestUser,
} from './support/admin';
import { http } from './support/http';
import { expectNoAxeViolations } from './support/page-checks';

const db = getFirestore(suiteAdminApp());
let admin: TestUser;

test.beforeAll(async () => {
  admin = await createAdministrator();
});

test('an administrator erases a registration with a reason, from its page, by keyboard', async ({ page }) => {
  const { id } = await registrationAt('proof-uploaded', { firstName: 'Erasable' });
  await useCurrentAdminCsp(page);
  await page.goto(`/verify/registration/${id}`);
  await signIn(page, admin);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(id) })).toBeVisible();

  const opener = page.getByRole('button', { name: 'Erase this registration' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: new RegExp(`Erase Erasable .*\\(${id}\\)`) });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ERASURE_REASON_REQUIRED);
  expect((await db.doc(`registrations/${id}`).get()).exists).toBe(true);

  const reason = dialog.getByLabel('Reason (whose request, and when)');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await reason.fill('Asked by e-mail from the registered address');
  await dialog.getByRole('button', { name: 'Erase for good' }).click();

  const done = page.getByRole('status').filter({ hasText: `${id} was erased.` });
  await expect(done).toBeFocused();
  expect((await db.doc(`registrations/${id}`).get()).exists).toBe(false);
  expect((await db.doc(`erasures/${id}`).get()).get('reason')).toBe('Asked by e-mail from the registered address');
  expect((await http(`/api/registrations/${id}`)).status).toBe(404);
});

test('an erasure asked with a sign-in older than 5 minutes signs the administrator out, saying why; signed in again, it goes', async ({
  page,
}) => {
  const { id } = await registrationAt('proof-uploaded', { firstName: 'Later' });
  await useCurrentAdminCsp(page);
  await page.goto(`/verify/registration/${id}`);
  await signIn(page, admin);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(id) })).toBeVisible();
  // Who opened it is on its page: this very view heads its access history.
  const history = page.getByRole('table', { name: 'Access history' });
  await expect(history.getByRole('row').nth(1)).toContainText(admin.email);
  await expect(history.getByRole('row').nth(1)).toContainText(`GET /api/registrations/${id}`);
  await expectNoAxeViolations(page);

  // The server holds this sign-in as made 6 minutes ago.
  await ageServerSession(admin, { signedIn: 6 * 60_000 });

  await page.getByRole('button', { name: 'Erase this registration' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Erase Later .*\\(${id}\\)`) });
  await dialog.getByLabel('Reason (whose request, and when)').fill('Asked by e-mail from the registered address');
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ADMIN_RECENT_SIGN_IN_REQUIRED })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  expect((await db.doc(`registrations/${id}`).get()).exists).toBe(true);

  await pastEndedSignIn(admin);
  await signIn(page, admin);
  // Signed in again, the page is the record once more, and its dialog opens afresh.
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(id) })).toBeVisible();
  await page.getByRole('button', { name: 'Erase this registration' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason (whose request, and when)').fill('Asked by e-mail from the registered address');
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${id} was erased.` })).toBeFocused();
});
