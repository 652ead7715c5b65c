// The power tools on the registrations table and a registration's page: bulk verification and
// reminders with their per-registration results, undo within ten minutes, the payment
// acknowledgement, and the mail delivery log with "Send again" for a bounced mail.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { getFirestore } from 'firebase-admin/firestore';
import { venueDate } from '../../functions/src/domain/venue-time';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { NO_PAYMENT_PROOF } from '../../functions/src/domain/messages';
import { WITHDRAWAL_REASON_REQUIRED } from '../../functions/src/domain/admin-messages';
import { REVIEW_STATUS_LABELS } from '../../functions/src/domain/review-status';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { BOUNCING_DOMAIN } from '../../scripts/suite/config';
import { suiteNow } from '../support/clock';
import { participant, submitRegistration } from '../support/registration';
import { createAdministrator, registrationAt, signIn, useCurrentAdminCsp, type TestUser } from './support/admin';
import { expectNoAxeViolations, expectNoHorizontalScroll } from './support/page-checks';

const db = getFirestore(suiteAdminApp());
const SURNAME = `Numbat${randomUUID().slice(0, 6)}`;
let admin: TestUser;

test.beforeAll(async () => {
  admin = await createAdministrator();
});

async function open(page: Page, path: string) {
  await useCurrentAdminCsp(page);
  await page.goto(path);
  await signIn(page, admin);
}

const stored = async (id: string) => (await db.doc(`registrations/${id}`).get()).data() ?? {};
const auditEvents = async (id: string) =>
  (await db.collection(`registrations/${id}/audit`).get()).docs.map((doc) => doc.get('event') as string);
const mailRow = (page: Page, subject: RegExp) =>
  page.getByRole('region', { name: 'Mail' }).getByRole('row', { name: subject });

test('bulk verify and remind from the table, with a confirmation counting those affected and each result', async ({
  page,
}) => {
  // Created one after another: the table lists the newest first.
  const proofA = await registrationAt('proof-uploaded', { lastName: SURNAME });
  const proofB = await registrationAt('proof-uploaded', { lastName: SURNAME });
  const waiting = await registrationAt('email-verified', { lastName: SURNAME });
  await open(page, `/admin?q=${SURNAME.toLowerCase()}`);
  await expect(page.getByText('Showing 1–3 of 3 registrations.')).toBeVisible();

  const selectAll = page.getByRole('checkbox', { name: 'Select all registrations on this page' });
  await selectAll.check();
  for (const { id } of [proofA, proofB, waiting]) {
    await expect(page.getByRole('checkbox', { name: new RegExp(`^Select ${id}`) })).toBeChecked();
  }
  await expect(page.getByText('3 selected.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Verify payments' }).click();
  const verifyDialog = page.getByRole('dialog', { name: 'Verify payments: 2 registrations?' });
  await expect(verifyDialog).toContainText('2 of the 3 selected registrations are affected');
  await expect(verifyDialog).toContainText('The other 1 is not at a status that allows this');
  // Each one it verifies is named, with the amount it marks received; the one left out is not listed.
  const listed = verifyDialog.getByRole('listitem');
  await expect(listed).toHaveCount(2);
  for (const { id } of [proofA, proofB]) await expect(listed.filter({ hasText: id })).toContainText('₹');
  await expect(listed.filter({ hasText: waiting.id })).toHaveCount(0);
  await verifyDialog.getByRole('button', { name: 'Yes, verify 2' }).click();

  await expect(page.getByRole('heading', { name: '2 of 3 payments verified.' })).toBeFocused();
  const results = page.getByRole('region', { name: 'Results of the last action' });
  await expect(results.getByRole('listitem').filter({ hasText: proofA.id })).toHaveText(`${proofA.id}: Verified`);
  await expect(results.getByRole('listitem').filter({ hasText: waiting.id })).toHaveText(
    `${waiting.id}: not done. ${NO_PAYMENT_PROOF}`,
  );
  const table = page.getByRole('table', { name: 'Registrations' });
  await expect(table.getByRole('row', { name: new RegExp(proofB.id) })).toContainText(
    REVIEW_STATUS_LABELS['payment-verified'],
  );
  await expect(page.getByText('No registration selected.')).toBeVisible();
  for (const { id } of [proofA, proofB]) {
    expect((await stored(id)).paymentVerified).toBe(true);
    expect((await auditEvents(id)).filter((event) => event === 'verify-payment')).toHaveLength(1);
  }

  // The reminder goes to the one awaiting payment; the page says the server's answer.
  await page.getByRole('checkbox', { name: new RegExp(`^Select ${waiting.id}`) }).check();
  await page.getByRole('button', { name: 'Send payment reminder' }).click();
  const remindDialog = page.getByRole('dialog', { name: 'Send payment reminder: 1 registration?' });
  await remindDialog.getByRole('button', { name: 'Yes, send 1' }).click();
  await expect(page.getByRole('heading', { name: '1 of 1 reminder queued.' })).toBeFocused();
  const today = venueDate(await suiteNow()); // "once a day" counts the venue's days, by the suite's clock
  expect((await db.doc(`mail/${waiting.id}-payment-reminder-${today}`).get()).exists).toBe(true);
});

test('undo a fresh verification, get the payment acknowledgement, and follow the mails it sent', async ({ page }) => {
  const { id } = await registrationAt('proof-uploaded');
  await open(page, `/verify/registration/${id}`);
  await page.getByRole('button', { name: 'Verify Payment', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, verify payment' }).click();
  await expect(page.getByTestId('review-status')).toHaveText(REVIEW_STATUS_LABELS['payment-verified']);

  // The acknowledgement, fetched with the token and offered as a download.
  await page.getByRole('button', { name: 'Get the payment acknowledgement (PDF)' }).click();
  const link = page.getByRole('link', { name: `Download ICEI2025-payment-${id}.pdf` });
  await expect(link).toBeFocused();
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`ICEI2025-payment-${id}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

  // The mail log follows the verified mail until the suite's mailer delivered it.
  await expect(mailRow(page, /^Payment verified:/)).toContainText('Delivered');
  await expect(mailRow(page, /verify your e-mail/i)).toContainText('Delivered');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Undo verification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo this payment verification?' });
  await dialog.getByRole('button', { name: 'Yes, undo verification' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verification undone' })).toBeFocused();
  await expect(page.getByTestId('review-status')).toHaveText(REVIEW_STATUS_LABELS['proof-under-verification']);
  await expect(page.getByRole('button', { name: 'Undo verification' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Get the payment acknowledgement (PDF)' })).toHaveCount(0);
  expect((await stored(id)).paymentVerified).toBe(false);
  expect(await auditEvents(id)).toContain('undo-verification');
  // The verified mail had gone out, so a correction follows it; the log shows it at once.
  await expect(mailRow(page, /^Correction:/)).toBeVisible();
  await expect(mailRow(page, /^Payment verified:/)).toBeVisible();
});

test('withdraw a verification found wrong later: a reason is required, then the state, the mail and the dashboard follow', async ({
  page,
}) => {
  const { id } = await registrationAt('proof-uploaded');
  await open(page, `/verify/registration/${id}`);
  await page.getByRole('button', { name: 'Verify Payment', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, verify payment' }).click();
  await expect(page.getByTestId('review-status')).toHaveText(REVIEW_STATUS_LABELS['payment-verified']);
  const verified = page.getByRole('status').filter({ hasText: 'Payment verified. The registrant is sent' });
  await expect(verified).toBeVisible();

  await page.getByRole('button', { name: 'Withdraw verification' }).click();
  const dialog = page.getByRole('dialog', { name: /^Withdraw the payment verification of / });
  await expect(dialog).toContainText(id);
  const reason = dialog.getByLabel('Reason (sent to the registrant)');
  await expect(reason).toBeFocused();
  // Without a reason nothing is sent: the dialog says why, announced, beside the field.
  await dialog.getByRole('button', { name: 'Withdraw verification' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(WITHDRAWAL_REASON_REQUIRED);
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toBeFocused();
  await expectNoAxeViolations(page, 'the withdrawal dialog');
  expect((await stored(id)).paymentVerified).toBe(true);

  await reason.fill('The bank has no credit with this reference.');
  await dialog.getByRole('button', { name: 'Withdraw verification' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verification withdrawn' })).toBeFocused();
  // One message for the page: the verification's own is gone, not left beside its withdrawal.
  await expect(verified).toHaveCount(0);
  await expect(page.getByTestId('review-status')).toHaveText(REVIEW_STATUS_LABELS['proof-rejected']);
  await expect(page.getByTestId('rejected-state')).toContainText('Payment verification withdrawn');
  await expect(page.getByTestId('rejected-state')).toContainText('The bank has no credit with this reference.');
  await expect(page.getByRole('button', { name: 'Withdraw verification' })).toHaveCount(0);
  expect((await stored(id)).paymentVerified).toBeNull();
  expect(await auditEvents(id)).toContain('withdraw-verification');
  await expect(mailRow(page, /^Payment verification withdrawn:/)).toBeVisible();

  // The registrant's status page names the withdrawal, not a proof refused on arrival.
  const statusPage = await page.context().newPage();
  await statusPage.goto(`/registration/status?id=${id}`);
  await expect(
    statusPage.getByRole('alert').filter({ hasText: 'The verification of your payment was withdrawn' }),
  ).toContainText('Reason: The bank has no credit with this reference.');
  await statusPage.close();

  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Registrations' }).click();
  const withdrawn = page
    .getByRole('region', { name: 'Totals' })
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: /^Verifications withdrawn$/ }) })
    .locator('dd');
  await expect(withdrawn).toHaveText(/^[1-9][\d,]*$/);
});

test('a verification older than ten minutes offers no undo', async ({ page }) => {
  await open(page, '/verify/registration/ICEI25-SEED-0000-00004');
  await expect(page.getByTestId('review-status')).toHaveText(REVIEW_STATUS_LABELS['payment-verified']);
  await expect(page.getByRole('button', { name: 'Get the payment acknowledgement (PDF)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo verification' })).toHaveCount(0);
});

test('a bounced mail shows its error and attempts, and can be sent again', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = `bounce-${randomUUID().slice(0, 8)}@${BOUNCING_DOMAIN}`;
  const { body } = await submitRegistration({
    ...participant(email),
    registrationTier: 'student-non-ieee',
    totalAmount: 0,
  });
  const id = String(body.id);
  await open(page, `/verify/registration/${id}`);

  const row = mailRow(page, /verify your e-mail/i);
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('mailbox unavailable');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: /^Send again/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is being sent again' })).toBeFocused();
  // The mailer tries again (and the address bounces again): a second attempt is recorded.
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  await expect(row).toContainText('Failed');
  expect((await db.doc(`mail/${id}-verify-email-1`).get()).get('delivery.attempts')).toBe(2);
});
