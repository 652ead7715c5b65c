// /admin/sponsors in the browser: an administrator records a sponsor (a GSTIN that does not add up
// is refused at its field, and nothing is recorded), sees it listed with what it owes with tax,
// verifies its payment by keyboard through the confirmation dialog, which issues its tax invoice
// (the row names and downloads it), then withdraws it with a reason and a credit note. A
// sponsor's codes: its package's listed as not used, codes added at the sponsor rate by keyboard (a
// count out of range refused at the field), one withdrawn through its dialog, the unused ones
// downloaded and copied. Axe at each state; the page fits 375 px.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { dataBody } from '../../functions/src/domain/api/envelope';
import {
  sponsorAnswerSchema,
  sponsorListAnswerSchema,
  type SponsorView,
} from '../../functions/src/domain/api/sponsors';
import { EDITION } from '../../functions/src/domain/edition';
import { formatPaise } from '../../functions/src/domain/gst';
import { gstinCheckCharacter, OUTSIDE_INDIA } from '../../functions/src/domain/gstin';
import { EMAIL_INVALID, GSTIN_CHECK_FAILED, SPONSOR_CODE_COUNT_INVALID } from '../../functions/src/domain/messages';
import { sponsorRateWithTax } from '../../functions/src/domain/sponsor-codes';
import { SPONSORSHIP, priceWithTaxPaise } from '../../functions/src/domain/sponsorship';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { EDITION_FACTS } from '../support/invoicing';
import { createAdministrator, signIn, useCurrentAdminCsp, type TestUser } from './support/admin';
import { expectNoAxeViolations, expectNoHorizontalScroll } from './support/page-checks';

let admin: TestUser;

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

/** A sponsor's codes: the disclosure whose summary names it. */
const codesOf = (page: Page, name: string): Locator =>
  page.locator('details').filter({ has: page.locator('summary', { hasText: name }) });

/** "3 codes, 3 not used": a disclosure's count of a sponsor's codes, as the page words it. */
const codesLine = (count: number, ...states: string[]) =>
  [`${count} code${count === 1 ? '' : 's'}`, ...states].join(', ');

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

  // Sent empty: every required field says so at once, nothing is sent, the first takes the focus.
  let sent = 0;
  const countSent = (request: { url(): string; method(): string }) => {
    if (request.url().endsWith('/api/admin/sponsors') && request.method() === 'POST') sent += 1;
  };
  page.on('request', countSent);
  await form.getByRole('button', { name: 'Record sponsor' }).click();
  await expect(form.getByRole('textbox', { name: 'Organisation name' })).toBeFocused();
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(6);
  await expect(form.getByRole('textbox', { name: 'Contact’s e-mail address' })).toHaveAccessibleDescription(
    containing(EMAIL_INVALID),
  );
  page.off('request', countSent);
  expect(sent).toBe(0);

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
  // Billed abroad it is an export, zero-rated under the suite's LUT: the price alone is due, and
  // the option says so (zero-rated.test.ts records one at that amount); back in India, the tax.
  const place = form.getByRole('combobox', { name: 'State or union territory' });
  await place.selectOption(OUTSIDE_INDIA);
  await expect(packages.locator('option:checked')).toHaveText(
    `${pack.level}: ₹${formatPaise(pack.amount * 100).replace(/\.00$/, '')}, no ${EDITION.tax.name} (zero-rated under the LUT), ${pack.freeRegistrations} free registration${pack.freeRegistrations === 1 ? '' : 's'}`,
  );
  await place.selectOption('29');
  await expect(packages.locator('option:checked')).toContainText(`+ ${EDITION.tax.ratePercent}% ${EDITION.tax.name}`);
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
  // Its package's registrations are codes, none used, which wait for the payment.
  const codes = codesOf(page, name);
  await expect(codes.locator('summary')).toHaveText(
    `${name} (${pack.level}): ${codesLine(pack.freeRegistrations, `${pack.freeRegistrations} not used`)}`,
  );
  await expect(codes).toContainText('The payment is not verified yet');
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

  // The payment is in the row, and the tax invoice it issued, with the edition's facts.
  const verified = page.getByRole('status').filter({ hasText: `Payment of ${name} verified.` });
  await expect(verified).toBeFocused();
  await expect(row).toContainText(`Reference ${bankReference}`);
  const invoiceButton = row.getByRole('button', { name: new RegExp(`^Get tax invoice ${EDITION_FACTS.prefix}/`) });
  await expect(invoiceButton).toBeVisible();
  const invoiceName = (await invoiceButton.textContent()) ?? '?';
  // To a GSTIN it is e-invoiced: no invoice to send before the portal registers it, as the message
  // and the row say.
  await expect(verified).toContainText('Awaits its IRN');
  await expect(row).toContainText('Until then it is no tax invoice.');
  await expect(row.getByRole('button', { name: `Issue tax invoice to ${name}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /Verify payment/ })).toHaveCount(0);
  await expect(codes).toContainText('The payment is verified: these codes work in the registration wizard now.');
  await expectNoAxeViolations(page, 'payment verified');

  // Withdrawn, as a payment found not to be one: a reason is required, then the row awaits payment
  // again and says when and why, with the credit note that cancels the invoice.
  await row.getByRole('button', { name: `Withdraw payment of ${name}` }).click();
  const withdrawal = page.getByRole('dialog', { name: `Withdraw the payment of ${name}?` });
  await expect(withdrawal).toContainText(bankReference);
  // Its package's codes, none used, stop with the payment: the dialog says so before it is confirmed.
  await expect(withdrawal).toContainText(
    /unused codes? stops? working in the registration wizard until the payment is verified again/,
  );
  await withdrawal.getByRole('button', { name: 'Withdraw payment' }).click();
  const why = withdrawal.getByRole('textbox', { name: 'Why is the payment withdrawn?' });
  await expect(why).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'withdrawal dialog refused');
  await why.fill('The transfer bounced.');
  await withdrawal.getByRole('button', { name: 'Withdraw payment' }).click();
  await expect(withdrawal).toBeHidden();
  await expect(
    page.getByRole('status').filter({
      hasText: new RegExp(
        `^The payment of ${name} is withdrawn; credit note ${EDITION_FACTS.prefix}/\\S+ cancels its tax invoice\\.$`,
      ),
    }),
  ).toBeVisible();
  await expect(row).toContainText('Awaiting payment');
  await expect(row).toContainText('The transfer bounced.');
  await expect(
    row.getByRole('button', { name: new RegExp(`^Get credit note ${EDITION_FACTS.prefix}/`) }),
  ).toBeVisible();
  // The invoice the credit note cancels can still be fetched, by its number.
  await expect(row.getByRole('button', { name: invoiceName })).toBeVisible();
  await expect(row).toContainText('cancelled by the credit note');
  await expect(row).toContainText('Until then it is no credit note.');
  await expect(row.getByRole('button', { name: `Verify payment of ${name}` })).toBeVisible();
  await expectNoAxeViolations(page, 'payment withdrawn');

  // On a phone: the page does not scroll sideways (the table scrolls in its own box).
  await page.setViewportSize({ width: 375, height: 900 });
  await expect(page.getByRole('table', { name: 'Sponsors' })).toBeVisible();
  await expectNoHorizontalScroll(page, 'sponsors at 375 px');
  await expectNoAxeViolations(page, 'sponsors at 375 px');
});

/** Records a sponsor through the API, as the form does, for a test about what comes after. */
async function recordSponsor(name: string, level: string): Promise<SponsorView> {
  const response = await callApi('POST', '/api/admin/sponsors', {
    token: await idTokenFor({ admin: true }),
    json: {
      organisation: { name, address: '3 Station Road\nDharwad 580001', stateCode: '29', gstin: GSTIN },
      level,
      contact: { name: 'Ravi Patil', email: 'ravi@tunga.example' },
    },
  });
  expect(response.status).toBe(201);
  return dataBody(sponsorAnswerSchema).parse(await response.json()).data.sponsor;
}

test("a sponsor's codes: its package's listed as not used, two added at the sponsor rate by keyboard (0 and 21 refused at the field), one withdrawn through its dialog, the unused ones downloaded and copied; axe clean, and at 375 px no sideways scroll", async ({
  page,
}) => {
  const pack = SPONSORSHIP?.packages.find((each) => each.freeRegistrations > 0);
  if (!pack || !SPONSORSHIP) throw new Error('The edition under test sells no package with free registrations.');
  const rupees = sponsorRateWithTax(SPONSORSHIP.extraRegistration, EDITION.tax.ratePercent);
  if (rupees === null) throw new Error('The edition’s sponsor rate with tax is not whole rupees.');
  const sponsorRate = `At the sponsor rate, ₹${formatPaise(rupees * 100).replace(/\.00$/, '')} with tax`;
  const free = pack.freeRegistrations;
  const name = `Tunga Robotics ${randomUUID().slice(0, 6)}`;
  const sponsor = await recordSponsor(name, pack.level);
  expect(sponsor.codes.map((code) => code.kind)).toEqual(Array<string>(free).fill('complimentary'));

  await page.setViewportSize({ width: 1366, height: 900 });
  await useCurrentAdminCsp(page);
  await page.goto('/admin/sponsors');
  await signIn(page, admin);
  const codes = codesOf(page, name);
  await expect(codes.locator('summary')).toHaveText(`${name} (${pack.level}): ${codesLine(free, `${free} not used`)}`);

  // Opened by keyboard: the package's codes as recorded, each included in it and not used.
  await codes.locator('summary').focus();
  await page.keyboard.press('Enter');
  const list = codes.getByRole('list', { name: `Codes of ${name}` });
  const items = list.getByRole('listitem');
  await expect(items.locator('code')).toHaveText(sponsor.codes.map((code) => code.code));
  for (const item of await items.all()) {
    await expect(item).toContainText('Included in the package');
    await expect(item).toContainText('Not used');
  }
  await expect(codes).toContainText('The payment is not verified yet');
  await expectNoAxeViolations(page, 'codes listed');

  // A count out of range is refused at the field by the server, which adds nothing.
  const count = codes.getByRole('spinbutton', { name: 'How many codes' });
  const addCodes = async (typed: string, status: number) => {
    await count.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(typed);
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/admin/sponsors/${sponsor.id}/codes`) && response.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    expect((await answered).status(), `${typed} codes`).toBe(status);
  };
  for (const typed of ['0', '21']) {
    await addCodes(typed, 400);
    await expect(count).toHaveAttribute('aria-invalid', 'true');
    await expect(count).toHaveAccessibleDescription(containing(SPONSOR_CODE_COUNT_INVALID));
    await expect(count).toBeFocused();
    await expect(items).toHaveCount(free);
  }
  await expectNoAxeViolations(page, 'count refused');

  await addCodes('2', 200);
  await expect(codes.getByRole('status')).toContainText(`2 codes at the sponsor rate added for ${name}:`);
  await expect(count).toHaveValue('');
  await expect(count).not.toHaveAttribute('aria-invalid', 'true');
  await expect(items).toHaveCount(free + 2);
  const added = items.filter({ hasText: sponsorRate });
  await expect(added).toHaveCount(2);
  await expect(added.first()).toContainText('Not used');
  await expect(codes.locator('summary')).toHaveText(
    `${name} (${pack.level}): ${codesLine(free + 2, `${free + 2} not used`)}`,
  );

  // Withdrawn through its dialog: Escape gives the focus back to its button; confirmed, the code
  // says when, and the sponsor's status line takes the focus in place of the button gone.
  const code = (await added.last().locator('code').textContent()) ?? '';
  const withdraw = added.last().getByRole('button', { name: `Withdraw code ${code}` });
  await withdraw.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Withdraw code ${code}?` });
  await expect(dialog).toContainText(name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(withdraw).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'code withdrawal dialog');
  await dialog.getByRole('button', { name: 'Withdraw code' }).click();
  await expect(dialog).toBeHidden();
  const withdrawn = codes.getByRole('status').filter({ hasText: `Code ${code} withdrawn` });
  await expect(withdrawn).toBeFocused();
  const item = items.filter({ hasText: code });
  await expect(item).toContainText('Withdrawn on');
  await expect(item.getByRole('button')).toHaveCount(0);
  await expect(codes.locator('summary')).toHaveText(
    `${name} (${pack.level}): ${codesLine(free + 2, `${free + 1} not used`, '1 withdrawn')}`,
  );
  await expectNoAxeViolations(page, 'code withdrawn');

  // The unused codes in one file for the sponsor's contact, and the API agrees on which they are.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    codes.getByRole('button', { name: `Download unused codes (CSV) of ${name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${sponsor.id}-unused-codes.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  const response = await callApi('GET', `/api/admin/sponsors/${sponsor.id}`, {
    token: await idTokenFor({ admin: true }),
  });
  const stored = dataBody(sponsorAnswerSchema).parse(await response.json()).data.sponsor;
  expect(stored.codes.find((each) => each.code === code)?.revoked).not.toBeNull();
  const unused = stored.codes.filter((each) => !each.revoked && !each.usedBy).map((each) => each.code);
  expect(unused).toHaveLength(free + 1);
  expect(
    csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]),
  ).toEqual(unused);

  // Copied at once for a mail to the sponsor's contact: the same codes, under what each kind costs.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await codes.getByRole('button', { name: `Copy unused codes of ${name}` }).click();
  await expect(codes.getByRole('status')).toHaveText(`${free + 1} unused codes of ${name} copied.`);
  const copied = String(await page.evaluate('navigator.clipboard.readText()'));
  expect(copied.split('\n').filter((line) => /^[0-9A-Z]{4}-/.test(line))).toEqual(unused);
  expect(copied).toContain(`Included in the package:\n${unused[0] ?? ''}`);
  expect(copied).toContain(`${sponsorRate}:\n`);

  // On a phone: each code stacks its facts and buttons, and the page does not scroll sideways.
  await page.setViewportSize({ width: 375, height: 900 });
  await expect(list).toBeVisible();
  await expectNoHorizontalScroll(page, 'codes at 375 px');
  await expectNoAxeViolations(page, 'codes at 375 px');
});
