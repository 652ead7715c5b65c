// The bank statement reconciliation page end to end: a generated collection report with an exact
// match, a normalised one, an amount mismatch and an unknown line; the matched ones verified from
// the page; the same file again verifies nothing; the proof review shows the matched line. Then a
// report in the shape the bank exports it: the first lines shown with the chosen
// columns, the registration ID found in the remarks, other columns a new run; the help's example.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { STATEMENT_FILE_REQUIRED } from '../../functions/src/domain/admin-messages';
import { formatInr } from '../../functions/src/domain/pricing';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { idTokenFor } from '../support/auth';
import { createAdministrator, registrationAt, signIn, useCurrentAdminCsp, type TestUser } from './support/admin';
import { expectNoAxeViolations, expectNoHorizontalScroll } from './support/page-checks';
import { http } from './support/http';

const db = getFirestore(suiteAdminApp());
const RUN = randomUUID().slice(0, 6).toUpperCase();
let admin: TestUser;
const ids = { exact: '', normalised: '', short: '' };
let due = 0;
let csv = '';

test.describe.configure({ mode: 'serial' });

async function amountDue(id: string): Promise<number> {
  const response = await fetch(`${SITE_URL}/api/registrations/${id}`, {
    headers: { authorization: `Bearer ${await idTokenFor({ admin: true })}` },
  });
  return ((await response.json()) as { data: { pricing: { total: number } } }).data.pricing.total;
}

const auditEvents = async (id: string) =>
  (await db.collection(`registrations/${id}/audit`).get()).docs.map((doc) => doc.get('event') as string);
const paymentVerified = async (id: string) => (await db.doc(`registrations/${id}`).get()).get('paymentVerified');

test.beforeAll(async () => {
  admin = await createAdministrator();
  ids.exact = (await registrationAt('proof-uploaded', { reference: `UTR${RUN}A1` })).id;
  ids.normalised = (await registrationAt('proof-uploaded', { reference: `utr ${RUN}b2` })).id;
  ids.short = (await registrationAt('proof-uploaded', { reference: `UTR${RUN}C3` })).id;
  due = await amountDue(ids.exact);
  // "Txn Date" mentions a transaction but holds dates: the guess takes "Ref No." for the reference.
  csv = [
    'Txn Date,Description,Ref No.,Debit,Credit,Balance',
    `01/10/2025,NEFT Asha,UTR${RUN}A1,,"${due.toLocaleString('en-IN')}.00",100000`,
    `01/10/2025,NEFT Asha,00UTR${RUN}B2,,${due},100000`,
    `02/10/2025,NEFT Asha,UTR${RUN}C3,,${due - 500},100000`,
    `02/10/2025,NEFT Nobody,NOPE${RUN},,500,100000`,
  ].join('\r\n');
});

const statementFile = () => ({ name: `collection-${RUN}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
const statementInput = (page: Page) => page.getByLabel('Collection report (CSV or Excel .xlsx)');
const referenceSelect = (page: Page) => page.getByLabel('Column with the payment reference');
const amountSelect = (page: Page) => page.getByLabel('Column with the amount');
const table = (page: Page, name: RegExp) => page.getByRole('region', { name }).getByRole('table');

async function openReconciliation(page: Page) {
  await useCurrentAdminCsp(page);
  await page.goto('/admin/reconciliation');
  await signIn(page, admin);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bank Statement Reconciliation');
}

test('reconciles a collection report, verifies the matched payments in one action, and the same file again changes nothing', async ({
  page,
}) => {
  await openReconciliation(page);
  await expect(
    page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Reconciliation' }),
  ).toHaveAttribute('aria-current', 'page');

  // Nothing chosen: the page says so at the field and sends nothing.
  await page.getByRole('button', { name: 'Reconcile statement' }).click();
  await expect(page.getByRole('alert')).toHaveText(STATEMENT_FILE_REQUIRED);

  await statementInput(page).setInputFiles(statementFile());
  await expect(referenceSelect(page)).toHaveValue('Ref No.');
  await expect(amountSelect(page)).toHaveValue('Credit');
  await page.getByRole('button', { name: 'Reconcile statement' }).click();

  const summary = page.locator('.admin-tools__summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('2 matched, 1 to look at, 1 credit naming no registration');
  await expect(summary).toContainText('“Ref No.” and “Credit”');
  await expect(summary).not.toContainText('already reconciled');

  const matched = table(page, /^Matched/);
  await expect(matched.getByRole('row', { name: /Line 1/ })).toContainText(ids.exact);
  await expect(matched.getByRole('row', { name: /Line 1/ })).toContainText('Exact');
  await expect(matched.getByRole('row', { name: /Line 2/ })).toContainText(ids.normalised);
  await expect(matched.getByRole('row', { name: /Line 2/ })).toContainText(`Normalised (typed “utr ${RUN}b2”)`);
  const look = table(page, /^Needs a look/);
  await expect(look.getByRole('row', { name: /Line 3/ })).toContainText(ids.short);
  await expect(look.getByRole('row', { name: /Line 3/ })).toContainText('The reference agrees but the amount differs.');
  await expect(table(page, /^Credits naming no registration/).getByRole('row', { name: /Line 4/ })).toContainText(
    `NOPE${RUN}`,
  );
  await expect(table(page, /^Proofs with no line/)).not.toContainText(ids.exact);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Verify 2 matched payments' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify 2 payments?' });
  await expect(dialog).toContainText(ids.exact);
  await expect(dialog).toContainText(ids.normalised);
  await expect(dialog).not.toContainText(ids.short);
  await dialog.getByRole('button', { name: 'Yes, verify 2' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: '2 of 2 payments verified.' })).toBeFocused();
  await expect(matched.getByRole('row', { name: /Line 1/ })).toContainText('Verified');
  await expect(page.getByText('Nothing new to verify: every matched payment is already verified.')).toBeVisible();

  // Verified through the server's transition: one audit entry each; the mismatch stays as it was.
  for (const id of [ids.exact, ids.normalised]) {
    expect(await paymentVerified(id)).toBe(true);
    expect((await auditEvents(id)).filter((event) => event === 'verify-payment')).toHaveLength(1);
  }
  expect(await paymentVerified(ids.short)).toBe(false);

  // The same file again: recognised, nothing to verify, nothing recorded.
  const auditBefore = await Promise.all(Object.values(ids).map(auditEvents));
  await statementInput(page).setInputFiles(statementFile());
  await expect(referenceSelect(page)).toHaveValue('Ref No.');
  await page.getByRole('button', { name: 'Reconcile statement' }).click();
  await expect(summary).toContainText(`already reconciled`);
  await expect(summary).toContainText(`by ${admin.email}`);
  await expect(summary).toContainText('Reconciling it again changed nothing.');
  await expect(page.getByText('Nothing new to verify: every matched payment is already verified.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Verify \d+ matched/ })).toHaveCount(0);
  expect(await Promise.all(Object.values(ids).map(auditEvents))).toEqual(auditBefore);
});

test('remembers the chosen columns on this computer and fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openReconciliation(page);
  const header = 'Txn Date,Description,Ref No.,Debit,Credit,Balance';
  await statementInput(page).setInputFiles({
    name: 'one.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\n1/10,x,ONLY${RUN},,9,9\n`),
  });
  await expect(referenceSelect(page)).toHaveValue('Ref No.');
  await referenceSelect(page).selectOption('Description');
  await page.getByRole('button', { name: 'Reconcile statement' }).click();
  await expect(page.locator('.admin-tools__summary')).toContainText(
    '0 matched, 0 to look at, 1 credit naming no registration',
  );

  await page.reload();
  await expect(page.getByText(`Signed in as ${admin.email}`)).toBeVisible();
  await statementInput(page).setInputFiles(statementFile());
  await expect(referenceSelect(page)).toHaveValue('Description');
  await expect(amountSelect(page)).toHaveValue('Credit');

  // A file without a usable column: the choice is asked for, at the columns.
  await statementInput(page).setInputFiles({
    name: 'other.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('A,B\n1,2\n'),
  });
  await expect(referenceSelect(page)).toHaveValue('');
  await page.getByRole('button', { name: 'Reconcile statement' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Choose the columns that hold the payment reference and the amount.',
  );
  await expect(referenceSelect(page)).toHaveAttribute('aria-invalid', 'true');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test('the proof review shows the receipt beside the amount due, the typed reference and the matched line', async ({
  page,
}) => {
  await useCurrentAdminCsp(page);
  await page.goto(`/verify/registration/${ids.normalised}`);
  await signIn(page, admin);
  const review = page.getByRole('region', { name: 'Proof review' });
  // The headless shell has no PDF viewer (as phones' browsers): the receipt is a link to open it,
  // not a frame it would give up on (the full browser's frame: admin-review.spec.ts).
  await expect(review.getByRole('link', { name: 'open Payment receipt: receipt.pdf in a new tab' })).toHaveAttribute(
    'href',
    /\/preview\?expires=/,
  );
  await expect(review.locator('iframe')).toHaveCount(0);
  await expect(review).toContainText('Amount due');
  await expect(review).toContainText(`${due.toLocaleString('en-IN')}`);
  await expect(review).toContainText(`utr ${RUN}b2`);
  await expect(review).toContainText(new RegExp(`Statement reconciled on .+, line 2: 00UTR${RUN}B2`));
  await expect(review).toContainText('The reference agrees apart from case, spaces or leading zeros.');
  await expect(review).toContainText('The amount agrees with the amount due.');
  await expectNoAxeViolations(page);
});

test('a short payment’s record shows the statement’s line and by how much it falls short', async ({ page }) => {
  await useCurrentAdminCsp(page);
  await page.goto(`/verify/registration/${ids.short}`);
  await signIn(page, admin);
  const review = page.getByRole('region', { name: 'Proof review' });
  await expect(review).toContainText(new RegExp(`Statement reconciled on .+, line 3: UTR${RUN}C3`));
  await expect(review).toContainText(`The amount is ${formatInr(500)} less than the amount due.`);
  await expect(review).not.toContainText('No line of a bank statement matched yet.');
});

// The bank's export: "Txn Date,Description,Ref No./Cheque No.,Amount,Remarks", the bank's own reference in
// "Ref No./Cheque No." and the registration ID, as the payment page asks, in the remarks.
async function bankReport(): Promise<{ id: string; file: { name: string; mimeType: string; buffer: Buffer } }> {
  const { id } = await registrationAt('proof-uploaded', { reference: `BANK${randomUUID().slice(0, 8)}` });
  const amount = (await amountDue(id)).toLocaleString('en-IN');
  const lines = [
    'Txn Date,Description,Ref No./Cheque No.,Amount,Remarks',
    `21/10/2025,NEFT CR-SBIN0001234-RAO,SBIN${RUN}01,"${amount}.00",NEFT/${id.replace(/-/g, ' ').toLowerCase()}/RAO`,
    `22/10/2025,NEFT CR-UNKNOWN,SBIN${RUN}02,"1,000.00",conference fee`,
  ];
  return { id, file: { name: `bank-${id}.csv`, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) } };
}

const preview = (page: Page) => page.getByRole('table', { name: /^First \d+ lines? of / });
const column = (page: Page, name: string) => preview(page).getByRole('columnheader', { name, exact: true });

test('a report in the bank’s shape at 1366 px: the first lines with the chosen columns, the ID found in the remarks, other columns a new run', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const { id, file } = await bankReport();
  await openReconciliation(page);

  // The help shows the expected shape and links to an example that downloads.
  const example = page.getByRole('link', { name: 'example statement (CSV)' });
  await expect(example).toHaveAttribute('href', '/docs/bank-statement-example.csv');
  const download = await http('/docs/bank-statement-example.csv');
  expect(download.status).toBe(200);
  expect(await download.text()).toMatch(/^Txn Date,Description,Ref No\.\/Cheque No\.,Amount,Remarks\r?\n/);

  // Before anything is sent: the guess, and the first lines with the chosen columns marked.
  await statementInput(page).setInputFiles(file);
  await expect(referenceSelect(page)).toHaveValue('Ref No./Cheque No.');
  await expect(amountSelect(page)).toHaveValue('Amount');
  await expect(preview(page)).toHaveAccessibleName(`First 2 lines of ${file.name}`);
  await expect(column(page, 'Ref No./Cheque No. used as reference')).toBeVisible();
  await expect(column(page, 'Amount used as amount')).toBeVisible();
  await expect(column(page, 'Txn Date')).toBeVisible();
  await expect(preview(page).getByRole('row', { name: /^1 / })).toContainText(`SBIN${RUN}01`);
  await expect(page.getByRole('button', { name: 'Reconcile statement' })).toBeEnabled();
  await expectNoAxeViolations(page, 'the preview');

  // Another choice moves the mark, and the run uses it.
  await referenceSelect(page).selectOption('Remarks');
  await expect(column(page, 'Remarks used as reference')).toBeVisible();
  await expect(column(page, 'Ref No./Cheque No.')).toBeVisible();
  await page.getByRole('button', { name: 'Reconcile statement' }).click();
  const summary = page.locator('.admin-tools__summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('1 matched, 0 to look at, 1 credit naming no registration');
  await expect(summary).toContainText('“Remarks” and “Amount”');
  const matched = table(page, /^Matched/);
  await expect(matched.getByRole('row', { name: /Line 1/ })).toContainText(id);
  await expect(matched.getByRole('row', { name: /Line 1/ })).toContainText('Registration ID in “Remarks”');
  const unmatched = table(page, /^Credits naming no registration/).getByRole('row', { name: /Line 2/ });
  await expect(unmatched).toContainText('conference fee');
  await expect(unmatched).toContainText(`Ref No./Cheque No.: SBIN${RUN}02`);

  // The same file with other columns is a run of its own; with the same columns again, a repeat.
  await referenceSelect(page).selectOption('Ref No./Cheque No.');
  await page.getByRole('button', { name: 'Reconcile statement' }).click();
  await expect(summary).toContainText('“Ref No./Cheque No.” and “Amount”');
  await expect(summary).not.toContainText('already reconciled');
  await expect(matched.getByRole('row', { name: /Line 1/ })).toContainText(`SBIN${RUN}01`);
  await page.getByRole('button', { name: 'Reconcile statement' }).click();
  await expect(summary).toContainText('This file was already reconciled with these columns');
  await expect(summary).toContainText('Reconciling it again changed nothing.');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'the results');

  // The proof review says how the line names the registration, not that its reference differs.
  await page.goto(`/verify/registration/${id}`);
  const review = page.getByRole('region', { name: 'Proof review' });
  await expect(review).toContainText(`line 1: SBIN${RUN}01`);
  await expect(review).toContainText('The line names this registration’s ID in “Remarks”.');
  await expect(review).not.toContainText('The reference differs');
});

test('the help’s example statement at 375 px: its first lines, the guessed columns, and the seeded registration found by its ID', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openReconciliation(page);
  const example = await http('/docs/bank-statement-example.csv');
  await statementInput(page).setInputFiles({
    name: 'bank-statement-example.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(await example.arrayBuffer()),
  });
  await expect(referenceSelect(page)).toHaveValue('Ref No./Cheque No.');
  await expect(amountSelect(page)).toHaveValue('Amount');
  await expect(preview(page)).toHaveAccessibleName('First 3 lines of bank-statement-example.csv');
  await expect(column(page, 'Remarks')).toBeAttached();
  await expectNoHorizontalScroll(page, 'the preview');
  await expectNoAxeViolations(page, 'the preview');

  await page.getByRole('button', { name: 'Reconcile statement' }).click();
  const matched = table(page, /^Matched/);
  await expect(matched.getByRole('row', { name: /Line 1/ })).toContainText('ICEI25-SEED-0000-00003');
  await expect(matched.getByRole('row', { name: /Line 1/ })).toContainText('Registration ID in “Remarks”');
  await expect(matched.getByRole('row', { name: /Line 2/ })).toContainText('ICEI25-SEED-0000-00004');
  await expectNoHorizontalScroll(page, 'the results');
  await expectNoAxeViolations(page, 'the results');
});

test('a bank’s own export at 375 px: the account’s details above the table skipped, debits left out, every credit listed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // SBI's layout (tests/fixtures/bank-statements/sbi.csv), its first payment naming a registration of the suite.
  const { id } = await registrationAt('proof-uploaded', { reference: `OWN${RUN}` });
  const due = (await amountDue(id)).toLocaleString('en-IN');
  const sbi = readFileSync(new URL('../fixtures/bank-statements/sbi.csv', import.meta.url), 'utf8')
    .replace('ICEI25-AB12-CD34-EF567', id)
    .replace('"15,500.00"', `"${due}.00"`);
  await openReconciliation(page);
  await statementInput(page).setInputFiles({
    name: 'sbi-statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(sbi),
  });

  // The preview starts at the table's header row, the columns guessed from it.
  await expect(referenceSelect(page)).toHaveValue('Ref No./Cheque No.');
  await expect(amountSelect(page)).toHaveValue('Credit');
  await expect(column(page, 'Txn Date')).toBeVisible();
  await expect(preview(page).getByRole('row', { name: /^1 / })).toContainText(id);
  await expectNoHorizontalScroll(page, 'the preview');

  await page.getByRole('button', { name: 'Reconcile statement' }).click();
  const summary = page.locator('.admin-tools__summary');
  await expect(summary).toContainText('1 matched');
  await expect(summary).toContainText(
    'Left out: 10 lines of the bank’s above the table and 2 lines that credit nothing',
  );
  await expect(table(page, /^Matched/).getByRole('row', { name: /Line 1/ })).toContainText(id);
  // Every credit is listed, the interest apart; the debit is not, and no amount is unreadable.
  const other = table(page, /^Other credits/);
  await expect(other.getByRole('row', { name: /Line 7/ })).toContainText('CREDIT INTEREST');
  await expect(table(page, /^Credits naming no registration/).getByRole('row')).toHaveCount(1 + 4);
  const results = page.locator('.admin-tools__list');
  await expect(results.filter({ hasText: '12,000' })).toHaveCount(0);
  await expect(results.filter({ hasText: 'unreadable' })).toHaveCount(0);
  await expectNoHorizontalScroll(page, 'the results');
  await expectNoAxeViolations(page, 'the results');
});
