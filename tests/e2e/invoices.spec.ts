// A verified payment's tax invoice in the browser: the administrator's record offers to issue one
// the verification could not (and says what the edition lacks), then downloads it; the registrant's
// Summary names it and downloads it. The editions give no invoicing facts yet, so the invoice is
// issued in this process with a fictional supplier's (tests/support/invoicing.ts).
import { readFile } from 'node:fs/promises';
import { getFirestore } from 'firebase-admin/firestore';
import { expect, test, type Page } from '@playwright/test';
import { invoicingIncomplete } from '../../functions/src/domain/messages';
import { invoicingFactsOf } from '../../functions/src/domain/invoice';
import { EDITION } from '../../functions/src/domain/edition';
import { formatCalendarDay } from '../../functions/src/domain/venue-time';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { issueTestInvoice } from '../support/invoicing';
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

test('the record of a verified payment issues its tax invoice, or says what the edition lacks, and downloads it', async ({
  page,
}) => {
  const id = (await registrationAt('payment-verified')).id;
  await useCurrentAdminCsp(page);
  await page.goto(`/verify/registration/${id}`);
  await signIn(page, admin);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(id) })).toBeVisible();

  // Refused while the edition's invoicing facts are to be announced, in the server's words.
  const facts = invoicingFactsOf(EDITION.invoicing);
  expect(facts.complete).toBe(false);
  await page.getByRole('button', { name: 'Issue tax invoice' }).click();
  await expect(page.getByRole('alert')).toContainText(invoicingIncomplete(facts.complete ? [] : facts.missing));
  expect((await db.doc(`registrations/${id}`).get()).data()?.invoice ?? null).toBeNull();

  const invoice = await issueTestInvoice(id);
  await page.reload();
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
    const id = (await registrationAt('payment-verified')).id;
    // Before it is issued, the Summary offers the receipt alone.
    const key = await openFromMailedLink(page, id);
    await expect(page.getByRole('link', { name: 'Download receipt (PDF)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download tax invoice (PDF)' })).toHaveCount(0);

    const invoice = await issueTestInvoice(id);
    await page.reload();
    await expect(page.locator('.summary-list')).toContainText(
      `No. ${invoice.number} of ${formatCalendarDay(invoice.date)}`,
    );
    const link = page.getByRole('link', { name: 'Download tax invoice (PDF)' });
    await expect(link).toHaveAttribute('href', `/api/registrations/${id}/invoice?key=${key}`);
    await expectPdfDownload(page, () => link.click(), fileNameOf(invoice.number));
    await expectFitsEachWidth(page, 'the Summary');
  });
});
