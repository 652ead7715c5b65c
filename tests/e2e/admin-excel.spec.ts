// Excel on the admin pages, at a phone's and a laptop's width: a bank statement uploaded as .xlsx
// (HDFC's layout, tests/fixtures/bank-statements/hdfc.csv, as its Excel export holds it: date
// cells, numbers, a reference's leading zeros lost) previewed and reconciled; and the
// registrations offered as an Excel file, which opens with its references as text.
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { readSheet } from 'read-excel-file/node';
import { STATEMENT_NOT_XLSX } from '../../functions/src/domain/messages';
import { SITE_URL } from '../../scripts/suite/config';
import { idTokenFor } from '../support/auth';
import { statementWorkbook } from '../support/bank-workbook';
import { createAdministrator, registrationAt, signIn, useCurrentAdminCsp, type TestUser } from './support/admin';
import { PHONE, expectFitsEachWidth } from './support/page-checks';

let admin: TestUser;

test.beforeAll(async () => {
  admin = await createAdministrator();
});

async function amountDue(id: string): Promise<number> {
  const response = await fetch(`${SITE_URL}/api/registrations/${id}`, {
    headers: { authorization: `Bearer ${await idTokenFor({ admin: true })}` },
  });
  return ((await response.json()) as { data: { pricing: { total: number } } }).data.pricing.total;
}

async function openAdmin(page: Page, path: string) {
  await useCurrentAdminCsp(page);
  await page.goto(path);
  await signIn(page, admin);
}

const statementInput = (page: Page) => page.getByLabel('Collection report (CSV or Excel .xlsx)');
const table = (page: Page, name: RegExp) => page.getByRole('region', { name }).getByRole('table');
const preview = (page: Page) => page.getByRole('table', { name: /^First \d+ lines? of / });

// Run on a phone; each screen is checked at a phone's width and a laptop's.
test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test(`an Excel statement: previewed from its header row, reconciled, every credit listed`, async ({ page }) => {
    // Two registrations of the suite: one named by its ID in a narration, one by an IMPS
    // reference typed with the zeros the bank's page showed, which Excel stores without them.
    const imps = String(randomInt(10_000_000, 99_999_999));
    const [byId, byImps] = await Promise.all([
      registrationAt('proof-uploaded', { reference: `XL${randomUUID().slice(0, 8)}` }),
      registrationAt('proof-uploaded', { reference: `0000${imps}` }),
    ]);
    const [dueById, dueByImps] = await Promise.all([amountDue(byId.id), amountDue(byImps.id)]);
    const csv = readFileSync(new URL('../fixtures/bank-statements/hdfc.csv', import.meta.url), 'utf8')
      .replace('ICEI25 AB12 CD34 EF567', byId.id.replaceAll('-', ' '))
      .replace(',15500.00,', `,${dueById}.00,`)
      .replaceAll('78451234', imps)
      .replace(',3600.00,', `,${dueByImps}.00,`);
    const workbook = await statementWorkbook(csv, { numbers: true });

    await openAdmin(page, '/admin/reconciliation');
    await page.getByLabel('Collection report (CSV or Excel .xlsx)').setInputFiles({
      name: 'hdfc-statement.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: workbook,
    });
    // The server read the workbook: its header row, below the bank's lines, and the guess.
    await expect(page.getByLabel('Column with the payment reference')).toHaveValue('Chq./Ref.No.');
    await expect(page.getByLabel('Column with the amount')).toHaveValue('Deposit Amt.');
    await expect(preview(page)).toHaveAccessibleName('First 5 lines of hdfc-statement.xlsx');
    await expect(preview(page).getByRole('row', { name: /^2 / })).toContainText(imps);
    await expectFitsEachWidth(page, 'the preview');

    await page.getByRole('button', { name: 'Reconcile statement' }).click();
    const summary = page.locator('.admin-tools__summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('2 matched');
    await expect(summary).toContainText('lines of the bank’s above the table');
    const matched = table(page, /^Matched/);
    await expect(matched.getByRole('row', { name: /Line 1/ })).toContainText(byId.id);
    await expect(matched.getByRole('row', { name: /Line 2/ })).toContainText(byImps.id);
    await expect(matched.getByRole('row', { name: /Line 2/ })).toContainText(`typed “0000${imps}”`);
    // Every credit listed, the interest apart; the debit left out; nothing unreadable.
    await expect(table(page, /^Other credits/).getByRole('row', { name: /Line 7/ })).toContainText('INTEREST PAID');
    const results = page.locator('.admin-tools__list');
    await expect(results.filter({ hasText: '12,000' })).toHaveCount(0);
    await expect(results.filter({ hasText: 'unreadable' })).toHaveCount(0);
    await expectFitsEachWidth(page, 'the results');

    // A text file renamed .xlsx: the server's sentence at the field, and no preview.
    await statementInput(page).setInputFiles({ name: 'renamed.xlsx', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByRole('alert')).toHaveText(STATEMENT_NOT_XLSX);
    await expect(statementInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(preview(page)).toHaveCount(0);
    await expectFitsEachWidth(page, 'the refusal');
  });

  test(`the registrations as Excel: offered beside the CSV, said to be the file for Excel`, async ({ page }) => {
    const reference = `000${randomInt(100_000_000, 999_999_999)}`;
    const { id } = await registrationAt('proof-uploaded', { reference });
    await openAdmin(page, `/admin?q=${id}`);
    await expect(page.getByText('Showing 1–1 of 1 registrations.')).toBeVisible();

    const excel = page.getByRole('button', { name: 'Export Excel (.xlsx)' });
    await expect(excel).toHaveAccessibleDescription(/To open in Excel, take the Excel file/);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveAccessibleDescription(
      /The CSV is for other programs/,
    );
    await expectFitsEachWidth(page, 'the export buttons');

    const downloading = page.waitForEvent('download');
    await excel.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [headers = [], ...rows] = await readSheet(await readFile(await download.path()));
    expect(rows).toHaveLength(1);
    const row = rows[0] ?? [];
    expect(row[headers.indexOf('Registration ID')]).toBe(id);
    // A text cell: the zeros a CSV opened in Excel would lose.
    expect(row[headers.indexOf('Payment reference')]).toBe(reference);
    await expect(page.getByText('The Excel file of the filtered list was downloaded.')).toBeVisible();
  });
});
