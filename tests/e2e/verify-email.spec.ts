// The e-mail verification page (/verify/{token}) and the whole registrant's path after it:
// mail link, verified, status page at Payment Status, proof upload, administrator's
// verification, Summary with the receipt.
import { expect, test } from './support/test';
import { EMAIL_VERIFY_REDIRECT_MS } from '../../functions/src/domain/conference';
import {
  PAYMENT_UNDER_VERIFICATION,
  PAYMENT_UPLOADED,
  VERIFICATION_FAILED,
  VERIFICATION_FAILED_TITLE,
} from '../../functions/src/domain/messages';
import { idTokenFor } from '../support/auth';
import { pdfOfSize } from '../support/pdf';
import {
  adminPost,
  collectPageErrors,
  expectReceiptDownload,
  openFromMailedLink,
  newRegistration,
  verificationLinkOf,
} from './support/registration-status';
import { expectNoAxeViolations } from './support/page-checks';
import { http } from './support/http';

// A receipt big enough that its upload, slowed below, takes a moment the progress bar can show.
// Large enough for the progress bar to show on a slow upload.
let LARGE_PDF: Buffer;
test.beforeAll(async () => {
  LARGE_PDF = await pdfOfSize(400 * 1024);
});

test('an invalid link says "Verification Failed" and how to get a new one', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/verify/this-link-was-never-sent');
  const failure = page.getByRole('alert');
  await expect(failure.getByRole('heading', { name: VERIFICATION_FAILED_TITLE })).toBeVisible();
  await expect(failure).toContainText(VERIFICATION_FAILED);
  await expect(page.getByRole('link', { name: 'registration status page' })).toHaveAttribute(
    'href',
    '/registration/status',
  );
  await expect(page.getByText('Links stop working when a newer one is sent')).toBeVisible();
  await expectNoAxeViolations(page);
  // The API's 404 is the only error logged: no hydration mismatch.
  expect(errors.filter((text) => !/Failed to load resource.*404/.test(text))).toEqual([]);
});

test('a link opened without a connection says "Verification Failed", and that the link may still work', async ({
  page,
}) => {
  await page.route('**/api/verify/*', (route) => route.abort('internetdisconnected'));
  await page.goto('/verify/a-good-link-opened-offline');
  const failure = page.getByRole('alert');
  await expect(failure.getByRole('heading', { name: VERIFICATION_FAILED_TITLE })).toBeVisible();
  await expect(failure).toContainText(VERIFICATION_FAILED);
  await expect(page.getByText('Our server did not answer, so your link may still work')).toBeVisible();
  await expect(page.getByText('Links stop working when a newer one is sent')).toHaveCount(0);
});

test('one prerendered page serves every token and never contains one', async () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCde';
  const response = await http(`/verify/${token}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('Verifying your e-mail address...');
  expect(html).not.toContain(token);
});

test('from the mailed link to the Summary: verify, pay, upload, verified by an administrator', async ({ page }) => {
  test.slow();
  const id = await newRegistration();
  const link = await verificationLinkOf(id);
  const errors = collectPageErrors(page);

  // The clock is held so the page can be checked before the redirect and the delay measured (axe
  // needs running timers, so it checks this page's failure state above and every status step).
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto(link);
  // The application's timers and frames are the clock's: let them run.
  await page.clock.runFor(100);
  await expect(page.getByRole('heading', { name: 'E-mail address verified' })).toBeVisible();
  // This page's header offers the way in to registration; the status page's (below) does not.
  const door = page.locator('.site-header [data-registration-door]');
  const registrationSection = page.locator('.desktop-nav [data-nav-path="/registration"]');
  await expect(door).toHaveCount(1);
  await expect(registrationSection).not.toHaveClass(/is-active/);
  await expect(page.getByText(`in ${EMAIL_VERIFY_REDIRECT_MS / 1000} seconds`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go there now' })).toHaveAttribute(
    'href',
    `/registration/status?id=${id}`,
  );
  // The page's clock stood still but for the 100 ms run above, and the server's answer may have come
  // before that run or after it: the redirect's timer started then, 0 to 100 ms before now. So the
  // page is still here 101 ms short of the delay, and gone at the delay.
  await page.clock.runFor(EMAIL_VERIFY_REDIRECT_MS - 101);
  await expect(page).toHaveURL(link);
  await page.clock.runFor(101);
  await expect(page).toHaveURL(`/registration/status?id=${id}`);
  await page.clock.resume();

  await expect(page.getByRole('heading', { level: 2, name: 'Payment Status' })).toBeFocused();
  await expect(page.getByText(`Registration ${id}`)).toBeVisible();
  // The header is the status page's own: its section current, no way in.
  await expect(door).toHaveCount(0);
  await expect(registrationSection).toHaveClass(/is-active/);
  expect(errors).toEqual([]);

  // A slow line: the progress bar shows while the receipt goes out.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: -1,
    uploadThroughput: 200 * 1024,
  });
  await page.getByLabel('Payment Reference ID').fill('SBIC-E2E-0001');
  await page
    .getByLabel('Receipt (PDF)')
    .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: LARGE_PDF });
  await page.getByRole('button', { name: 'Upload payment details' }).click();
  await expect(page.getByRole('progressbar', { name: /Uploading payment details/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uploading...' })).toHaveAttribute('aria-disabled', 'true');

  await expect(page.getByRole('heading', { name: PAYMENT_UNDER_VERIFICATION })).toBeFocused();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('alert').filter({ hasText: PAYMENT_UPLOADED })).toBeVisible();
  await expect(page.getByText('SBIC-E2E-0001')).toBeVisible();
  await expectNoAxeViolations(page);

  const admin = await idTokenFor({ admin: true });
  expect(await adminPost(`/api/verify/verify-registration/${id}`, admin)).toBe(200);
  await openFromMailedLink(page, id);
  await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();
  await expect(page.locator('.summary-list')).toContainText('SBIC-E2E-0001');
  await expectReceiptDownload(page, id);
  await expectNoAxeViolations(page);
});
