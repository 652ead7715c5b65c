// /admin/accounts: the registers an institute's accounts section files GST returns from. The
// payments' verifications issue the invoices and an undo the credit note; the page lists them, its
// totals add up, and each register's CSV holds the rows the page shows.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatPaise } from '../../functions/src/domain/gst';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { idTokenFor } from '../support/auth';
import { callApi } from '../support/api';
import { issuedInvoiceOf, verifyPaymentOf } from '../support/registration';
import { laterRowsProblem } from '../support/registers';
import { createAdministrator, registrationAt, signIn, useCurrentAdminCsp, type TestUser } from './support/admin';
import { PHONE, expectFitsEachWidth } from './support/page-checks';

// The invoice service writes through the suite's admin app (services/firebase.ts takes the first).
const db = getFirestore(suiteAdminApp());
let admin: TestUser;
const issued: { number: string; date: string }[] = [];
let credited: { number: string; date: string } | null = null;

test.beforeAll(async () => {
  admin = await createAdministrator();
  const token = await idTokenFor({ admin: true });
  for (let n = 0; n < 2; n += 1) {
    const { id } = await registrationAt('proof-uploaded');
    expect(await verifyPaymentOf(id, token)).toBe(200);
    issued.push(await issuedInvoiceOf(id));
    if (n === 0) {
      // Undone: the invoice is cancelled by a credit note.
      expect((await callApi('POST', `/api/verify/undo-verification/${id}`, { token })).status).toBe(200);
      credited = (await db.doc(`invoices/${id}_1`).get()).data()?.creditNote ?? null;
    }
  }
  expect((await db.collection('creditNotes').where('particulars.number', '==', credited?.number).get()).size).toBe(1);
});

async function openAccounts(page: Page) {
  await useCurrentAdminCsp(page);
  await page.goto('/admin/accounts');
  await signIn(page, admin);
  await expect(page.getByRole('heading', { name: 'Totals' })).toBeVisible();
}

/** A table's cells by row, as the page shows them. */
const cells = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test(`the accounts page lists the year's invoices and credit notes, with totals that add up, axe clean`, async ({
    page,
  }) => {
    // The page lists every invoice and credit note the run has issued so far, checked at two widths
    // and by axe, then two PDFs: 90 s (docs/development.md, "Timeouts and why").
    test.setTimeout(90_000);
    await openAccounts(page);
    const invoices = await cells(page, 'Tax invoices');
    for (const invoice of issued) expect(invoices.map((row) => row[0])).toContain(invoice.number);
    const credits = await cells(page, 'Credit notes');
    const credit = credits.find((row) => row[0] === credited?.number);
    expect(credit?.at(-2)).toBe(issued[0]?.number);

    // The net is the invoices' total less the credit notes', to the paisa, as the rows sum.
    const paise = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);
    const totalOf = (rows: string[][]) => rows.reduce((sum, row) => sum + paise(row[9] ?? '0'), 0);
    const totals = Object.fromEntries((await cells(page, 'Totals')).map((row) => [row[0], row]));
    expect(totals['All invoices']?.[6]).toBe(formatPaise(totalOf(invoices)));
    expect(totals['Credit notes']?.[6]).toBe(formatPaise(totalOf(credits)));
    expect(totals['Net (invoices less credit notes)']?.[6]).toBe(formatPaise(totalOf(invoices) - totalOf(credits)));
    // Documents are counted where they are listed, not on the difference.
    expect(totals['All invoices']?.[1]).toBe(String(invoices.length));
    expect(totals['Net (invoices less credit notes)']?.[1]).toBe('');

    // Against the dashboard, every year: what was kept is what was invoiced, but for the
    // registrations listed, whose differences make up the difference shown.
    const against = Object.fromEntries(
      (await cells(page, 'Against the dashboard')).map((row) => [row[0], paise((row[1] ?? '').replace('₹', ''))]),
    );
    const kept = against['Kept'] ?? NaN;
    expect(kept).toBe(
      (against['Payments verified (the dashboard’s amount)'] ?? NaN) - (against['Less refunds'] ?? NaN),
    );
    const difference = against['Difference'] ?? NaN;
    expect(difference).toBe(kept - (against['Invoiced to registrations, less credit notes'] ?? NaN));
    if (difference !== 0) {
      await expect(page.getByRole('heading', { name: /registrations? differs?, by/ })).toContainText(
        `by ₹${formatPaise(difference)} in all`,
      );
    }
    await expectFitsEachWidth(page, 'accounts');

    // Each document prints from its register, the credit note too: what an auditor asks for.
    for (const [table, number] of [
      ['Tax invoices', issued[1]?.number],
      ['Credit notes', credited?.number],
    ] as const) {
      const row = page
        .getByRole('table', { name: table })
        .getByRole('row')
        .filter({ hasText: number ?? '' });
      await row.getByRole('button', { name: `PDF of ${number}` }).click();
      const downloading = page.waitForEvent('download');
      await row.getByRole('link', { name: /^Download .+\.pdf$/ }).click();
      const pdf = await readFile(await (await downloading).path());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});

test('each register downloads as CSV with the rows the page shows, and a month narrows both', async ({ page }) => {
  await openAccounts(page);
  const shown = (await cells(page, 'Tax invoices')).map((row) => row[0]);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Invoice register (CSV)' }).click();
  const download = await downloading;
  // Named after the financial year as the page writes it (2025-26), not the year it starts in.
  const [, starts, ends] = /^invoices-(\d{4})-(\d{2})\.csv$/.exec(download.suggestedFilename()) ?? [];
  expect(Number(ends)).toBe((Number(starts) + 1) % 100);
  const rows = parse(await readFile(await download.path(), 'utf8'), { bom: true, columns: true }) as Record<
    string,
    string
  >[];
  // The export is the register as it stands when asked, and the suite's other tests issue invoices
  // meanwhile: the rows the page showed, in order, among only later ones (tests/support/registers.ts).
  expect(
    laterRowsProblem(
      shown,
      rows.map((row) => row.Number ?? ''),
    ),
  ).toBeNull();

  // The month of the invoices: they are listed; a month without any says so.
  const month = (issued[0]?.date ?? '').slice(0, 7);
  await page.getByLabel('Month').selectOption(month);
  await expect(page.getByRole('table', { name: 'Tax invoices' })).toContainText(issued[0]?.number ?? '');
  // Every invoice of the suite is issued as of its present, so another month of the year has none.
  const other = month.endsWith('-03')
    ? `${month.slice(0, 5)}02`
    : `${Number(month.slice(0, 4)) + (Number(month.slice(5)) >= 4 ? 1 : 0)}-03`;
  await page.getByLabel('Month').selectOption(other);
  await expect(page.getByRole('table', { name: 'Tax invoices' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Tax invoices' }).locator('..')).toContainText('None in this period.');
});
