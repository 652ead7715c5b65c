// /admin/sponsors in the browser: an administrator records a sponsor (a GSTIN that does not add up
// is refused at its field, and nothing is recorded), sees it listed with what it owes with tax,
// verifies its payment by keyboard through the confirmation dialog, and reads why no tax invoice
// was issued (the editions give no invoicing facts yet), then withdraws it with a reason. Axe at
// each state; the page fits 375 px.
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { sponsorListAnswerSchema } from '../../functions/src/domain/api/sponsors';
import { EDITION } from '../../functions/src/domain/edition';
import { formatPaise } from '../../functions/src/domain/gst';
import { gstinCheckCharacter } from '../../functions/src/domain/gstin';
import { invoicingFactsOf } from '../../functions/src/domain/invoice';
import { GSTIN_CHECK_FAILED, invoicingIncomplete } from '../../functions/src/domain/messages';
import { SPONSORSHIP, priceWithTaxPaise } from '../../functions/src/domain/sponsorship';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { ADMIN_BROWSER, createAdministrator, signIn, useCurrentAdminCsp, type TestUser } from './support/admin';
import { expectNoAxeViolations, expectNoHorizontalScroll } from './support/page-checks';

let admin: TestUser;

test.use(ADMIN_BROWSER);
test.beforeAll(async () => {
  admin = await createAdministrator();
});

// A GSTIN of Karnataka (29) that adds up, and the same with its check character mistyped.
const FIRST_14 = '29AAACK7301M1Z';
const GSTIN = `${FIRST_14}${gstinCheckCharacter(FIRST_14)}`;
const MISTYPED = `${FIRST_14}${gstinCheckCharacter(FIRST_14) === 'A' ? 'B' : 'A'}`;

/** Matches a description that holds the text, literally. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The names of the sponsors the API lists. */
async function recordedNames(): Promise<string[]> {
  const response = await callApi('GET', '/api/admin/sponsors', { token: await idTokenFor({ admin: true }) });
  expect(response.status).toBe(200);
  const { data } = dataBody(sponsorListAnswerSchema).parse(await response.json());
  return data.sponsors.map((sponsor) => sponsor.organisation.name);
}

const rowOf = (page: Page, name: string): Locator =>
  page.getByRole('table', { name: 'Sponsors' }).getByRole('row').filter({ hasText: name });

test('a sponsor is recorded (a wrong GSTIN refused at its field), listed with what it owes, its payment verified by keyboard and withdrawn with a reason; axe clean, and at 375 px no sideways scroll', async ({
  page,
}) => {
  const pack = SPONSORSHIP?.packages[1];
  if (!pack) throw new Error('The edition under test sells no second sponsorship package.');
  const due = priceWithTaxPaise(pack.amount, EDITION.tax.ratePercent);
  const name = `Kaveri Instruments ${randomUUID().slice(0, 6)}`;

  await page.setViewportSize({ width: 1366, height: 900 });
  await useCurrentAdminCsp(page);
  await page.goto('/admin/sponsors');
  await signIn(page, admin);
  const nav = page.getByRole('navigation', { name: 'Administration' });
  await expect(nav.getByRole('link', { name: 'Sponsors' })).toHaveAttribute('aria-current', 'page');
  const form = page.getByRole('form', { name: 'Record a sponsor' });
  await expect(form).toBeVisible();

  await form.getByRole('textbox', { name: 'Organisation name' }).fill(name);
  await form.getByRole('textbox', { name: 'Billing address' }).fill('12 Industrial Area\nHubballi 580030');
  await form.getByRole('combobox', { name: 'State or union territory' }).selectOption('29');
  const gstin = form.getByRole('textbox', { name: 'GSTIN (optional)' });
  await expect(gstin).toHaveAccessibleDescription(/B2B/);
  await gstin.fill(MISTYPED);
  const packages = form.getByRole('combobox', { name: 'Sponsorship package' });
  await packages.selectOption(pack.level);
  // The package as offered: its price before tax, the tax, the amount due and its registrations.
  await expect(packages.locator('option:checked')).toHaveText(
    new RegExp(
      `^${pack.level}: .* \\+ ${EDITION.tax.ratePercent}% ${EDITION.tax.name} = ₹${formatPaise(due).replace(/\.00$/, '')}, ${pack.freeRegistrations} free registration`,
    ),
  );
  await form.getByRole('textbox', { name: 'Contact person’s name' }).fill('Meera Kulkarni');
  await form.getByRole('textbox', { name: 'Contact’s e-mail address' }).fill('meera@kaveri.example');

  // The server refuses the GSTIN: the field says why and takes the focus; nothing is recorded.
  await form.getByRole('button', { name: 'Record sponsor' }).click();
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  await expect(gstin).toHaveAccessibleDescription(containing(GSTIN_CHECK_FAILED));
  await expect(gstin).toBeFocused();
  expect(await recordedNames()).not.toContain(name);
  await expectNoAxeViolations(page, 'sponsor refused');

  await gstin.fill(GSTIN);
  await form.getByRole('button', { name: 'Record sponsor' }).click();
  const message = page.getByRole('status').filter({ hasText: 'Sponsor recorded' });
  await expect(message).toBeFocused();
  await expect(message).toContainText(name);
  await expect(form.getByRole('textbox', { name: 'Organisation name' })).toHaveValue('');
  const row = rowOf(page, name);
  await expect(row).toContainText(pack.level);
  await expect(row).toContainText(formatPaise(due));
  await expect(row).toContainText(`GSTIN ${GSTIN}`);
  await expect(row).toContainText('Awaiting payment');
  expect(await recordedNames()).toContain(name);
  await expectNoAxeViolations(page, 'sponsor recorded');

  // Verified by keyboard: the dialog names the organisation and what it owes.
  await row.getByRole('button', { name: `Verify payment of ${name}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Verify the payment of ${name}?` });
  await expect(dialog).toContainText(`₹${formatPaise(due).replace(/\.00$/, '')}`);
  const reference = dialog.getByRole('textbox', { name: 'Bank reference' });
  await expect(reference).toBeFocused();
  const bankReference = `UTR${randomUUID().slice(0, 8).toUpperCase()}`;
  await page.keyboard.type(bankReference);
  // No day is chosen for the administrator: confirming without one is refused at the field.
  await page.keyboard.press('Enter');
  const day = dialog.getByLabel('Day received');
  await expect(day).toHaveAttribute('aria-invalid', 'true');
  await expect(day).toBeFocused();
  await expectNoAxeViolations(page, 'payment dialog refused');
  // Today, as the page's max for the day says it.
  const today = await day.getAttribute('max');
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await day.fill(today ?? '');
  await reference.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // The payment is in the row, and why no invoice was issued, in the server's words.
  const facts = invoicingFactsOf(EDITION.invoicing);
  expect(facts.complete).toBe(false);
  const problem = invoicingIncomplete(facts.complete ? [] : facts.missing);
  const verified = page.getByRole('status').filter({ hasText: `Payment of ${name} verified.` });
  await expect(verified).toBeFocused();
  await expect(verified).toContainText(problem);
  await expect(row).toContainText(`Reference ${bankReference}`);
  await expect(row).toContainText(problem);
  await expect(row.getByRole('button', { name: `Issue tax invoice to ${name}` })).toBeVisible();
  await expect(row.getByRole('button', { name: /Verify payment/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'payment verified');

  // Withdrawn, as a payment found not to be one: a reason is required, then the row awaits payment
  // again and says when and why (no invoice was issued, so no credit note).
  await row.getByRole('button', { name: `Withdraw payment of ${name}` }).click();
  const withdrawal = page.getByRole('dialog', { name: `Withdraw the payment of ${name}?` });
  await expect(withdrawal).toContainText(bankReference);
  await withdrawal.getByRole('button', { name: 'Withdraw payment' }).click();
  const why = withdrawal.getByRole('textbox', { name: 'Why is the payment withdrawn?' });
  await expect(why).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'withdrawal dialog refused');
  await why.fill('The transfer bounced.');
  await withdrawal.getByRole('button', { name: 'Withdraw payment' }).click();
  await expect(withdrawal).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `The payment of ${name} is withdrawn.` })).toBeVisible();
  await expect(row).toContainText('Awaiting payment');
  await expect(row).toContainText('The transfer bounced.');
  await expect(row.getByRole('button', { name: `Verify payment of ${name}` })).toBeVisible();
  await expectNoAxeViolations(page, 'payment withdrawn');

  // On a phone: the page does not scroll sideways (the table scrolls in its own box).
  await page.setViewportSize({ width: 375, height: 900 });
  await expect(page.getByRole('table', { name: 'Sponsors' })).toBeVisible();
  await expectNoHorizontalScroll(page, 'sponsors at 375 px');
  await expectNoAxeViolations(page, 'sponsors at 375 px');
});
