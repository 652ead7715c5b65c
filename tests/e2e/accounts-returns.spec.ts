// /admin/accounts, its GST returns: for the month of a B2B and a B2C invoice, GSTR-1's tables add
// up and its file downloads; the B2B invoice is listed among the e-invoices, not registered, its
// JSON downloads, and the portal's answer to that JSON, pasted and imported, gives it its IRN.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { EInvoiceJson } from '../../functions/src/domain/e-invoice';
import { gstinCheckCharacter } from '../../functions/src/domain/gstin';
import { financialYearOf } from '../../functions/src/domain/invoice-number';
import { idTokenFor } from '../support/auth';
import { irpAnswerFor } from '../support/irp';
import { issuedInvoiceOf, paidRegistration, participant } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';
import { createAdministrator, signIn, useCurrentAdminCsp, type TestUser } from './support/admin';
import { PHONE, expectNoAxeViolations, expectNoHorizontalScroll } from './support/page-checks';

const first14 = '29AAACM9876Q1Z';
const institution = {
  name: 'Mysore Institute of Engineering',
  address: 'Accounts Office, 4 Palace Road\nMysuru 570001',
  stateCode: '29',
  gstin: `${first14}${gstinCheckCharacter(first14)}`,
};
const attendee = () => ({ ...participant(), ...tierFields(individualTier({ ieee: false })) });

let admin: TestUser;
let b2b: { number: string; date: string };
let b2c: { number: string; date: string };

test.beforeAll(async () => {
  admin = await createAdministrator();
  const adminToken = await idTokenFor({ admin: true });
  const [business, person] = await Promise.all([
    paidRegistration({ ...attendee(), billing: institution }, { adminToken, referencePrefix: 'RETURNS' }),
    paidRegistration(attendee(), { adminToken, referencePrefix: 'RETURNS' }),
  ]);
  b2b = await issuedInvoiceOf(business);
  b2c = await issuedInvoiceOf(person);
});

/** A table's cells by row, as the page shows them. */
const cells = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));

/** The file a click on `button` downloads: its suggested name and its path on disk. */
async function downloaded(page: Page, button: Locator) {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  return { name: download.suggestedFilename(), path: await download.path() };
}

test("GSTR-1 of the invoices' month adds up and downloads; the B2B invoice's e-invoice is registered from the portal's answer", async ({
  page,
}) => {
  await useCurrentAdminCsp(page);
  await page.goto('/admin/accounts');
  await signIn(page, admin);
  await expect(page.getByRole('heading', { name: 'Totals' })).toBeVisible();

  // The month of the invoices, in its financial year.
  await page.getByLabel('Financial year').selectOption(String(financialYearOf(b2b.date)));
  await page.getByLabel('Return period').selectOption(b2b.date.slice(0, 7));

  const gstr1 = page.getByRole('region', { name: 'GSTR-1', exact: true });
  const tables = gstr1.getByRole('table', { name: 'GSTR-1 tables' });
  await expect(tables).toBeVisible();
  const b2bRow = (await cells(tables)).find((row) => row[0]?.startsWith('4A'));
  expect(Number(b2bRow?.[1])).toBeGreaterThanOrEqual(1);
  await expect(gstr1).toContainText('The tables add up to the period’s invoices less credit notes: ₹');
  await expect(gstr1.getByRole('alert')).toHaveCount(0);

  const gstr1File = await downloaded(page, gstr1.getByRole('button', { name: 'Download GSTR-1 (JSON)' }));
  expect(gstr1File.name).toMatch(/^GSTR1-.+\.json$/);
  expect(JSON.parse(await readFile(gstr1File.path, 'utf8'))).toHaveProperty('fp');

  // The e-invoices of the same month: the B2B invoice, not yet registered; never the B2C one.
  const eInvoices = page.getByRole('region', { name: 'E-invoices (IRN)' });
  const list = eInvoices.getByRole('table', { name: 'E-invoices (IRN)' });
  const row = list.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: b2b.number, exact: true }) });
  await expect(row).toContainText('Not registered');
  await expect(row).toContainText(institution.gstin);
  expect((await cells(list)).map((cellsOfRow) => cellsOfRow[0])).not.toContain(b2c.number);

  const one = await downloaded(
    page,
    row.getByRole('button', { name: `Download e-invoice JSON of ${b2b.number}`, exact: true }),
  );
  const json = JSON.parse(await readFile(one.path, 'utf8')) as EInvoiceJson;
  expect(json.DocDtls.No).toBe(b2b.number);
  const answer = irpAnswerFor(json);

  const field = eInvoices.getByLabel('The portal’s answer (JSON)');
  await field.fill(answer.text);
  await eInvoices.getByRole('button', { name: 'Import answer' }).click();
  await expect(eInvoices.getByRole('status').filter({ hasText: 'IRN registered' })).toHaveText(
    `IRN registered for ${b2b.number}.`,
  );
  await expect(field).toHaveValue('');
  await expect(row).not.toContainText('Not registered');
  await expect(row).toContainText(answer.irn.slice(0, 12));
  await expect(row).toContainText(`Ack No. ${answer.ackNo}`);

  // An answer that is none is refused in the server's words, and stays in the field to correct.
  await field.fill('not the portal’s answer');
  await eInvoices.getByRole('button', { name: 'Import answer' }).click();
  await expect(eInvoices.getByRole('alert')).not.toBeEmpty();
  await expect(field).toHaveValue('not the portal’s answer');
  await expect(field).toBeFocused();

  await expectNoAxeViolations(page, 'the GST returns');
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page, 'the GST returns at 375 px');
  await expectNoAxeViolations(page, 'the GST returns at 375 px');
});
