// The spec's /verify/registration/{id}: the whole record, its receipt inline, Verify Payment and
// Reject proof (each confirmed), and the spec's loading and failure texts. Each test makes its
// own registration; the seeds keep their states.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { chromium, devices, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  ADMIN_LOAD_FAILED,
  ADMIN_NO_ANSWER,
  ADMIN_SESSION_IDLE,
  ADMIN_LOADING,
  balanceReceivedNotShort,
  EMAIL_INVALID,
  NOT_PRINTABLE,
  PAYMENT_UNDER_VERIFICATION,
  UNDO_BEFORE_REJECT,
  VERIFY_PAYMENT_FAILED,
} from '../../functions/src/domain/messages';
import { formatInr } from '../../functions/src/domain/pricing';
import { ADMIN_IDLE_MS } from '../../functions/src/domain/staff-sessions';
import { REVIEW_STATUS_LABELS } from '../../functions/src/domain/review-status';
import { PROOF_SENT_BACK } from '../../functions/src/domain/admin-messages';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { BOUNCING_DOMAIN, SITE_URL } from '../../scripts/suite/config';
import { CHROMIUM_FULL_PATH, LAUNCH_OPTIONS } from '../../playwright.config';
import { idTokenFor } from '../support/auth';
import { postJson } from '../support/api';
import { receivedVerificationPath } from '../support/inbox';
import {
  groupRegistration,
  groupStudents,
  idCards,
  PDF,
  submitRegistration,
  verifyEmailOf,
  verifyPaymentOf,
  uniqueLetters,
} from '../support/registration';
import { MIN_GROUP_STUDENTS } from '../../functions/src/domain/tiers';
import {
  ageServerSession,
  createAdministrator,
  openRecord,
  pastEndedSignIn,
  registrationAt,
  signIn,
  useCurrentAdminCsp,
  type TestUser,
} from './support/admin';
import { openFromMailedLink } from './support/registration-status';
import { PHONE, expectFitsEachWidth, expectNoAxeViolations, expectNoHorizontalScroll } from './support/page-checks';

const db = getFirestore(suiteAdminApp());
let admin: TestUser;

test.beforeAll(async () => {
  admin = await createAdministrator();
});

const state = (page: Page) => page.getByTestId('review-status');
const files = (page: Page) => page.getByRole('region', { name: 'Files' });
const verifyButton = (page: Page) => page.getByRole('button', { name: 'Verify Payment', exact: true });
const rejectButton = (page: Page) => page.getByRole('button', { name: 'Reject proof', exact: true });
const stored = async (id: string) => (await db.doc(`registrations/${id}`).get()).data() ?? {};

// In the full browser of its own: the headless shell the other tests run in has no PDF viewer.
test('open a registration from the table, see its fields and audit, view the receipt inline, verify the payment', async () => {
  // The full browser starts for this test alone, and the verification issues an invoice PDF: 120 s
  // leaves room for three times its slowest run (docs/development.md, "Timeouts and why").
  test.setTimeout(120_000);
  const browser = await chromium.launch({ ...LAUNCH_OPTIONS, executablePath: CHROMIUM_FULL_PATH });
  try {
    await reviewAndVerify(await browser.newPage({ ...devices['Desktop Chrome'], baseURL: SITE_URL }));
  } finally {
    await browser.close();
  }
});

async function reviewAndVerify(page: Page) {
  const { id, email, reference } = await registrationAt('proof-uploaded', { firstName: 'Meenakshi' });
  await useCurrentAdminCsp(page);
  await page.goto('/admin');
  await signIn(page, admin);
  await page.getByLabel('Search', { exact: true }).fill(id);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: id }).click();
  await expect(page).toHaveURL(`/verify/registration/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration Details');

  // Every field, including those the public view hides.
  const fields = page.locator('.admin-fields-grid');
  for (const text of [email, reference, 'Meenakshi', '+91 98765 43210', '1 Campus Road', '580011', 'Female']) {
    await expect(fields).toContainText(text);
  }
  await expect(state(page)).toHaveText(REVIEW_STATUS_LABELS['proof-under-verification']);
  const audit = page.getByRole('table', { name: 'Audit trail' });
  await expect(audit.getByRole('row')).toHaveCount(1 + 3);
  // Each entry in words, its event id beside it.
  await expect(audit.getByRole('row', { name: /upload-proof/ })).toContainText('Payment proof uploaded');

  // The receipt: a preview link asked for with the token, opened in a frame as a sandboxed document
  // that Chromium's PDF viewer draws (a frame of its own inside ours), with a download link.
  const linked = page.waitForResponse((response) => response.url().includes(`/api/admin/uploads/${id}/`));
  await files(page).getByRole('button', { name: 'Show Payment receipt' }).click();
  const link = await linked;
  expect(link.status()).toBe(200);
  expect(await link.request().headerValue('authorization')).toMatch(/^Bearer ./);
  const frame = files(page).locator('iframe[title^="Payment receipt"]');
  await expect(frame).toHaveAttribute('src', new RegExp(`^/backend/uploads/${id}/[^/]+/preview\\?`));
  // The button that showed it now hides it, and keeps the keyboard's focus.
  await expect(files(page).getByRole('button', { name: 'Hide Payment receipt', expanded: true })).toBeFocused();
  await expect.poll(() => page.frames().some((inner) => inner.url().startsWith('chrome-extension://'))).toBe(true);
  const downloading = page.waitForEvent('download');
  // Saved under the server's name for the file, not the name it was uploaded under.
  await files(page).getByRole('link', { name: 'Download payment-receipt-1.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('payment-receipt-1.pdf');
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

  // Cancel changes nothing.
  await verifyButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Verify this payment?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(reference);
  // It asks nothing, so it opens on Cancel: a second Enter does not verify and mail.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(verifyButton(page)).toBeFocused();
  expect((await stored(id)).paymentVerified).toBe(false);

  await verifyButton(page).click();
  await dialog.getByRole('button', { name: 'Yes, verify payment' }).click();
  await expect(state(page)).toHaveText(REVIEW_STATUS_LABELS['payment-verified']);
  await expect(page.getByRole('status').filter({ hasText: 'Payment verified.' })).toBeFocused();
  await expect(audit.getByRole('row', { name: /verify-payment/ })).toContainText(
    `${REVIEW_STATUS_LABELS['proof-under-verification']} → ${REVIEW_STATUS_LABELS['payment-verified']}`,
  );
  await expect(audit).toContainText(admin.email);
  await expect(verifyButton(page)).toHaveCount(0);
  const record = await stored(id);
  expect(record.paymentVerified).toBe(true);
  expect(record.paymentVerifiedBy).toMatchObject({ email: admin.email });
}

test('reject a proof: the reason is required, then the registrant gets it and the state shows at once', async ({
  page,
}) => {
  const lastName = `Rao${randomUUID().slice(0, 6)}`;
  const { id } = await registrationAt('proof-uploaded', { lastName });
  await openRecord(page, id, admin);
  await rejectButton(page).click();
  const dialog = page.getByRole('dialog', { name: `Reject the payment proof of Dr Asha ${lastName} (${id})?` });
  const reason = dialog.getByLabel('Reason (sent to the registrant)');
  await expect(reason).toBeFocused();
  await dialog.getByRole('button', { name: 'Reject payment proof' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please give the reason for rejecting this proof.');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  // From the button pressed back to the field the message is about.
  await expect(reason).toBeFocused();
  expect((await stored(id)).paymentVerified).toBe(false);

  await reason.fill('The amount on the receipt is ₹2,500, not ₹3,600.');
  await dialog.getByRole('button', { name: 'Reject payment proof' }).click();
  await expect(dialog).toBeHidden();
  await expect(state(page)).toHaveText(REVIEW_STATUS_LABELS['proof-rejected']);
  await expect(page.getByRole('table', { name: 'Audit trail' })).toContainText('The amount on the receipt is ₹2,500');
  await expect(rejectButton(page)).toHaveCount(0);
  await expect(verifyButton(page)).toHaveCount(0);
  const record = await stored(id);
  expect(record.reviewStatus).toBe('proof-rejected');
  expect(record.rejection).toMatchObject({
    reason: 'The amount on the receipt is ₹2,500, not ₹3,600.',
    by: admin.email,
  });
  const mail = await db.doc(`mail/${id}-proof-rejected-1`).get();
  expect(String(mail.get('message.text'))).toContain('The amount on the receipt is ₹2,500, not ₹3,600.');
});

test("a misspelt name is corrected from the registration's page: a refusal said in the dialog, then the heading, the audit and the search follow", async ({
  page,
}) => {
  const misspelt = `Nmae${randomUUID().slice(0, 6)}`;
  const right = misspelt.replace('Nmae', 'Name');
  // With a proof, as most are when a name is noticed: its receipt is on the page.
  const { id } = await registrationAt('proof-uploaded', { lastName: misspelt });
  await openRecord(page, id, admin);
  await page.getByRole('button', { name: 'Correct the name' }).click();
  const dialog = page.getByRole('dialog', { name: `Correct how ${id} names its registrant?` });
  const lastName = dialog.getByRole('textbox', { name: 'Last name' });
  await expect(lastName).toHaveValue(misspelt);
  await lastName.fill(`${right} 🙂`);
  await dialog.getByRole('button', { name: 'Save the name' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(NOT_PRINTABLE);
  await lastName.fill(right);
  await dialog.getByRole('button', { name: 'Save the name' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`Dr Asha ${right}`) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Name saved' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audit trail' })).toContainText('Name corrected');
  expect((await stored(id)).lastName).toBe(right);
});

test("a mistyped e-mail address is corrected from the registration's page: a refusal said in the dialog, then the new address verifies", async ({
  page,
}) => {
  // A mistyped domain whose server refuses the mailbox: the verification mail fails.
  const mark = randomUUID().slice(0, 8);
  const { id, email } = await registrationAt('created', { email: `asha-${mark}@${BOUNCING_DOMAIN}` });
  const right = `asha-${mark}@example.org`;
  await openRecord(page, id, admin);
  const bounced = page.locator(`tr[data-mail-id="${id}-verify-email-1"]`);
  await expect(bounced.getByRole('button', { name: /Send again/ })).toBeVisible();
  await page.getByRole('button', { name: 'Correct the e-mail address' }).click();
  const dialog = page.getByRole('dialog', { name: `Correct the e-mail address of ${id}?` });
  await expect(dialog).toContainText(email);
  await expectNoAxeViolations(page, 'the e-mail correction');
  const field = dialog.getByRole('textbox', { name: 'New e-mail address' });
  await field.fill('right@');
  await dialog.getByRole('button', { name: 'Save the address' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(EMAIL_INVALID);
  expect((await stored(id)).email).toBe(email);
  await field.fill(right);
  await dialog.getByRole('button', { name: 'Save the address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `E-mail address saved: ${right}.` })).toBeFocused();
  await expect(page.getByRole('link', { name: right })).toHaveAttribute('href', `mailto:${right}`);
  await expect(page.getByRole('table', { name: 'Audit trail' })).toContainText('E-mail address corrected');
  // The failed mail is not offered again to the old address.
  await expect(bounced).toContainText('To an address the registration no longer has');
  await expect(bounced.getByRole('button', { name: /Send again/ })).toHaveCount(0);
  // The new address's link verifies the registration.
  const response = await fetch(`${SITE_URL}/api${await receivedVerificationPath(right, id)}`);
  expect(response.ok).toBe(true);
  expect((await stored(id)).verified).toBe(true);
});

test("a group's misspelt student is corrected from its page: the dialog lists the institute and each student as registered", async ({
  page,
}) => {
  const mark = uniqueLetters();
  const students = groupStudents(Array.from({ length: MIN_GROUP_STUDENTS }, () => undefined)).map((student, index) => ({
    ...student,
    name: `Pupil${mark} ${index + 1}`,
  }));
  const { status, body } = await submitRegistration(groupRegistration(students, 'KLE Tech'), idCards(students.length));
  expect(status, JSON.stringify(body)).toBe(201);
  const id = String(body.id);
  await verifyEmailOf(id);
  await openRecord(page, id, admin);
  await page.getByRole('button', { name: 'Correct the name' }).click();
  const dialog = page.getByRole('dialog', { name: `Correct how ${id} names its people?` });
  await expect(dialog.getByRole('textbox', { name: 'Institute' })).toHaveValue('KLE Tech');
  for (const [index, student] of students.entries()) {
    await expect(dialog.getByRole('textbox', { name: `Student ${index + 1}`, exact: true })).toHaveValue(student.name);
  }
  await expectNoAxeViolations(page, "a group's name correction");
  await dialog.getByRole('textbox', { name: 'Student 2', exact: true }).fill(`Pupil${mark} Two`);
  await dialog.getByRole('button', { name: 'Save the name' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Name saved' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText(`Pupil${mark} Two`);
  expect(((await stored(id)).students as { name: string }[]).map((student) => student.name)).toEqual(
    students.map((student, index) => (index === 1 ? `Pupil${mark} Two` : student.name)),
  );
});

test('a short payment: the balance is asked for, the registrant pays only it, and a second proof completes the payment', async ({
  page,
  browser,
}) => {
  // Two proofs, a rejection, the registrant's page and a verification with its invoice: 22.5 s in a
  // fresh clone's run; 90 s leaves a machine three times slower room (docs/development.md, "Timeouts and why").
  test.setTimeout(90_000);
  const { id, reference } = await registrationAt('proof-uploaded');
  const due = Number((await stored(id)).totalAmount);
  const short = 100;
  await openRecord(page, id, admin);
  await rejectButton(page).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Reject the payment proof of .* \\(${id}\\)\\?$`) });
  await dialog.getByLabel('Reason (sent to the registrant)').fill(`The transfer was ${formatInr(short)} short.`);
  await dialog.getByLabel('The transfer fell short: ask for the balance').check();
  const received = dialog.getByLabel('Amount received in all (₹)');
  // All of it is no shortfall: the server's sentence stands beside the amount, and nothing changes.
  await received.fill(String(due));
  await dialog.getByRole('button', { name: 'Reject payment proof' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(balanceReceivedNotShort(formatInr(due)));
  await expect(received).toHaveAttribute('aria-invalid', 'true');
  expect((await stored(id)).reviewStatus).toBe('proof-under-verification');
  // Written as amounts are written here, with grouping commas.
  await received.fill((due - short).toLocaleString('en-IN'));
  await dialog.getByRole('button', { name: 'Reject payment proof' }).click();
  await expect(dialog).toBeHidden();
  await expect(state(page)).toHaveText(REVIEW_STATUS_LABELS['proof-rejected']);

  // The registrant's page asks for the balance, and its payment details give the balance only.
  const registrant = await browser.newPage({ baseURL: SITE_URL });
  await openFromMailedLink(registrant, id);
  const asked = registrant.getByRole('alert').filter({ hasText: 'Please pay the balance' });
  await expect(asked).toContainText(`We received ${formatInr(due - short)} of the ${formatInr(due)} due.`);
  await expect(asked).toContainText(`The balance to pay is ${formatInr(short)}.`);
  await expect(registrant.locator('.payment-details__value').first()).toHaveText(formatInr(short));
  await expect(registrant.getByText(formatInr(due), { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(registrant);
  await registrant.getByLabel('Payment Reference ID').fill(`BAL-${reference}`);
  await registrant
    .getByLabel('Receipt (PDF)')
    .setInputFiles({ name: 'balance.pdf', mimeType: 'application/pdf', buffer: PDF });
  await registrant.getByRole('button', { name: 'Upload payment details' }).click();
  await expect(registrant.getByRole('heading', { name: PAYMENT_UNDER_VERIFICATION })).toBeFocused();
  await expect(registrant.getByText(`It is checked as the balance of ${formatInr(short)}`)).toBeVisible();

  // The administrator sees both proofs, each with its reference, and the balance; verifying completes it.
  await page.reload();
  const review = page.getByRole('region', { name: 'Proof review' });
  await expect(review.getByText('Balance asked for', { exact: true })).toBeVisible();
  await expect(review.getByText('was counted received earlier')).toContainText(
    `${formatInr(short)}: ${formatInr(due - short)} was counted received earlier.`,
  );
  const proofs = review.getByRole('list', { name: 'Every proof uploaded' }).getByRole('listitem');
  await expect(proofs).toHaveText([new RegExp(`^Proof 1: ${reference},`), new RegExp(`^Proof 2: BAL-${reference},`)]);
  await verifyButton(page).click();
  await page
    .getByRole('dialog', { name: 'Verify this payment?' })
    .getByRole('button', { name: 'Yes, verify payment' })
    .click();
  await expect(state(page)).toHaveText(REVIEW_STATUS_LABELS['payment-verified']);

  await registrant.reload();
  await expect(registrant.getByText('Your payment is verified.')).toBeVisible();
  await expect(registrant.getByText('Please pay the balance')).toHaveCount(0);
  await registrant.close();
});

test('the spec\'s texts: "Loading...", "Error fetching registration" and "❌ Failed to verify payment"', async ({
  page,
}) => {
  const { id } = await registrationAt('proof-uploaded');
  await useCurrentAdminCsp(page);
  // Hold the record's response until "Loading..." has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/registrations/${id}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/verify/registration/${id}`);
  await page.getByLabel('E-mail address').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status').filter({ hasText: ADMIN_LOADING })).toHaveText(ADMIN_LOADING);
  release();
  await expect(state(page)).toHaveText(REVIEW_STATUS_LABELS['proof-under-verification']);

  // Another administrator rejects the proof meanwhile: verifying it now fails, and the page shows why.
  const other = await idTokenFor({ admin: true });
  const rejected = await postJson(
    `/api/verify/reject-payment/${id}`,
    { reason: 'Blurred' },
    { authorization: `Bearer ${other}` },
  );
  expect(rejected.status).toBe(200);
  await verifyButton(page).click();
  await page.getByRole('button', { name: 'Yes, verify payment' }).click();
  const alert = page.getByRole('alert').filter({ hasText: VERIFY_PAYMENT_FAILED });
  await expect(alert).toContainText(VERIFY_PAYMENT_FAILED);
  await expect(alert).toContainText(PROOF_SENT_BACK);
  await expect(state(page)).toHaveText(REVIEW_STATUS_LABELS['proof-rejected']);
  expect((await stored(id)).paymentVerified).toBeNull();

  await page.goto('/verify/registration/ICEI25-NOPE-0000-00000');
  await expect(page.getByRole('alert').filter({ hasText: ADMIN_LOAD_FAILED })).toContainText(
    'Please enter a valid registration ID',
  );
});

test('a rejection that gets no answer is said in its dialog, the reason kept; one refused because the payment was verified meanwhile is said on the page, which shows the payment verified', async ({
  page,
}) => {
  const { id } = await registrationAt('proof-uploaded');
  await openRecord(page, id, admin);
  const dialog = page.getByRole('dialog');
  const reason = dialog.getByRole('textbox', { name: 'Reason (sent to the registrant)' });

  // The connection drops: nothing is rejected, the dialog says so and keeps the reason, which is not at fault.
  await page.route(`**/api/verify/reject-payment/${id}`, (route) => route.abort('internetdisconnected'));
  await rejectButton(page).click();
  await reason.fill('The receipt is unreadable.');
  await dialog.getByRole('button', { name: 'Reject payment proof' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`The proof was not rejected: ${ADMIN_NO_ANSWER}`);
  await expect(reason).toHaveValue('The receipt is unreadable.');
  await expect(reason).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'a rejection without an answer');
  await page.unroute(`**/api/verify/reject-payment/${id}`);

  // Another administrator verifies the payment meanwhile: the rejection is refused, and the page shows the verification.
  const other = await idTokenFor({ admin: true });
  expect(await verifyPaymentOf(id, other)).toBe(200);
  await dialog.getByRole('button', { name: 'Reject payment proof' }).click();
  await expect(dialog).toBeHidden();
  const said = page.getByRole('alert').filter({ hasText: 'The proof was not rejected' });
  await expect(said).toHaveText(`The proof was not rejected: ${UNDO_BEFORE_REJECT}`);
  await expect(said).toBeFocused();
  await expect(state(page)).toHaveText(REVIEW_STATUS_LABELS['payment-verified']);
  expect((await stored(id)).paymentVerified).toBe(true);
});

test('verifying a payment another administrator verified meanwhile says who did, and that nothing more was done', async ({
  page,
}) => {
  const { id } = await registrationAt('proof-uploaded');
  await openRecord(page, id, admin);
  const other = await idTokenFor({ admin: true });
  const { email } = await getAuth(suiteAdminApp()).verifyIdToken(other);
  expect(await verifyPaymentOf(id, other)).toBe(200);
  await verifyButton(page).click();
  await page.getByRole('button', { name: 'Yes, verify payment' }).click();
  const said = page.getByRole('status').filter({ hasText: 'Already verified by' });
  await expect(said).toContainText(`Already verified by ${email} on `);
  await expect(said).toContainText(': nothing more was done, and no second mail was sent.');
  await expect(said).toBeFocused();
  await expect(state(page)).toHaveText(REVIEW_STATUS_LABELS['payment-verified']);
});

test('a sign-in the server ends mid-rejection (30 minutes idle) brings the sign-in form with its address kept, then the record with the unsent reason kept for sending', async ({
  page,
}) => {
  const { id } = await registrationAt('proof-uploaded');
  const own = await createAdministrator();
  await openRecord(page, id, own);
  await rejectButton(page).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Reason (sent to the registrant)' }).fill('Blurred.');
  // The session the server holds for this sign-in (on the machine's clock, as sign-ins are), made
  // and last used over 30 minutes ago.
  await ageServerSession(own, { signedIn: ADMIN_IDLE_MS + 120_000, lastSeen: ADMIN_IDLE_MS + 60_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'Reject payment proof' }).click();

  await expect(page.getByRole('alert').filter({ hasText: ADMIN_SESSION_IDLE })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(own.email);
  await expect(page.getByLabel('Password')).toBeFocused();
  await pastEndedSignIn(own);
  await page.getByLabel('Password').fill(own.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(id) })).toBeVisible();
  // Nothing was rejected; the page says so, and the reason typed before is in the dialog again.
  await expect(state(page)).toHaveText(REVIEW_STATUS_LABELS['proof-under-verification']);
  await expect(page.getByRole('status').filter({ hasText: 'A rejection you were writing was not sent' })).toBeVisible();
  await rejectButton(page).click();
  const reason = page.getByRole('dialog').getByRole('textbox', { name: 'Reason (sent to the registrant)' });
  await expect(reason).toHaveValue('Blurred.');
  await page.getByRole('dialog').getByRole('button', { name: 'Reject payment proof' }).click();
  await expect(state(page)).toHaveText(REVIEW_STATUS_LABELS['proof-rejected']);
  expect((await stored(id)).rejection).toMatchObject({ reason: 'Blurred.' });
  // Sent, it is kept no longer: the tab holds nothing of it.
  expect(
    await page.evaluate<number>(`Object.keys(sessionStorage).filter((key) => key.includes('reason')).length`),
  ).toBe(0);
});

test("axe finds no violations on a registration's page with its receipt shown and in the review dialog", async ({
  page,
}) => {
  const { id } = await registrationAt('proof-uploaded');
  await openRecord(page, id, admin);
  await files(page).getByRole('button', { name: 'Show Payment receipt' }).click();
  // The headless shell, as a phone's browser, draws no PDF inside the page: the link in its place
  // (the frame is checked in the full browser, above).
  await expect(files(page).getByRole('link', { name: /^open Payment receipt: .+ in a new tab$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await rejectButton(page).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
});

// The reject dialog names whose proof it rejects and looks destructive; after a
// rejection the page says so plainly, with no disabled action above a proof still on show.
test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the reject dialog names the registrant, and its confirmation is a red "Reject payment proof"', async ({
    page,
  }) => {
    const lastName = `Rao${randomUUID().slice(0, 6)}`;
    const { id, reference } = await registrationAt('proof-uploaded', { lastName });
    await openRecord(page, id, admin);
    await rejectButton(page).click();
    const dialog = page.getByRole('dialog', { name: `Reject the payment proof of Dr Asha ${lastName} (${id})?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(reference);
    await expect(dialog).toContainText(`Dr Asha ${lastName} is e-mailed the reason`);
    await expect(dialog.getByLabel('Reason (sent to the registrant)')).toBeFocused();
    const confirm = dialog.getByRole('button', { name: 'Reject payment proof', exact: true });
    // Danger red with white text, 7.3:1.
    await expect(confirm).toHaveCSS('background-color', 'rgb(176, 0, 32)');
    await expect(confirm).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expectFitsEachWidth(page, 'reject dialog');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(rejectButton(page)).toBeFocused();
    expect((await stored(id)).paymentVerified).toBe(false);
  });

  test('after a rejection: the state and reason, the proof listed as rejected, no disabled Verify Payment', async ({
    page,
  }) => {
    const { id, reference } = await registrationAt('proof-uploaded');
    await openRecord(page, id, admin);
    const review = page.getByRole('region', { name: 'Proof review' });
    // A phone's browser draws no PDF inside a page: the receipt opens in a tab of its own.
    await expect(review.getByRole('link', { name: /^open Payment receipt: .+ in a new tab$/ })).toHaveAttribute(
      'href',
      /\/preview\?expires=/,
    );
    await expect(review.locator('iframe')).toHaveCount(0);
    await rejectButton(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason (sent to the registrant)').fill('The receipt is for another payment.');
    await dialog.getByRole('button', { name: 'Reject payment proof' }).click();
    await expect(state(page)).toHaveText(REVIEW_STATUS_LABELS['proof-rejected']);

    const rejected = page.getByTestId('rejected-state');
    await expect(rejected).toContainText(
      /^Proof rejected on \d{1,2} \w{3} \d{4}.* — waiting for a new proof from the registrant\./,
    );
    await expect(rejected).toContainText('Reason sent to the registrant: “The receipt is for another payment.”');
    // Nothing to press, and no proof on show as if it were still to be reviewed.
    await expect(verifyButton(page)).toHaveCount(0);
    await expect(page.locator('.admin-review button:visible')).toHaveCount(0);
    await expect(review).toHaveCount(0);
    await expect(page.getByRole('link', { name: /in a new tab$/ })).toHaveCount(0);
    // The proof stays on record, marked rejected.
    const receipt = files(page).getByRole('listitem').filter({ hasText: 'Rejected payment receipt 1' });
    await expect(receipt).toContainText('Rejected on');
    await expect(receipt).toContainText('“The receipt is for another payment.”');
    await expect(page.getByRole('region', { name: 'Payment proofs' })).toContainText(
      new RegExp(`Reference ${reference}.*rejected`),
    );
    await expectFitsEachWidth(page, 'rejected proof');
  });
});
