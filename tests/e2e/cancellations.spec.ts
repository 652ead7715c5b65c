// Cancellations in the browser: the registrant asks from the status page (a reason is required,
// the request is then with the organisers); the administrator approves it from the record, with a
// refund whose amount needs a reason (icei-2025 has no refund policy), and the credit note against
// the tax invoice downloads; or declines it with a note the status page shows. The fees page states
// the policy, or that it will be announced. The payment's verification issues the invoice. A
// decision needs a recent sign-in, and what was typed survives the sign-in it asks for.
import { readFile } from 'node:fs/promises';
import { getFirestore } from 'firebase-admin/firestore';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatPaise } from '../../functions/src/domain/gst';
import { creditNoteFileName } from '../../functions/src/domain/invoice-number';
import {
  ADMIN_RECENT_SIGN_IN_REQUIRED,
  CANCELLATION_PENDING,
  CANCELLATION_REASON_MISSING,
  REFUND_BANK_DETAILS_MISSING,
  REFUND_WITHOUT_POLICY,
  PENDING_CANCELLATION_UNPAID,
} from '../../functions/src/domain/messages';
import { ON_BEHALF_REASON_MISSING } from '../../functions/src/domain/admin-messages';
import { REFUND_POLICY } from '../../functions/src/domain/refunds';
import { RECENT_SIGN_IN_MS } from '../../functions/src/domain/staff-sessions';
import { CANCELLATION_REQUESTED_LABEL, REVIEW_STATUS_LABELS } from '../../functions/src/domain/review-status';
import { formatCalendarDay, formatCalendarDayLong } from '../../functions/src/domain/venue-time';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { FUNCTION_SETTINGS } from '../support/function-settings';
import { sentMail } from '../support/inbox';
import { postJson } from '../support/api';
import { issuedInvoiceOf } from '../support/registration';
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
import { expectNoAxeViolations, expectNoHorizontalScroll } from './support/page-checks';
import { openFromMailedLink } from './support/registration-status';
import { keyed, linkKeyOf } from '../support/registration';

const db = getFirestore(suiteAdminApp());
let admin: TestUser;

test.beforeAll(async () => {
  admin = await createAdministrator();
});

const cancellationOf = (page: Page) => page.getByRole('region', { name: 'Cancellation' });

/** The download `trigger` starts, by its name, is a PDF. */
async function expectPdfDownload(page: Page, trigger: () => Promise<void>, fileName: string) {
  const download = page.waitForEvent('download', { predicate: (file) => file.suggestedFilename() === fileName });
  await trigger();
  const file = await download;
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
}

const field = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
/** Matches a description that holds the text, literally. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test('at 375 px a paid registration is cancelled at its registrant’s request and refunded; the credit note downloads, axe clean', async ({
  page,
}) => {
  // A paid registration, its request, the refund, a credit note's PDF and axe on a phone: 90 s leaves a
  // machine three times slower room (docs/development.md, "Timeouts and why").
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 900 });
  const id = (await registrationAt('payment-verified')).id;
  const invoice = await issuedInvoiceOf(id);

  // The registrant asks, from the mailed link: a reason is required, then the request is with the organisers.
  const key = await openFromMailedLink(page, id);
  const section = cancellationOf(page);
  await section.getByRole('button', { name: 'Cancel this registration' }).click();
  const reason = field(section, 'Why do you want to cancel?');
  await expect(reason).toBeFocused();
  await section.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(reason).toHaveAccessibleDescription(containing(CANCELLATION_REASON_MISSING));
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toBeFocused();
  await expectNoAxeViolations(page, 'request to cancel refused');
  await reason.fill('I cannot travel to Dharwad in November.');
  await section.getByRole('button', { name: 'Request cancellation' }).click();
  const pending = section.getByTestId('cancellation-state');
  await expect(pending).toBeFocused();
  await expect(pending).toContainText('is with the organisers.');
  await expect(section.getByRole('button', { name: 'Cancel this registration' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'request to cancel pending');
  await expectNoHorizontalScroll(page, 'request to cancel pending');
  // Kept: a reload shows it pending, and offers no second request.
  await page.reload();
  await expect(cancellationOf(page).getByTestId('cancellation-state')).toContainText('is with the organisers.');
  await expect(page.getByRole('button', { name: 'Cancel this registration' })).toHaveCount(0);
  const again = await postJson(keyed(`/api/registrations/${id}/cancellation`, key), { reason: 'Asking twice.' });
  expect(again).toMatchObject({ status: 409, body: { error: CANCELLATION_PENDING } });

  // The administrator approves it with a refund: with no policy, the amount needs a reason.
  await page.setViewportSize({ width: 1366, height: 900 });
  await openRecord(page, id, admin);
  const region = cancellationOf(page);
  await expect(region).toContainText('I cannot travel to Dharwad in November.');
  await expect(region).toContainText('No refund policy: decide the amount');
  // Withdrawing the verification now would leave nothing to refund: its dialog says so.
  await page.getByRole('button', { name: 'Withdraw verification' }).click();
  await expect(page.getByRole('dialog')).toContainText(PENDING_CANCELLATION_UNPAID);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await region.getByRole('button', { name: 'Approve cancellation' }).click();
  const dialog = page.getByRole('dialog');
  // Final, and said so; the button that leaves it keeps the registration, in those words.
  await expect(dialog).toContainText('This cannot be undone');
  await expect(dialog.getByRole('button', { name: 'Keep the registration' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await field(dialog, 'Refund (₹)').fill('1,000.50');
  // Money paid out needs the bank's reference.
  await dialog.getByRole('button', { name: 'Approve cancellation' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(REFUND_BANK_DETAILS_MISSING);
  await field(dialog, 'Bank reference').fill('NEFT-CN-0042');
  // The refund's day is today at the venue, by the suite's clock, unless changed.
  const refundDay = await dialog.getByLabel('Date of the refund').inputValue();
  expect(refundDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await dialog.getByRole('button', { name: 'Approve cancellation' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(REFUND_WITHOUT_POLICY);
  await expectNoAxeViolations(page, 'approval refused');
  await field(dialog, 'Reason for this amount').fill('Half the fee, as agreed by the chairs.');
  await field(dialog, 'Note to the registrant (optional)').fill('We hope to see you next year.');
  await dialog.getByRole('button', { name: 'Approve cancellation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('review-status')).toHaveText(REVIEW_STATUS_LABELS.cancelled);
  await expect(region).toContainText('Cancellation approved');
  await expect(region).toContainText('No refund policy applied to this request.');
  await expect(region).toContainText(`Refunded ₹${formatPaise(100_050)}`);
  await expect(region).toContainText('NEFT-CN-0042');
  const creditNoteNumber = String((await db.doc(`registrations/${id}`).get()).get('cancellation.creditNote.number'));
  expect(creditNoteNumber).not.toBe(invoice.number);
  await expect(region).toContainText(`Credit note ${creditNoteNumber}`);
  await region.getByRole('button', { name: 'Get the credit note (PDF)' }).click();
  // Named as a credit note, never as a second tax invoice.
  const fileName = creditNoteFileName(creditNoteNumber);
  const link = region.getByRole('link', { name: `Download ${fileName}` });
  await expectPdfDownload(page, () => link.click(), fileName);
  await expectNoAxeViolations(page, 'cancellation approved');

  // The registrant's page says so, with the refund and the credit note, and nothing that no longer
  // applies (the tab still holds the mailed link's key).
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`/registration/status?id=${id}`);
  const cancelled = cancellationOf(page).getByTestId('cancellation-state');
  await expect(cancelled).toContainText('This registration was cancelled on');
  await expect(cancelled).toContainText(
    `₹${formatPaise(100_050)} refunded on ${formatCalendarDay(refundDay)} (bank reference NEFT-CN-0042).`,
  );
  await expect(cancelled).toContainText('We hope to see you next year.');
  await expect(cancelled).toContainText(`Credit note No. ${creditNoteNumber}`);
  const creditNote = page.getByRole('link', { name: 'Download credit note (PDF)' });
  await expect(creditNote).toHaveAttribute('href', `/api/registrations/${id}/credit-note?key=${key}`);
  await expectPdfDownload(page, () => creditNote.click(), fileName);
  await expect(page.getByRole('link', { name: 'Open my entry pass' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download receipt (PDF)' })).toHaveCount(0);
  // A part refund leaves the tax invoice standing for the rest.
  await expect(page.getByRole('link', { name: 'Download tax invoice (PDF)' })).toBeVisible();
  // …reduced by the credit note, not cancelled by it; and no correction of an invoice already credited.
  await expect(page.getByText(`reduced by credit note ${creditNoteNumber} (₹${formatPaise(100_050)})`)).toBeVisible();
  await expect(page.getByText('Should the invoice name someone else')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel this registration' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'registration cancelled');
  await expectNoHorizontalScroll(page, 'registration cancelled');
});

test('a request reaches the organisers, the dashboard counts it and the filter lists it; declined with a note, it leaves the list, and the status page shows the note and takes a new request', async ({
  page,
}) => {
  // The status page and the dashboard twice each, the filter and a decision: 90 s (docs/development.md,
  // "Timeouts and why").
  test.setTimeout(90_000);
  const { id } = await registrationAt('email-verified');
  const asked = await postJson(keyed(`/api/registrations/${id}/cancellation`, await linkKeyOf(id)), {
    reason: 'Another meeting that week.',
  });
  expect(asked.status).toBe(200);

  // The organisers are mailed, where registrants' replies go, with the way to the record.
  const notice = await sentMail(`mail/${id}-cancellation-requested-1-organisers`);
  expect(notice.to.map(({ address }) => address)).toEqual([FUNCTION_SETTINGS.MAIL_REPLY_TO]);
  expect(notice.text).toContain(`/verify/registration/${id}`);
  expect(notice.text).not.toContain('Another meeting that week.');

  // The dashboard says requests await; the registration's row says so, and its filter finds it.
  await useCurrentAdminCsp(page);
  await page.goto(`/admin?q=${id}`);
  await signIn(page, admin);
  const toDecide = page
    .getByRole('region', { name: 'Totals' })
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: /^Cancellation requests to decide$/ }) })
    .locator('dd');
  await expect(toDecide).toHaveText(/^[1-9][\d,]*$/);
  const requested = page.getByRole('link', { name: new RegExp(`^\\d+\\s*${CANCELLATION_REQUESTED_LABEL}$`) });
  await expect(requested).toHaveText(`1${CANCELLATION_REQUESTED_LABEL}`);
  await requested.click();
  await expect(page).toHaveURL(/[?&]cancellation=requested\b/);
  await expect(page.getByLabel('Cancellation', { exact: true })).toHaveValue('requested');
  const rows = page.getByRole('table', { name: 'Registrations' }).getByRole('row');
  // The header and the registration's row, which says so beside its status.
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: id })).toContainText(CANCELLATION_REQUESTED_LABEL);

  await page.goto(`/verify/registration/${id}`);
  const heading = page.getByRole('heading', { level: 2, name: new RegExp(id) });
  await expect(heading).toBeVisible();
  const region = cancellationOf(page);
  await expect(region).toContainText('Not paid: there is nothing to refund.');

  // A decision needs a sign-in of the last 5 minutes: an older one brings the sign-in form, and what
  // was typed in the dialog is there again after it.
  await region.getByRole('button', { name: 'Approve cancellation' }).click();
  const dialog = page.getByRole('dialog');
  const note = field(dialog, 'Note to the registrant (optional)');
  await note.fill('Typed before the sign-in was renewed.');
  await ageServerSession(admin, { signedIn: RECENT_SIGN_IN_MS + 60_000 });
  await dialog.getByRole('button', { name: 'Approve cancellation' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ADMIN_RECENT_SIGN_IN_REQUIRED })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(admin.email);
  await pastEndedSignIn(admin);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(heading).toBeVisible();
  await expect(region).toContainText('Another meeting that week.');
  await expect(page.getByRole('status').filter({ hasText: 'An approval you were writing was not sent' })).toBeVisible();
  await region.getByRole('button', { name: 'Approve cancellation' }).click();
  await expect(note).toHaveValue('Typed before the sign-in was renewed.');
  await dialog.getByRole('button', { name: 'Keep the registration' }).click();

  await region.getByRole('button', { name: 'Decline request' }).click();
  await note.fill('The meeting moved: we have kept your place.');
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await expect(dialog).toBeHidden();
  await expect(region).toContainText('Request declined');
  // Decided, nothing typed for it stays in the tab.
  expect(
    await page.evaluate<number>(`Object.keys(sessionStorage).filter((key) => key.includes('cancellation')).length`),
  ).toBe(0);
  await expect(page.getByTestId('review-status')).toHaveText(REVIEW_STATUS_LABELS['awaiting-payment']);
  // Decided, it leaves the list.
  await page.goto(`/admin?q=${id}&cancellation=requested`);
  await expect(page.getByText('No registrations match.')).toBeVisible();
  await expect(requested).toHaveText(`0${CANCELLATION_REQUESTED_LABEL}`);

  await openFromMailedLink(page, id);
  const section = cancellationOf(page);
  await expect(section.getByTestId('cancellation-state')).toContainText('was declined.');
  await expect(section.getByTestId('cancellation-state')).toContainText('The meeting moved: we have kept your place.');
  await expect(section.getByRole('button', { name: 'Cancel this registration' })).toBeVisible();
  await expectNoAxeViolations(page, 'request declined');
});

test('a registrant who asked the organisers by mail has the request recorded for them from the record, then decided there', async ({
  page,
}) => {
  const id = (await registrationAt('email-verified')).id;
  await openRecord(page, id, admin);
  await page.getByRole('button', { name: 'Record a cancellation request' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Record a request to cancel ${id} `) });
  const reason = dialog.getByRole('textbox', { name: 'Their reason, and how they asked' });
  await dialog.getByRole('button', { name: 'Record the request' }).click();
  await expect(reason).toHaveAccessibleDescription(containing(ON_BEHALF_REASON_MISSING));
  await expect(reason).toBeFocused();
  await expectNoAxeViolations(page, 'recording a request, its reason missing');
  await reason.fill('Asked by mail on 14 October: cannot travel.');
  await dialog.getByRole('button', { name: 'Record the request' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Cancellation request recorded' })).toBeFocused();
  const region = cancellationOf(page);
  await expect(region).toContainText('Asked by mail on 14 October: cannot travel.');
  await expect(page.getByRole('button', { name: 'Record a cancellation request' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Audit trail' })).toContainText(admin.email);
  await expect(region.getByRole('button', { name: 'Approve cancellation' })).toBeVisible();
});

test('the fees page states the refund policy, or that it will be announced, and how to cancel', async ({ page }) => {
  await page.goto('/registration');
  const refunds = page.getByRole('region', { name: 'Cancellation and refunds' });
  if (REFUND_POLICY) {
    // A sentence a step, naming its last day and its share, and one for after the last.
    const items = refunds.getByRole('listitem');
    await expect(items).toHaveCount(REFUND_POLICY.length + 1);
    for (const [index, step] of REFUND_POLICY.entries()) {
      await expect(items.nth(index)).toContainText(formatCalendarDayLong(step.until));
      await expect(items.nth(index)).toContainText(step.percent === 0 ? 'no refund' : `${step.percent}%`);
    }
    await expect(items.last()).toContainText('no refund');
  } else {
    await expect(refunds).toContainText('The refund policy will be announced here.');
    await expect(refunds.getByRole('listitem')).toHaveCount(0);
  }
  await expect(refunds.getByRole('link', { name: 'status page' })).toHaveAttribute('href', '/registration/status');
  await expect(refunds).toContainText('the organisers confirm by e-mail');
});
