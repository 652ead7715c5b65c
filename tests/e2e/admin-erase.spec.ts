// Erasing a registration from its admin page: confirmed with a reason (refused without one,
// announced), then the page says what happened and the API no longer knows the registration.
import { getFirestore } from 'firebase-admin/firestore';
import { expect, test } from '@playwright/test';
import { ERASURE_REASON_REQUIRED } from '../../functions/src/domain/messages';
import { suiteAdminApp } from '../../scripts/suite/admin';
import {
  ADMIN_BROWSER,
  createAdministrator,
  registrationAt,
  signIn,
  useCurrentAdminCsp,
  type TestUser,
} from './support/admin';
import { expectNoAxeViolations } from './support/page-checks';

const db = getFirestore(suiteAdminApp());
let admin: TestUser;

test.use(ADMIN_BROWSER);
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
  expect((await page.request.get(`/api/registrations/${id}`)).status()).toBe(404);
});
