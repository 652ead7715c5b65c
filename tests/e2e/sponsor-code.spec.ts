// A sponsor's code in the browser, on a 375 px phone. An administrator records a sponsor and
// verifies its payment through the API; one of its complimentary codes, typed in lowercase without
// hyphens, makes an industry registration free on the wizard's summary (₹0, nothing to pay; Remove
// code gives the tier's price back; Enter in the field applies the code and does not submit). The
// mailed link verifies the address, and the status page says the registration is complimentary,
// awaiting that link and then complete with its pass, never offering a payment. The same code typed
// in a new wizard is refused at its field as used. Axe at each state shown.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { sponsorAnswerSchema, type SponsorView } from '../../functions/src/domain/api/sponsors';
import { COMPLIMENTARY_NOTHING_TO_PAY, SPONSOR_CODE_USED } from '../../functions/src/domain/messages';
import { computeTotal, formatInr } from '../../functions/src/domain/pricing';
import { SPONSORSHIP } from '../../functions/src/domain/sponsorship';
import { getTier, type TierId } from '../../functions/src/domain/tiers';
import { venueDate } from '../../functions/src/domain/venue-time';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { suiteNow } from '../support/clock';
import { expectNoAxeViolations, expectNoHorizontalScroll } from './support/page-checks';
import { openFromMailedLink, verificationLinkOf } from './support/registration-status';
import { next, openAtTier, stepHeading, storedRegistration, submit } from './support/registration-wizard';
import { escapeRegExp } from './support/text';

// The second test types the code the first one used.
test.describe.configure({ mode: 'serial' });

const PHONE = { width: 375, height: 812 };
const TIER: TierId = 'industry-non-ieee';

let sponsor: SponsorView;
let code: string;
let usedBy: string | undefined;

/** A sponsor of a package with free registrations, recorded and its payment verified as the admin page does. */
async function paidSponsor(): Promise<SponsorView> {
  const pack = SPONSORSHIP?.packages.find((candidate) => candidate.freeRegistrations > 0);
  if (!pack) throw new Error('The edition under test sells no package with free registrations.');
  const token = await idTokenFor({ admin: true });
  const recorded = await callApi('POST', '/api/admin/sponsors', {
    token,
    json: {
      organisation: {
        name: `Tunga Robotics ${randomUUID().slice(0, 6)}`,
        address: '7 Industrial Estate\nHubballi 580030',
        stateCode: '29',
      },
      level: pack.level,
      contact: { name: 'Nandini Hegde', email: 'nandini@tunga.example' },
    },
  });
  expect(recorded.status).toBe(201);
  const { id } = dataBody(sponsorAnswerSchema).parse(await recorded.json()).data.sponsor;
  const paid = await callApi('POST', `/api/admin/sponsors/${id}/payment`, {
    token,
    json: { reference: `UTR${randomUUID().slice(0, 8).toUpperCase()}`, date: venueDate(await suiteNow()) },
  });
  expect(paid.status).toBe(200);
  // The sponsor's own view, as its page reads it: its codes among the rest.
  const read = await callApi('GET', `/api/admin/sponsors/${id}`, { token });
  expect(read.status).toBe(200);
  return dataBody(sponsorAnswerSchema).parse(await read.json()).data.sponsor;
}

/** The sponsor's view now, to see who used its codes. */
async function sponsorNow(id: string): Promise<SponsorView> {
  const read = await callApi('GET', `/api/admin/sponsors/${id}`, { token: await idTokenFor({ admin: true }) });
  return dataBody(sponsorAnswerSchema).parse(await read.json()).data.sponsor;
}

/** A new registrant at the summary of the wizard, on the tier a code covers. */
async function atSummary(page: Page): Promise<string> {
  await page.setViewportSize(PHONE);
  const email = await openAtTier(page, getTier(TIER).label);
  await next(page, 'Summary');
  return email;
}

async function checkPage(page: Page, where: string): Promise<void> {
  await expectNoAxeViolations(page, where);
  await expectNoHorizontalScroll(page, where);
}

const sponsoredBy = () => `Sponsored by ${sponsor.organisation.name} (${sponsor.level} sponsorship)`;

test.beforeAll(async () => {
  sponsor = await paidSponsor();
  const free = sponsor.codes.filter((candidate) => candidate.kind === 'complimentary' && candidate.usedBy === null);
  expect(free.length).toBe(sponsor.freeRegistrations);
  code = free[0]?.code ?? '';
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
});

test('a complimentary code, typed in lowercase without hyphens, makes the registration free: ₹0 on the summary, nothing to pay, and the status page gives the pass without a payment', async ({
  page,
}) => {
  test.slow();
  const email = await atSummary(page);
  const tierTotal = formatInr(computeTotal({ registrationTier: TIER }, await suiteNow()).total);
  const total = page.getByTestId('summary-total');
  await expect(total).toHaveText(tierTotal);

  // The disclosure opens on a labelled field.
  const toggle = page.getByRole('button', { name: 'I have a sponsor’s code' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const field = page.getByRole('textbox', { name: 'Sponsor’s code' });
  await expect(field).toBeVisible();
  await checkPage(page, 'code field open');

  await field.fill(code.replace(/-/g, '').toLowerCase());
  await page.getByRole('button', { name: 'Apply code' }).click();
  const applied = page.getByRole('status').filter({ hasText: sponsoredBy() });
  await expect(applied).toContainText(COMPLIMENTARY_NOTHING_TO_PAY);
  await expect(applied).toContainText(code);
  await expect(total).toHaveText(formatInr(0));
  const remove = page.getByRole('button', { name: 'Remove code' });
  await expect(remove).toBeFocused();
  await checkPage(page, 'code applied');

  // Removed, the tier's price is back and focus is on the way to enter a code again.
  await remove.click();
  await expect(total).toHaveText(tierTotal);
  await expect(page.getByRole('status').filter({ hasText: 'Sponsor’s code removed' })).toContainText(tierTotal);
  await expect(toggle).toBeFocused();

  // By keyboard: Enter opens the field, and Enter in it applies the code rather than submitting.
  await page.keyboard.press('Enter');
  await expect(field).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.type(code.replace(/-/g, '').toLowerCase());
  await page.keyboard.press('Enter');
  await expect(applied).toBeVisible();
  await expect(stepHeading(page)).toHaveText('Summary');
  await expect(total).toHaveText(formatInr(0));

  const id = await submit(page);
  const confirmation = page.locator('.confirmation');
  await expect(confirmation).toContainText(COMPLIMENTARY_NOTHING_TO_PAY);
  await expect(confirmation).toContainText(`We have sent a mail to ${email}`);
  await expect(confirmation).not.toContainText('complete only after payment');
  await expect(confirmation).not.toContainText('proceed to payment');
  await checkPage(page, 'confirmation');

  // Stored free, and the sponsor's view says who used the code.
  expect((await storedRegistration(id)).totalAmount).toBe(0);
  usedBy = (await sponsorNow(sponsor.id)).codes.find((candidate) => candidate.code === code)?.usedBy?.registrationId;
  expect(usedBy).toBe(id);

  // Awaiting the e-mail check, the status page says the link completes it, with nothing to pay.
  const sponsoredNote = page.getByTestId('status-sponsored');
  const complimentaryFrom = `Complimentary registration from ${sponsor.organisation.name} (${sponsor.level} sponsorship)`;
  await page.goto(`/registration/status?id=${id}`);
  await expect(page.locator('#status-step-title')).toHaveText('Email Verification');
  await expect(sponsoredNote).toHaveText(complimentaryFrom);
  await expect(page.getByText(COMPLIMENTARY_NOTHING_TO_PAY)).toBeVisible();
  await expect(page.getByText('Press the link in it to complete your registration')).toBeVisible();
  await checkPage(page, 'status awaiting the e-mail check');

  // The mailed link; then the registration is complete, with its pass and no payment.
  await page.goto(await verificationLinkOf(id));
  await expect(page.getByRole('heading', { name: 'E-mail address verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Go there now' }).click();
  await expect(page.locator('#status-step-title')).toHaveText('Summary');
  await expect(sponsoredNote).toHaveText(complimentaryFrom);
  await expect(page.locator('.status-callout')).toHaveText(
    new RegExp(`^Your registration is complete\\. ${escapeRegExp(COMPLIMENTARY_NOTHING_TO_PAY)}$`),
  );
  // The ID alone shows it complete; the pass and the confirmation open from the mailed link.
  await expect(page.getByRole('link', { name: 'Open my entry pass' })).toHaveCount(0);
  const key = await openFromMailedLink(page, id);
  await expect(page.getByRole('link', { name: 'Open my entry pass' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download registration confirmation (PDF)' })).toHaveAttribute(
    'href',
    `/api/registrations/${id}/receipt.pdf?key=${key}`,
  );
  await expect(page.getByText('Amount paid')).toHaveCount(0);
  await checkPage(page, 'status complete');

  // Where the payment would be: nothing to pay, no bank page and no proof to upload.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.locator('#status-step-title')).toHaveText('Payment Status');
  await expect(page.locator('.status-step')).toContainText(COMPLIMENTARY_NOTHING_TO_PAY);
  await expect(page.getByRole('link', { name: /collection page|payment guide/i })).toHaveCount(0);
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  await checkPage(page, 'status payment step');
});

test('the same code typed again in a new wizard is refused at its field as used', async ({ page }) => {
  expect(usedBy, 'the code was used by the test before').toBeDefined();
  await atSummary(page);
  const before = await page.getByTestId('summary-total').textContent();
  await page.getByRole('button', { name: 'I have a sponsor’s code' }).click();
  const field = page.getByRole('textbox', { name: 'Sponsor’s code' });
  await field.fill(code);
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(SPONSOR_CODE_USED)));
  await expect(page.getByRole('alert').filter({ hasText: SPONSOR_CODE_USED })).toBeVisible();
  await expect(field).toBeFocused();
  await expect(page.getByTestId('summary-total')).toHaveText(before ?? '');
  await expect(page.getByRole('button', { name: 'Remove code' })).toHaveCount(0);
  await checkPage(page, 'code refused');
});
