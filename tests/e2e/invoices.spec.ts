// A verified payment's tax invoice in the browser: the administrator's verification issues it and
// the record names it and downloads it; the registrant's Summary names it and downloads it. The
// edition's demo supplier issues it, in this demo project.
import { readFile } from 'node:fs/promises';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatCalendarDay } from '../../functions/src/domain/venue-time';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { idTokenFor } from '../support/auth';
import { EDITION_FACTS } from '../support/invoicing';
import { issuedInvoiceOf, verifyPaymentOf } from '../support/registration';
import {
  ADMIN_BROWSER,
  createAdministrator,
  registrationAt,
  signIn,
  useCurrentAdminCsp,
  type TestUser,
} from './support/admin';
import { PHONE, expectFitsEachWidth, expectNoAxeViolations } from './support/page-checks';
import { openFromMailedLink } from './support/registration-status';

// The invoice service writes through the suite's admin app (services/firebase.ts takes the first).
const db = getFirestore(suiteAdminApp());
let admin: TestUser;

test.use(ADMIN_BROWSER);
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

test("the administrator's verification issues the tax invoice, which the record names and downloads", async ({
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
