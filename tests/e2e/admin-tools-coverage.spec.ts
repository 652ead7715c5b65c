// The paper coverage page: accepted paper IDs read from a file, each paper with its registrations,
// the uncovered ones, and the reminder to their authors (the second press the same day sends none).
import { randomInt } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { CONFERENCE } from '../../functions/src/domain/conference';
import { venueDate } from '../../functions/src/domain/venue-time';
import { expect, test } from './support/test';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { idTokenFor } from '../support/auth';
import { suiteNow } from '../support/clock';
import { participant, submitRegistration, uploadProofFor, verifyEmailOf } from '../support/registration';
import { createAdministrator, readsRegistrationData, signIn, useCurrentAdminCsp, type TestUser } from './support/admin';
import { expectNoAxeViolations, expectNoHorizontalScroll } from './support/page-checks';
import { adminPost } from './support/registration-status';

const db = getFirestore(suiteAdminApp());
const RUN = randomInt(10_000, 100_000);
const [COVERED, WAITING, NOBODY] = [1, 2, 3].map((n) => `${CONFERENCE.shortName}-${RUN}${n}`) as [
  string,
  string,
  string,
];
let admin: TestUser;
let covering = '';
let waiting = '';

async function author(paperId: string): Promise<string> {
  const { status, body } = await submitRegistration({
    ...participant(),
    registrationTier: 'author-presenter-non-ieee',
    numPapers: 1,
    paperIds: [paperId.toLowerCase()],
    totalAmount: 0,
  });
  if (status >= 300) throw new Error(`registering an author answered ${status}: ${JSON.stringify(body)}`);
  return String(body.id);
}

test.beforeAll(async () => {
  admin = await createAdministrator();
  [covering, waiting] = await Promise.all([author(COVERED), author(WAITING)]);
  await verifyEmailOf(covering);
  await uploadProofFor(covering, `REF-${covering}`);
  expect(await adminPost(`/api/verify/verify-registration/${covering}`, await idTokenFor({ admin: true }))).toBe(200);
});

test('shows each accepted paper with its registrations, the uncovered ones, and reminds their authors once a day', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await useCurrentAdminCsp(page);
  await page.goto('/admin/paper-coverage');
  await signIn(page, admin);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paper Coverage');

  const ids = page.getByLabel('Accepted paper IDs');
  await ids.fill('   ');
  await page.getByRole('button', { name: 'Save list and check coverage' }).click();
  await expect(page.getByRole('alert')).toHaveText('Paste the accepted paper IDs.');
  await expect(ids).toHaveAttribute('aria-invalid', 'true');

  // The list from a file, as exported from the review system (a repeat is dropped).
  await page.getByLabel('Or read the list from a file (text or CSV)').setInputFiles({
    name: 'accepted.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(`${COVERED}\n${WAITING}, ${NOBODY}\n${COVERED}\n`),
  });
  await expect(ids).toHaveValue(`${COVERED}\n${WAITING}, ${NOBODY}\n${COVERED}\n`);
  await page.getByRole('button', { name: 'Save list and check coverage' }).click();

  const summary = page.locator('.admin-tools__summary');
  await expect(summary).toBeFocused();
  await expect(summary).toHaveText('3 accepted papers; 2 without a payment-verified registration.');
  const papers = page.getByRole('region', { name: 'Papers and their registrations' }).getByRole('table');
  await expect(papers.getByRole('row', { name: new RegExp(COVERED) })).toContainText(
    `${covering} (payment verified)Covered`,
  );
  await expect(papers.getByRole('row', { name: new RegExp(WAITING) })).toContainText(
    `${waiting} (payment not verified)Not covered`,
  );
  await expect(papers.getByRole('row', { name: new RegExp(NOBODY) })).toContainText('NoneNot covered');
  const uncovered = page.getByRole('region', { name: 'Papers not covered (2)' });
  await expect(uncovered.getByRole('listitem')).toHaveText([
    `${WAITING}: 1 registration, none payment-verified`,
    `${NOBODY}: no registration names it`,
  ]);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  const remind = page.getByRole('button', { name: 'Send reminders to authors of uncovered papers' });
  await expect(page.getByText('1 registrant named an uncovered paper.')).toBeVisible();
  await remind.click();
  const dialog = page.getByRole('dialog', { name: 'Send 1 reminder?' });
  await dialog.getByRole('button', { name: 'Yes, send 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 reminder was queued.' })).toBeFocused();
  const today = venueDate(await suiteNow()); // "once a day" counts the venue's days, by the suite's clock
  expect(String((await db.doc(`mail/${waiting}-paper-reminder-${today}`).get()).get('message.subject'))).toContain(
    WAITING.toLowerCase(),
  );
  expect((await db.doc(`mail/${covering}-paper-reminder-${today}`).get()).exists).toBe(false);

  // The second press the same day: the server sends none, and the page says why.
  await remind.click();
  await dialog.getByRole('button', { name: 'Yes, send 1' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'No reminder was sent: the registrant was already reminded today. Reminders go out at most once a day.',
  );
  await expect(page.getByRole('alert')).toBeFocused();
});

for (const path of ['/admin/reconciliation', '/admin/paper-coverage']) {
  test(`${path} is prerendered noindex and shows a signed-out visitor only the sign-in form`, async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (readsRegistrationData(request.url())) apiCalls.push(request.url());
    });
    await useCurrentAdminCsp(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Reconcile statement|Save list/ })).toHaveCount(0);
    expect(apiCalls).toEqual([]);
  });
}
