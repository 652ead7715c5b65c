// "Invoice to my institution" in the browser: the wizard's checkbox reveals the institution's
// name, address, state and GSTIN, checked beside each field and sent with the registration; the
// status page lets the registrant add, correct (the form opening with what is on record) or remove
// them until the tax invoice is issued, and says the server's refusal once it is. The payment's
// verification issues the invoice.
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { gstinCheckCharacter } from '../../functions/src/domain/gstin';
import {
  BILLING_AFTER_INVOICE,
  BILLING_ADDRESS_REQUIRED,
  BILLING_COUNTRY_REQUIRED,
  BILLING_NAME_REQUIRED,
  BILLING_STATE_REQUIRED,
  GSTIN_CHECK_FAILED,
  gstinStateMismatch,
} from '../../functions/src/domain/messages';
import { stateName } from '../../functions/src/domain/countries';
import { getTier } from '../../functions/src/domain/tiers';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { idTokenFor } from '../support/auth';
import { paidRegistration, participant, verifyPaymentOf } from '../support/registration';
import { PHONE, expectFitsEachWidth } from './support/page-checks';
import { chooseTier, fillParticipant, next, openWizard, submit, textbox } from './support/registration-wizard';
import { openFromMailedLink } from './support/registration-status';

const db = getFirestore(suiteAdminApp());

const first14 = '33AAACM5678Q1Z';
const GSTIN = `${first14}${gstinCheckCharacter(first14)}`;
const MISTYPED = `${first14}${GSTIN.endsWith('0') ? '1' : '0'}`;
const INSTITUTION = 'Madras Institute of Informatics';

const billingCheckbox = (page: Page) => page.getByRole('checkbox', { name: 'Invoice to my institution' });
const stateSelect = (page: Page) => page.getByRole('combobox', { name: 'State or union territory' });
/** A text field, whose accessible description carries its hint and its message. */
const messageOf = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** Matches a description that holds the text, literally. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test(`the wizard invoices the institution when asked, each field checked, each screen fitting a phone and a laptop, axe clean`, async ({
    page,
  }) => {
    // The whole wizard, three billing screens each at two widths, and a submission, beside the API
    // tests: 90 s (docs/development.md, "Timeouts and why").
    test.setTimeout(90_000);
    await openWizard(page);
    await fillParticipant(page);
    // Unticked, nothing of the institution is asked.
    await expect(billingCheckbox(page)).not.toBeChecked();
    await expect(textbox(page, 'Institution name')).toHaveCount(0);

    await billingCheckbox(page).check();
    await expect(textbox(page, 'Institution name')).toBeVisible();
    await expect(textbox(page, 'GSTIN (optional)')).toBeVisible();
    await expectFitsEachWidth(page, 'billing fields, empty');

    // Next says what is missing beside each field, and how a GSTIN is wrong.
    await textbox(page, 'GSTIN (optional)').fill(MISTYPED);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(messageOf(page, 'Institution name')).toHaveAccessibleDescription(containing(BILLING_NAME_REQUIRED));
    await expect(messageOf(page, 'Billing address')).toHaveAccessibleDescription(containing(BILLING_ADDRESS_REQUIRED));
    await expect(stateSelect(page)).toHaveAccessibleDescription(containing(BILLING_STATE_REQUIRED));
    await expect(messageOf(page, 'GSTIN (optional)')).toHaveAccessibleDescription(containing(GSTIN_CHECK_FAILED));
    await expect(messageOf(page, 'Institution name')).toHaveAttribute('aria-invalid', 'true');
    await expectFitsEachWidth(page, 'billing fields in error');

    await textbox(page, 'Institution name').fill(INSTITUTION);
    await textbox(page, 'Billing address').fill('Accounts Office, 12 Beach Road\nChennai 600001');
    await stateSelect(page).selectOption({ label: 'Karnataka' });
    await textbox(page, 'GSTIN (optional)').fill(GSTIN.toLowerCase());
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(messageOf(page, 'GSTIN (optional)')).toHaveAccessibleDescription(
      containing(gstinStateMismatch(stateName('33'), stateName('29'))),
    );
    await stateSelect(page).selectOption({ label: 'Tamil Nadu' });

    // Kept in the draft: a reload brings the institution back, ticked.
    await page.reload();
    await expect(page.locator('form[data-ready="true"]')).toBeVisible();
    await expect(billingCheckbox(page)).toBeChecked();
    await expect(textbox(page, 'Institution name')).toHaveValue(INSTITUTION);
    await expect(stateSelect(page)).toHaveValue('33');

    await next(page, 'Registration Tier');
    await chooseTier(page, getTier('academia-non-ieee').label);
    await next(page, 'Summary');
    const summary = page.locator('.summary');
    await expect(summary).toContainText('Tax invoice to');
    await expect(summary).toContainText(INSTITUTION);
    await expect(summary).toContainText(GSTIN);
    await expectFitsEachWidth(page, 'summary with the institution');

    const id = await submit(page);
    const stored = (await db.doc(`registrations/${id}`).get()).data();
    expect(stored?.billing).toEqual({
      name: INSTITUTION,
      address: 'Accounts Office, 12 Beach Road\nChennai 600001',
      stateCode: '33',
      gstin: GSTIN,
    });
  });
});

test('the wizard sends nothing of the institution once the box is unticked again', async ({ page }) => {
  await openWizard(page);
  await fillParticipant(page);
  await billingCheckbox(page).check();
  await textbox(page, 'Institution name').fill(INSTITUTION);
  await billingCheckbox(page).uncheck();
  await expect(textbox(page, 'Institution name')).toHaveCount(0);
  await next(page, 'Registration Tier');
  await chooseTier(page, getTier('academia-non-ieee').label);
  await next(page, 'Summary');
  await expect(page.locator('.summary')).not.toContainText('Tax invoice to');
  const id = await submit(page);
  expect((await db.doc(`registrations/${id}`).get()).data()?.billing).toBeUndefined();
});

test('the wizard invoices an institution abroad: a country in place of a GSTIN, sent without what was typed for India', async ({
  page,
}) => {
  await openWizard(page);
  await fillParticipant(page);
  await billingCheckbox(page).check();
  await textbox(page, 'Institution name').fill('Universität Musterstadt');
  await textbox(page, 'Billing address').fill('Hauptstrasse 1\n10115 Berlin');
  // Typed while still in India: a GSTIN and the SEZ box, which go once the address is abroad.
  await textbox(page, 'GSTIN (optional)').fill(GSTIN);
  await page.getByRole('checkbox', { name: 'SEZ unit or developer' }).check();
  await stateSelect(page).selectOption({ label: 'Outside India' });
  await expect(textbox(page, 'GSTIN (optional)')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'SEZ unit or developer' })).toHaveCount(0);
  const country = page.getByRole('combobox', { name: 'Billing country' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(country).toHaveAccessibleDescription(containing(BILLING_COUNTRY_REQUIRED));
  await country.selectOption({ label: 'Germany' });
  await expectFitsEachWidth(page, 'billing fields abroad');

  await next(page, 'Registration Tier');
  await chooseTier(page, getTier('academia-non-ieee').label);
  await next(page, 'Summary');
  await expect(page.locator('.summary')).toContainText('Germany');
  const id = await submit(page);
  expect((await db.doc(`registrations/${id}`).get()).data()?.billing).toEqual({
    name: 'Universität Musterstadt',
    address: 'Hauptstrasse 1\n10115 Berlin',
    stateCode: '96',
    country: 'DE',
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test(`the status page adds, corrects and removes billing details until the invoice is issued, each screen fitting a phone and a laptop, axe clean`, async ({
    page,
  }) => {
    // A paid registration, four billing screens each checked at two widths and by axe, an invoice's
    // PDF: 90 s leaves a machine three times slower room (docs/development.md, "Timeouts and why").
    test.setTimeout(90_000);
    const id = await paidRegistration(
      { ...participant(), registrationTier: 'academia-non-ieee', totalAmount: 0 },
      { adminToken: await idTokenFor({ admin: true }), referencePrefix: 'BILLUI', verify: false },
    );
    await openFromMailedLink(page, id);
    const section = page.getByRole('region', { name: 'Billing details for your tax invoice' });
    await expect(section).toContainText('Your tax invoice will be made out to you.');

    // The form opens with the focus in its first field; a refusal takes it to the field refused.
    await section.getByRole('button', { name: 'Invoice to my institution' }).click();
    await expect(textbox(section, 'Institution name')).toBeFocused();
    await textbox(section, 'Billing address').focus();
    await section.getByRole('button', { name: 'Save billing details' }).click();
    await expect(textbox(section, 'Institution name')).toHaveAccessibleDescription(containing(BILLING_NAME_REQUIRED));
    await expect(textbox(section, 'Institution name')).toBeFocused();
    await expectFitsEachWidth(page, 'status billing form in error');

    const address = 'Accounts Office, 12 Beach Road\nChennai 600001';
    await textbox(section, 'Institution name').fill(INSTITUTION);
    await textbox(section, 'Billing address').fill(address);
    await section.getByRole('combobox', { name: 'State or union territory' }).selectOption({ label: 'Tamil Nadu' });
    await textbox(section, 'GSTIN (optional)').fill(GSTIN);
    await section.getByRole('checkbox', { name: 'SEZ unit or developer' }).check();
    await section.getByRole('button', { name: 'Save billing details' }).click();
    await expect(section.getByRole('alert')).toHaveText('Billing details saved.');
    // The form gone, the focus is on the button that opens it again, not lost to the page.
    await expect(section.getByRole('button', { name: 'Correct billing details' })).toBeFocused();
    await expect(section.getByTestId('billing-current')).toContainText(
      `${INSTITUTION}, Tamil Nadu, GSTIN ${GSTIN}, an SEZ unit`,
    );
    expect((await db.doc(`registrations/${id}`).get()).data()?.billing?.gstin).toBe(GSTIN);

    // On another visit, "Correct billing details" opens with what is on record, each field filled in.
    const reopen = async () => {
      await page.reload();
      await section.getByRole('button', { name: 'Correct billing details' }).click();
    };
    await reopen();
    await expect(textbox(section, 'Institution name')).toHaveValue(INSTITUTION);
    await expect(textbox(section, 'Billing address')).toHaveValue(address);
    await expect(section.getByRole('combobox', { name: 'State or union territory' })).toHaveValue('33');
    await expect(textbox(section, 'GSTIN (optional)')).toHaveValue(GSTIN);
    await expect(section.getByRole('checkbox', { name: 'SEZ unit or developer' })).toBeChecked();
    // Abroad: the country on record, and the address; a cancelled edit leaves the next opening as on record.
    const abroad = 'Universität Musterstadt, Hauptstrasse 1\n10115 Berlin';
    await textbox(section, 'Billing address').fill(abroad);
    await section.getByRole('combobox', { name: 'State or union territory' }).selectOption({ label: 'Outside India' });
    await section.getByRole('combobox', { name: 'Billing country' }).selectOption({ label: 'Germany' });
    await section.getByRole('button', { name: 'Save billing details' }).click();
    await expect(section.getByRole('alert')).toHaveText('Billing details saved.');
    await reopen();
    await expect(textbox(section, 'Billing address')).toHaveValue(abroad);
    await expect(section.getByRole('combobox', { name: 'State or union territory' })).toHaveValue('96');
    await expect(section.getByRole('combobox', { name: 'Billing country' })).toHaveValue('DE');
    await textbox(section, 'Institution name').fill('Someone else');
    await section.getByRole('button', { name: 'Cancel' }).click();
    await section.getByRole('button', { name: 'Correct billing details' }).click();
    await expect(textbox(section, 'Institution name')).toHaveValue(INSTITUTION);
    await section.getByRole('button', { name: 'Cancel' }).click();

    await section.getByRole('button', { name: 'Remove billing details' }).click();
    await expect(section.getByRole('alert')).toHaveText('Billing details removed.');
    await expect(section).toContainText('Your tax invoice will be made out to you.');
    expect((await db.doc(`registrations/${id}`).get()).data()?.billing).toBeNull();

    // Issued while the page was open: the server's refusal is said; after a reload, no form.
    await section.getByRole('button', { name: 'Invoice to my institution' }).click();
    await textbox(section, 'Institution name').fill(INSTITUTION);
    await textbox(section, 'Billing address').fill('Accounts Office, Chennai 600001');
    await section.getByRole('combobox', { name: 'State or union territory' }).selectOption({ label: 'Tamil Nadu' });
    // The administrator verifies the payment meanwhile, which issues the invoice.
    expect(await verifyPaymentOf(id, await idTokenFor({ admin: true }))).toBe(200);
    await section.getByRole('button', { name: 'Save billing details' }).click();
    await expect(section.getByRole('alert')).toHaveText(BILLING_AFTER_INVOICE);
    await expectFitsEachWidth(page, 'status billing refusal');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Download tax invoice (PDF)' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Billing details for your tax invoice' })).toHaveCount(0);
  });
});
