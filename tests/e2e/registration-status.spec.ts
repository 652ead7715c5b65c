// The status checker (/registration/status): the seeded states, the lookup's messages, the
// resend, the payment instructions and the proof form. Seeds are only read here; flows that
// change a registration create their own.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { PDFDocument } from 'pdf-lib';
import { BANK_STEPS, paymentTitle, PAYMENT_CATEGORY } from '../../functions/src/domain/conference';
import {
  EMAIL_NOT_VERIFIED,
  ONLY_PDF,
  receiptNamedPdf,
  receiptNotPdf,
  PAYMENT_NOT_VERIFIED,
  PAYMENT_PROOF_REQUIRED,
  PAYMENT_UNDER_VERIFICATION,
  PAYMENT_UPLOADED,
  STATUS_ID_REQUIRED,
  STATUS_ID_UNKNOWN,
} from '../../functions/src/domain/messages';
import { unreadableImage } from '../../functions/src/domain/picture-uploads';
import { MAX_UPLOAD_BYTES, VERIFICATION_MAILS_PER_HOUR } from '../../functions/src/domain/limits';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { idTokenFor } from '../support/auth';
import { PDF, uploadProofFor, verifyEmailOf } from '../support/registration';
import { isKnown } from '../../web/src/content/fact';
import { CONTACT } from '../../web/src/content/site';
import { http } from './support/http';
import { escapeRegExp } from './support/text';
import { gotoHydrated } from './support/hydration';
import {
  adminPost,
  collectPageErrors,
  expectReceiptDownload,
  openFromMailedLink,
  mailExists,
  newRegistration,
  verificationLinkOf,
} from './support/registration-status';
import { pageChunkFile } from './support/application-chunks';
import { phonePhoto } from './support/phone-pictures';
import { WIDTHS, expectNoAxeViolations, expectNoHorizontalScroll } from './support/page-checks';
import { expectClearOfHeader } from './support/registration-wizard';

const SEED = (n: number) => `ICEI25-SEED-0000-0000${n}`;
const STEP_HEADING = { level: 2, name: /^(Registration ID|Email Verification|Payment Status|Summary)$/ } as const;

const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Registration status steps' }).locator('[aria-current="step"]');
const stepHeading = (page: Page) => page.getByRole('heading', STEP_HEADING);

async function openStatus(page: Page, id: string) {
  await page.goto(`/registration/status?id=${id}`);
  await expect(page.getByText(`Registration ${id}`)).toBeVisible();
}

test.describe('seeded registrations', () => {
  test('e-mail not verified: the Email Verification step, and Next says so', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openStatus(page, SEED(1));
    await expect(stepHeading(page)).toHaveText('Email Verification');
    await expect(currentStep(page)).toContainText('Email Verification');
    await expect(page.getByText('a***o@example.org', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send the verification e-mail again' })).toBeVisible();
    // A mistyped address: whom to write to, a mail link once the edition publishes the team's address.
    const mistyped = page.getByText('Not your address, or mistyped?');
    await expect(mistyped).toContainText('with your registration ID: they can correct it');
    const team = CONTACT.registrationEmail;
    if (isKnown(team)) {
      await expect(mistyped.getByRole('link', { name: 'registration team' })).toHaveAttribute('href', `mailto:${team}`);
    } else await expect(mistyped).toContainText('registration team (address to be announced)');
    // The ID from the address is in the field, looked up at once, without a hydration error.
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText(EMAIL_NOT_VERIFIED);
    await expect(stepHeading(page)).toHaveText('Email Verification');
    await expectNoAxeViolations(page);
  });

  test.describe('awaiting payment', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('the Payment Status step holds the instructions, copy buttons, the guide and the proof form', async ({
      page,
    }) => {
      await openStatus(page, SEED(2));
      await expect(stepHeading(page)).toHaveText('Payment Status');
      await expect(currentStep(page)).toContainText('Payment Status');
      const details = page.locator('.payment-details');
      await expect(details).toContainText(PAYMENT_CATEGORY);
      await expect(details).toContainText(paymentTitle());
      await expect(details).toContainText('Amount (total payable, inclusive of GST)');
      await expect(details).toContainText('₹6,000');
      await expect(page.getByRole('link', { name: /bank’s online collection page/ })).toHaveAttribute(
        'href',
        /^https:\/\//,
      );
      // The way to the institute's page at the bank, in the edition's order, before the details.
      await expect(page.locator('.payment-instructions__bank-steps > li')).toHaveText([...BANK_STEPS]);
      const guide = page.getByRole('link', { name: /Payment guide \(PDF\)/ });
      const guideFile = await http((await guide.getAttribute('href')) ?? '');
      expect(guideFile.status).toBe(200);
      expect(
        Buffer.from(await guideFile.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      await page.getByRole('button', { name: 'Copy amount' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
      expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe('6000');
      await page.getByRole('button', { name: 'Copy registration ID' }).click();
      expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(SEED(2));

      await expect(page.getByLabel('Payment Reference ID')).toBeVisible();
      await expect(page.getByLabel('Receipt (PDF)')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('alert')).toHaveText(PAYMENT_NOT_VERIFIED);
    });

    test('the proof form needs both fields and a PDF, and says so beside them', async ({ page }) => {
      await openStatus(page, SEED(2));
      const upload = page.getByRole('button', { name: 'Upload payment details' });
      await upload.click();
      await expect(page.getByRole('alert')).toHaveText(PAYMENT_PROOF_REQUIRED);
      await expect(page.getByLabel('Payment Reference ID')).toBeFocused();
      await expect(page.getByLabel('Payment Reference ID')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Receipt (PDF)')).toHaveAttribute('aria-invalid', 'true');

      await page.getByLabel('Payment Reference ID').fill('SBIC-TEST-1');
      await upload.click();
      await expect(page.getByRole('alert')).toHaveText(PAYMENT_PROOF_REQUIRED);
      await expect(page.getByLabel('Receipt (PDF)')).toBeFocused();

      // A picture the browser cannot open is not made a PDF: one message says so.
      await page
        .getByLabel('Receipt (PDF)')
        .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
      await expect(page.getByRole('alert')).toHaveText(unreadableImage({ name: 'receipt.png', type: '', size: 0 }));
      await expect(page.getByLabel('Receipt (PDF)')).toHaveValue('');

      await page
        .getByLabel('Receipt (PDF)')
        .setInputFiles({ name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
      // It names the file chosen and what is needed, once.
      const refusal = receiptNotPdf('“receipt.txt”');
      await expect(page.getByRole('alert')).toHaveText(refusal);
      await expectNoAxeViolations(page);
      // The refused file is not kept: the input is empty again, and a submit says why once more,
      // still once: beside the field, which takes the focus and is described by it.
      await expect(page.getByLabel('Receipt (PDF)')).toHaveValue('');
      await upload.click();
      await expect(page.getByLabel('Receipt (PDF)')).toBeFocused();
      await expect(page.getByText(refusal)).toHaveCount(1);
      await expect(page.getByRole('alert').filter({ hasText: refusal })).toHaveCount(1);
      await expect(page.getByRole('alert').filter({ hasText: PAYMENT_PROOF_REQUIRED })).toHaveCount(0);
      await expect(page.getByLabel('Receipt (PDF)')).toBeFocused();
      await expect(page.getByLabel('Receipt (PDF)')).toHaveAccessibleDescription(new RegExp(refusal.slice(0, 30)));
      // With the reference missing too, the form asks for both; the receipt still says why.
      await page.getByLabel('Payment Reference ID').fill('');
      await upload.click();
      await expect(page.getByRole('alert').filter({ hasText: PAYMENT_PROOF_REQUIRED })).toHaveCount(1);
      await expect(page.getByRole('alert').filter({ hasText: refusal })).toHaveCount(1);
      // A file that only claims to be a PDF goes to the server, which reads its bytes and refuses it:
      // said beside the receipt as a refusal on choosing is, the focus there, the input emptied.
      await page.getByLabel('Payment Reference ID').fill('SBIC-TEST-1');
      await page
        .getByLabel('Receipt (PDF)')
        .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
      await upload.click();
      // Said of the file, which its name had made look like one.
      const namedPdf = receiptNamedPdf('“receipt.pdf”');
      await expect(page.getByLabel('Receipt (PDF)')).toHaveAccessibleDescription(new RegExp(escapeRegExp(namedPdf)));
      await expect(page.getByLabel('Receipt (PDF)')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Receipt (PDF)')).toBeFocused();
      await expect(page.getByLabel('Receipt (PDF)')).toHaveValue('');
      await expect(page.getByRole('alert').filter({ hasText: namedPdf })).toHaveCount(1);
      await expect(page.getByText(ONLY_PDF)).toHaveCount(0);
      // Nothing was sent: the seed still awaits its payment.
      await page.reload();
      await expect(stepHeading(page)).toHaveText('Payment Status');
      await expect(page.getByText(PAYMENT_UNDER_VERIFICATION)).toHaveCount(0);
    });
  });

  test('proof under verification: "Payment is Under Verification" with the proof received', async ({ page }) => {
    await openStatus(page, SEED(3));
    await expect(stepHeading(page)).toHaveText('Payment Status');
    await expect(page.getByRole('heading', { name: PAYMENT_UNDER_VERIFICATION })).toBeVisible();
    await expect(page.getByText('SBIC2510210003')).toBeVisible();
    await expect(page.getByText('bank-receipt.pdf')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText(PAYMENT_NOT_VERIFIED);
  });

  test('payment verified: the Summary with the receipt to download, from the mailed link', async ({ page }) => {
    await openFromMailedLink(page, SEED(4));
    await expect(page).toHaveURL(new RegExp(`/registration/status\\?id=${SEED(4)}$`));
    await expect(stepHeading(page)).toHaveText('Summary');
    await expect(currentStep(page)).toContainText('Summary');
    await expect(page.locator('.summary-list')).toContainText('Rahul Desai');
    await expect(page.locator('.summary-list')).toContainText('₹8,300 (inclusive of GST)');
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expectReceiptDownload(page, SEED(4));
    await expectNoAxeViolations(page);

    // The entry pass, one tap away: the pass page names the registrant.
    await expect(page.getByRole('heading', { level: 3, name: 'Your entry pass' })).toBeVisible();
    await page.getByRole('link', { name: 'Open my entry pass' }).click();
    await expect(page).toHaveURL(/\/pass\/[A-Za-z0-9_-]{22}$/);
    await expect(page.getByRole('main')).toContainText('Rahul Desai');
  });

  test('before the payment is verified, no entry pass is offered', async ({ page }) => {
    await openStatus(page, SEED(3));
    await expect(stepHeading(page)).toHaveText('Payment Status');
    await expect(page.getByRole('link', { name: 'Open my entry pass' })).toHaveCount(0);
  });
});

test('the lookup: an empty ID, an unknown ID, then an ID typed loosely', async ({ page }) => {
  await gotoHydrated(page, '/registration/status');
  await expect(stepHeading(page)).toHaveText('Registration ID');
  await expect(currentStep(page)).toContainText('Registration ID');
  const field = page.getByRole('textbox', { name: 'Registration ID' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText(STATUS_ID_REQUIRED);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page);

  // What cannot be an ID (a path, say) is refused as unknown without asking the API; an ID that
  // could be ours is looked up.
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/registrations')) asked.push(pathname);
  });
  await field.fill('../../etc/passwd');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText(STATUS_ID_UNKNOWN);
  await expect(field).toBeFocused();

  const unknown = 'ICEI25-0000-0000-00000';
  await field.fill(unknown);
  const answered = page.waitForResponse((response) => response.url().endsWith(`/api/registrations/${unknown}`));
  await field.press('Enter');
  expect((await answered).status()).toBe(404);
  await expect(page.getByRole('alert')).toHaveText(STATUS_ID_UNKNOWN);
  await expect(stepHeading(page)).toHaveText('Registration ID');
  expect(asked).toEqual([`/api/registrations/${unknown}`]);

  // Lower case without hyphens, as someone might type it from the mail.
  await field.fill('icei25 seed 0000 00004');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Summary');
  await expect(stepHeading(page)).toBeFocused();
  await expect(page).toHaveURL(`/registration/status?id=${SEED(4)}`);

  // Back returns through the steps to the ID, which is still there.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page)).toHaveText('Payment Status');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page)).toHaveText('Registration ID');
  await expect(field).toHaveValue('icei25 seed 0000 00004');
});

test('resending the verification mail sends a new link, and a refusal from the server is shown', async ({ page }) => {
  const id = await newRegistration();
  await openStatus(page, id);
  await expect(stepHeading(page)).toHaveText('Email Verification');
  const resend = page.getByRole('button', { name: 'Send the verification e-mail again' });
  await resend.click();
  await expect(page.getByRole('alert').filter({ hasText: 'A new verification e-mail is on its way' })).toBeVisible();
  expect(await mailExists(`${id}-verify-email-2`)).toBe(true);

  // Verified meanwhile (in another tab): the server refuses a new link and the page says why.
  // The resend replaced the first link, so the second mail's is followed.
  expect((await fetch(`${SITE_URL}/api${await verificationLinkOf(id, 2)}`)).status).toBe(200);
  await resend.click();
  await expect(page.getByRole('alert')).toHaveText('Your e-mail address is already verified.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Payment Status');
});

test('past the hourly cap of verification mails, the page says when to ask again', async ({ page }) => {
  const id = await newRegistration();
  await openStatus(page, id);
  const resend = page.getByRole('button', { name: 'Send the verification e-mail again' });
  for (let sent = 2; sent <= VERIFICATION_MAILS_PER_HOUR; sent += 1) {
    await resend.click();
    await expect(page.getByRole('alert').filter({ hasText: 'A new verification e-mail is on its way' })).toBeVisible();
  }
  await resend.click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    `We have already sent ${VERIFICATION_MAILS_PER_HOUR} verification e-mails in the last hour.`,
  );
  await expect(alert).toContainText(/ask for a new link in \d+ minutes\./);
  expect(await mailExists(`${id}-verify-email-${VERIFICATION_MAILS_PER_HOUR + 1}`)).toBe(false);
});

test('a rejected proof shows its reason and can be uploaded again', async ({ page }) => {
  const id = await newRegistration();
  await verifyEmailOf(id);
  expect(await uploadProofFor(id, 'WRONG-REF')).toBe(200);
  const admin = await idTokenFor({ admin: true });
  expect(await adminPost(`/api/verify/reject-payment/${id}`, admin, { reason: 'The amount does not match.' })).toBe(
    200,
  );

  await openStatus(page, id);
  await expect(stepHeading(page)).toHaveText('Payment Status');
  const rejection = page.getByRole('alert').filter({ hasText: 'Your payment proof was not accepted' });
  await expect(rejection).toContainText('The amount does not match.');
  await expectNoAxeViolations(page);

  await page.getByLabel('Payment Reference ID').fill('SBIC-RIGHT-REF');
  await page
    .getByLabel('Receipt (PDF)')
    .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Upload payment details' }).click();
  await expect(page.getByRole('heading', { name: PAYMENT_UNDER_VERIFICATION })).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: PAYMENT_UPLOADED })).toBeVisible();
  await expect(page.getByText('SBIC-RIGHT-REF')).toBeVisible();
  await expect(rejection).toHaveCount(0);
});

test('a phone photo of the receipt, larger than the limit, is sent as a one-page PDF named after it', async ({
  page,
}) => {
  const id = await newRegistration();
  await verifyEmailOf(id);
  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
  // The converter is fetched when a picture is chosen, not with the page.
  const converter = pageChunkFile('src/lib/image-pdf/image-to-pdf.ts');
  const converterFetches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/${converter}`)) converterFetches.push(request.url());
  });
  await openStatus(page, id);
  await page.getByLabel('Payment Reference ID').fill('SBIC-PHOTO-1');
  expect(converterFetches).toHaveLength(0);
  await page.getByLabel('Receipt (PDF)').setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: photo });
  // Said as it happens, in a status line, and the PDF is what the field now holds.
  await expect(page.getByRole('status').filter({ hasText: '“receipt.jpg”' })).toContainText('“receipt.pdf”');
  await expect(page.getByText('Selected: receipt.pdf')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(converterFetches).toHaveLength(1);
  await page.getByRole('button', { name: 'Upload payment details' }).click();
  await expect(page.getByRole('heading', { name: PAYMENT_UNDER_VERIFICATION })).toBeFocused();

  // What the server kept: a PDF under the limit, of one page shaped like the photo, under the photo's name.
  const receipt = (await getFirestore(suiteAdminApp()).doc(`registrations/${id}`).get()).get('receipt') as {
    path: string;
    fileName: string;
    contentType: string;
  };
  expect(receipt).toMatchObject({ fileName: 'receipt.pdf', contentType: 'application/pdf' });
  const [stored] = await getStorage(suiteAdminApp()).bucket().file(receipt.path).download();
  expect(stored.length).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
  const document = await PDFDocument.load(stored);
  expect(document.getPageCount()).toBe(1);
  const { width, height } = document.getPage(0).getSize();
  expect(width / height).toBeCloseTo(4032 / 3024, 2);
});

test('on a 375 px phone the payment step and the summary fit without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openStatus(page, SEED(2));
  await expect(page.locator('.payment-details')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await openStatus(page, SEED(4));
  await expect(page.locator('.summary-list')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

// The payment step says nothing before the registrant acts, and a newer message takes
// the place of an older one (one region) instead of stacking under it.
for (const viewport of WIDTHS) {
  test(`at ${viewport.width} px the payment step has one message region, and "not yet" is no error`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openStatus(page, SEED(2));
    await expect(stepHeading(page)).toHaveText('Payment Status');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page, 'payment step on arrival');
    await expectNoHorizontalScroll(page, 'payment step on arrival');

    // Next before the payment is verified: where the registration stands, not a mistake.
    const message = page.getByRole('alert');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(message).toHaveText(PAYMENT_NOT_VERIFIED);
    await expect(message).toHaveClass(/alert-region--info/);

    // The proof form's problem replaces it, and focus goes to the field, clear of the header.
    await page.getByRole('button', { name: 'Upload payment details' }).click();
    await expect(message).toHaveText(PAYMENT_PROOF_REQUIRED);
    await expect(message).toHaveClass(/alert-region--error/);
    await expect(page.getByText(PAYMENT_NOT_VERIFIED)).toHaveCount(0);
    await expect(page.getByLabel('Payment Reference ID')).toBeFocused();
    await expectClearOfHeader(page, page.getByLabel('Payment Reference ID'));
    await expectNoAxeViolations(page, 'payment step with the proof form’s message');

    // And the next answer replaces that one in turn.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(message).toHaveText(PAYMENT_NOT_VERIFIED);
    await expect(page.getByText(PAYMENT_PROOF_REQUIRED)).toHaveCount(0);
    await expectNoHorizontalScroll(page, 'payment step with Next’s answer');
  });
}
