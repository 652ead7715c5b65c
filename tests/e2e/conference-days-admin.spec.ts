// The console's side of the conference days at 375 px: the dashboard counts a check-in
// per day and tier and those paid but not yet come; badges for the selected rows download as a PDF
// naming the person; the certificates of participation cannot be sent before the conference ends
// (the suite's own moment is before it).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { postJson } from '../support/api';
import { idTokenFor } from '../support/auth';
import { asOf } from '../support/clock';
import { pdfReadingText } from '../support/pdf';
import { createAdministrator, signIn, useCurrentAdminCsp, type TestUser } from './support/admin';
import { expectNoAxeViolations, expectNoHorizontalScroll } from './support/page-checks';
import { CERTIFICATE_FACTS } from '../../functions/src/domain/certificate';
import { CERTIFICATE_NOT_READY } from '../../functions/src/domain/messages';
import { CERTIFICATES_OPEN_ON, venueInstant } from '../../functions/src/domain/venue-time';
import { DESK_OPENS, passHolder, type PassHolder } from './support/passes';
import { openFromMailedLink } from './support/registration-status';

test.use({ viewport: { width: 375, height: 740 } });
test.describe.configure({ mode: 'serial' });

let admin: TestUser;
let holder: PassHolder;

test.beforeAll(async () => {
  admin = await createAdministrator();
  holder = await passHolder();
  const token = await idTokenFor({ admin: true });
  const { status, body } = await postJson(
    '/api/admin/check-in',
    { code: holder.code, desk: 'Desk 1' },
    { authorization: `Bearer ${token}`, ...asOf(DESK_OPENS) },
  );
  expect(status, JSON.stringify(body)).toBe(200);
});

async function openAdmin(page: Page, path = '/admin') {
  await useCurrentAdminCsp(page);
  await page.goto(path);
  await signIn(page, admin);
}

test('the dashboard shows the check-ins per conference day and tier, and those paid but not yet come', async ({
  page,
}) => {
  await openAdmin(page);
  const attendance = page.getByRole('region', { name: 'Attendance' });
  const table = attendance.getByRole('table', { name: 'People checked in per conference day and tier' });
  await expect(table).toBeVisible();
  const firstDay = table.locator('tfoot td').first();
  await expect(firstDay).not.toHaveText('0');
  await expect(
    table.getByRole('row', { name: new RegExp(`^${holder.tier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }),
  ).toBeVisible();
  await expect(attendance.getByTestId('not-yet-come')).toContainText(
    /of \d[\d,]* (person|people) with a verified payment/,
  );
  await expectNoAxeViolations(page, 'the dashboard with attendance');
  await expectNoHorizontalScroll(page, 'the dashboard with attendance');
});

test('badges for the selected registration download as a PDF naming the person', async ({ page }) => {
  const lastName = holder.name.split(' ').at(-1) ?? '';
  await openAdmin(page, `/admin?q=${lastName.toLowerCase()}`);
  await page.getByRole('checkbox', { name: new RegExp(`^Select ${holder.registrationId}`) }).check();
  await page.getByRole('button', { name: 'Print badges' }).click();
  const link = page.getByRole('link', { name: /Download the selected badges/ });
  await expect(link).toBeFocused();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('badges.pdf');
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // As a reader reads it: a name the badge breaks over two lines is still the name.
  expect(await pdfReadingText(new Uint8Array(bytes))).toContain(holder.name);
  await expectNoAxeViolations(page, 'badges ready');
});

test("badges for a registration not verified are refused with the server's sentence", async ({ page }) => {
  const waiting = await passHolder({ verified: false });
  const lastName = waiting.name.split(' ').at(-1) ?? '';
  await openAdmin(page, `/admin?q=${lastName.toLowerCase()}`);
  await page.getByRole('checkbox', { name: new RegExp(`^Select ${waiting.registrationId}`) }).check();
  await page.getByRole('button', { name: 'Print badges' }).click();
  await expect(page.getByRole('alert')).toContainText(/^The badges could not be made: .*\S/);
  await expect(page.getByRole('link', { name: /Download the selected badges/ })).toHaveCount(0);
});

test('the certificates cannot be sent before the conference is over, and say from when', async ({ page }) => {
  await openAdmin(page);
  const certificates = page.getByRole('region', { name: 'Certificates of participation' });
  const send = certificates.getByRole('button', { name: /^Send certificates of participation to \d+ registrations?$/ });
  await expect(send).toBeDisabled();
  await expect(certificates).toContainText(/Certificates of participation can be sent from .+, after the conference\./);
  await expectNoAxeViolations(page, 'the certificates control');
});

test('the status page offers no certificate before the conference is over', async ({ page }) => {
  await openFromMailedLink(page, holder.registrationId);
  await expect(page.getByRole('link', { name: 'Download receipt (PDF)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download certificate of participation' })).toHaveCount(0);
});

test('after the conference the status page says the certificate is not ready while the edition names no signatories', async ({
  page,
}) => {
  // When the organisers name them in edition.ts, this page offers the download instead, as the
  // fictional edition's browser test shows (certificates.fixture-2031.spec.ts).
  expect(CERTIFICATE_FACTS.complete).toBe(false);
  const after = venueInstant(CERTIFICATES_OPEN_ON, 10);
  await page.route('**/api/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), ...asOf(after) } }),
  );
  await openFromMailedLink(page, holder.registrationId, asOf(after));
  const certificate = page.getByRole('region', { name: 'Your certificate of participation' });
  await expect(certificate).toContainText(CERTIFICATE_NOT_READY);
  await expect(certificate.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the status page with the certificate not ready');
  await expectNoHorizontalScroll(page, 'the status page with the certificate not ready');
});
