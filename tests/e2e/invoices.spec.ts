// A verified payment's tax invoice in the browser: the administrator's verification issues it and
// the record names it and downloads it; the registrant's Summary names it and downloads it. The
// edition's demo supplier issues it, in this demo project.
import { readFile } from 'node:fs/promises';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatCalendarDay } from '../../functions/src/domain/venue-time';
import { DIALOG_NOT_LOADED } from '../../functions/src/domain/messages';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { idTokenFor } from '../support/auth';
import { EDITION_FACTS } from '../support/invoicing';
import { issuedInvoiceOf, verifyPaymentOf } from '../support/registration';
import { createAdministrator, registrationAt, signIn, useCurrentAdminCsp, type TestUser } from './support/admin';
import { PHONE, expectFitsEachWidth, expectNoAxeViolations } from './support/page-checks';
import { openFromMailedLink } from './support/registration-status';

// The invoice service writes through the suite's admin app (services/firebase.ts takes the first).
const db = getFirestore(suiteAdminApp());
let admin: TestUser;

test.beforeAll(async () => {
  admin = await createAdministrator();
});

/**
 * The download `trigger` starts, by its name: the headless shell, which has no PDF viewer, also
 * downloads the record's proof of payment where the full browser would show it in its frame.
 */
async function expectPdfDownload(page: Page, trigger: () => Promise<void>, fileName: string) {
  const download = page.waitForEvent('download', { predicate: (file) => file.suggestedFilename() === fileName });
  await trigger();
  const file = await download;
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
}

const fileNameOf = (number: string) => `tax-invoice-${number.replaceAll('/', '-')}.pdf`;

test("the administrator's verification issues the tax invoice, which the record names and downloads, and whose recipient it corrects", async ({
  page,
}) => {
  const id = (await registrationAt('proof-uploaded')).id;
  await useCurrentAdminCsp(page);
  await page.goto(`/verify/registration/${id}`);
  await signIn(page, admin);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(id) })).toBeVisible();

  await page.getByRole('button', { name: 'Verify Payment', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Verify this payment?' })
    .getByRole('button', { name: 'Yes, verify payment' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment verified.' })).toBeFocused();

  // Issued by that click, with the edition's facts (its demo supplier, in this demo project).
  const invoice = (await db.doc(`registrations/${id}`).get()).data()?.invoice as { number: string; date: string };
  expect(invoice.number.startsWith(`${EDITION_FACTS.prefix}/`)).toBe(true);
  await expect(page.getByText(`Tax invoice ${invoice.number} of ${formatCalendarDay(invoice.date)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Issue tax invoice' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Get the tax invoice (PDF)' }).click();
  const link = page.getByRole('link', { name: `Download ${fileNameOf(invoice.number)}` });
  await expectPdfDownload(page, () => link.click(), fileNameOf(invoice.number));
  await expectNoAxeViolations(page);

  // The institution's GSTIN came after the payment: the invoice is corrected, not edited. The
  // dialog loads when first asked for; a load that fails says so, and the page loaded again has it.
  await page.route('**/assets/invoice-correction-dialog-*.js', (route) => route.abort());
  await page.getByRole('button', { name: 'Correct the recipient' }).click();
  await expect(page.getByRole('alert').filter({ hasText: DIALOG_NOT_LOADED })).toBeVisible();
  await page.unroute('**/assets/invoice-correction-dialog-*.js');
  await page.reload();
  await page.getByRole('button', { name: 'Correct the recipient' }).click();
  const dialog = page.getByRole('dialog', { name: `Correct the recipient of tax invoice ${invoice.number}?` });
  await expect(dialog.getByText('A credit note cancels tax invoice')).toBeVisible();
  await dialog.getByRole('radio', { name: 'An institution (its billing details)' }).check();
  await dialog.getByRole('button', { name: 'Issue the corrected invoice' }).click();
  // Each problem at its field, the first with the focus; nothing is sent.
  await expect(dialog.getByRole('textbox', { name: 'Institution name' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Institution name' }).fill('Dharwad Institute of Technology');
  await dialog
    .getByRole('textbox', { name: 'Billing address' })
    .fill('Accounts Office, 3 College Road\nDharwad 580001');
  await dialog.getByRole('combobox', { name: 'State or union territory' }).selectOption({ label: 'Karnataka' });
  await dialog.getByRole('button', { name: 'Issue the corrected invoice' }).click();
  const reason = dialog.getByRole('textbox', { name: 'What was wrong (printed on the credit note)' });
  await expect(reason).toBeFocused();
  await reason.fill('Invoiced to the registrant; the institute pays');
  await dialog.getByRole('button', { name: 'Issue the corrected invoice' }).click();
  const told = page.getByRole('status').filter({ hasText: `cancels tax invoice ${invoice.number}` });
  await expect(told).toBeFocused();
  const corrected = (await db.doc(`registrations/${id}`).get()).data()?.invoice as { number: string };
  await expect(told).toContainText(`tax invoice ${corrected.number} replaces it`);
  // The record's documents: the invoice, the credit note that cancels it, and the new one.
  const documents = page.getByRole('region', { name: 'Tax documents' });
  await expect(documents.getByText(`Tax invoice ${invoice.number} of`)).toContainText('cancelled by credit note');
  await expect(documents.getByText(`Tax invoice ${corrected.number} of`)).toBeVisible();
  await expect(page.getByText(`Tax invoice ${corrected.number} of`).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test(`the registrant's Summary names the tax invoice and downloads it, axe clean`, async ({ page }) => {
    const id = (await registrationAt('proof-uploaded')).id;
    // Before the payment is verified, the Summary offers no invoice.
    const key = await openFromMailedLink(page, id);
    await expect(page.getByRole('heading', { level: 3, name: 'Payment is Under Verification' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download tax invoice (PDF)' })).toHaveCount(0);

    expect(await verifyPaymentOf(id, await idTokenFor({ admin: true }))).toBe(200);
    const invoice = await issuedInvoiceOf(id);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Download receipt (PDF)' })).toBeVisible();
    await expect(page.locator('.summary-list')).toContainText(
      `No. ${invoice.number} of ${formatCalendarDay(invoice.date)}`,
    );
    const link = page.getByRole('link', { name: 'Download tax invoice (PDF)' });
    await expect(link).toHaveAttribute('href', `/api/registrations/${id}/invoice?key=${key}`);
    await expectPdfDownload(page, () => link.click(), fileNameOf(invoice.number));
    await expectFitsEachWidth(page, 'the Summary');
  });
});
