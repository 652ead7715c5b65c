// A certificate's page, /certificates/{number}, where its QR code and its mail lead: it confirms
// to anyone to whom the certificate was issued and for what, refuses an unknown or malformed number
// in words, and is where a browser lands when a certificate's PDF is refused (never JSON). The
// certificate checked here is stored as the function stores one; the fictional edition's test
// issues them through the API (certificates.fixture-2031.spec.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { certificateCodeOf } from '../../functions/src/domain/certificate';
import { CERTIFICATE_CODE_MALFORMED, CERTIFICATE_UNKNOWN } from '../../functions/src/domain/messages';
import { storeCertificate } from '../support/certificates';
import { PHONE, expectFitsEachWidth } from './support/page-checks';
import { passHolder, type PassHolder } from './support/passes';

let holder: PassHolder;
let code = '';

test.beforeAll(async () => {
  holder = await passHolder();
  code = certificateCodeOf(crypto.getRandomValues(new Uint8Array(10)));
  await storeCertificate({
    code,
    registrationId: holder.registrationId,
    name: holder.name,
    organization: holder.organization,
  });
});

const result = (page: Page) => page.getByRole('heading', { level: 2 }).first();

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test("confirms a number's certificate: to whom, of where and for what", async ({ page }) => {
    await page.goto(`/certificates/${code}`);
    await expect(result(page)).toHaveText(`Certificate No. ${code} is genuine`);
    const facts = page.getByRole('status');
    await expect(facts).toContainText(holder.name);
    await expect(facts).toContainText(holder.organization);
    await expect(facts).toContainText('participated in');
    await expect(page.getByRole('link', { name: 'Download the certificate (PDF)' })).toHaveAttribute(
      'href',
      `/api/certificates/${code}/certificate.pdf`,
    );
    await expectFitsEachWidth(page, 'a genuine certificate');
  });

  test('refuses an unknown number in words, and checks a typed one', async ({ page }) => {
    await page.goto('/certificates/0000-0000-0000-0000');
    await expect(page.getByRole('alert')).toContainText(CERTIFICATE_UNKNOWN);
    await expectFitsEachWidth(page, 'an unknown number');
    const field = page.getByLabel('Certificate number');
    await field.fill('not a number');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: CERTIFICATE_CODE_MALFORMED })).toBeVisible();
    // As read off the paper: lower case, spaces for hyphens, O for 0 where Crockford reads it so.
    await field.fill(code.toLowerCase().replace(/-/g, ' '));
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page).toHaveURL(new RegExp(`/certificates/${code}$`));
    await expect(result(page)).toHaveText(`Certificate No. ${code} is genuine`);
  });
});

test('a number typed into the address becomes the printed one; a malformed one is refused in words', async ({
  page,
}) => {
  await page.goto(`/certificates/${code.replace(/-/g, '').toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`/certificates/${code}$`));
  await expect(result(page)).toHaveText(`Certificate No. ${code} is genuine`);
  await page.goto('/certificates/not-a-number');
  await expect(page.getByRole('alert')).toContainText(CERTIFICATE_CODE_MALFORMED);
});

test('a refused certificate link opened in the browser shows a page, not JSON', async ({ page }) => {
  await page.goto('/api/certificates/0000-0000-0000-0000/certificate.pdf');
  await expect(page).toHaveURL(/\/certificates\/0000-0000-0000-0000$/);
  await expect(page.getByRole('alert')).toContainText(CERTIFICATE_UNKNOWN);
  await expect(page.locator('body')).not.toContainText('"success"');
});
