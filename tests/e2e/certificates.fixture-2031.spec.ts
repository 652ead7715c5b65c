// Certificates in the browser, in an edition that names who signs them (the fictional
// fixture-2031; npm test runs this file against a suite built for it): after the conference the
// status page of a student group offers a certificate to each student who was checked in and to
// nobody else; the PDF carries its number, whose page confirms it.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CERTIFICATE_FACTS } from '../../functions/src/domain/certificate';
import { CERTIFICATES_OPEN_ON, venueInstant } from '../../functions/src/domain/venue-time';
import { idTokenFor } from '../support/auth';
import { asOf, ON_FIRST_DAY } from '../support/clock';
import { postJson } from '../support/api';
import { pdfPageTexts } from '../support/pdf';
import { groupRegistration, idCards, paidRegistration } from '../support/registration';
import { PHONE, expectFitsEachWidth } from './support/page-checks';
import { openFromMailedLink } from './support/registration-status';

const STUDENTS = ['Lena Vogt', 'Jonas Weber', 'Mira Schulz', 'Paul Krüger', 'Ida Brandt'];
/** Checked in on the first day: the first and the third student; the coordinator and the rest never came. */
const ATTENDED = ['student-1', 'student-3'];
const AFTER_CONFERENCE = asOf(venueInstant(CERTIFICATES_OPEN_ON, 10));

let groupId = '';

test.beforeAll(async () => {
  expect(CERTIFICATE_FACTS.complete, 'this edition names its signatories and logos').toBe(true);
  const adminToken = await idTokenFor({ admin: true });
  groupId = await paidRegistration(
    groupRegistration(
      STUDENTS.map((name, index) => ({ name, idNumber: `CB-${index + 1}` })),
      'Civic School of Computing',
    ),
    { adminToken, referencePrefix: 'CERTB', files: idCards(STUDENTS.length) },
  );
  for (const person of ATTENDED) {
    const { status, body } = await postJson(
      '/api/admin/check-in',
      { registrationId: groupId, person },
      { authorization: `Bearer ${adminToken}`, ...ON_FIRST_DAY },
    );
    expect(status, JSON.stringify(body)).toBe(200);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });
  // The fixture edition's browser tests run beside the unit tests: opening the status page took 20.9
  // of 60 s once; 90 s for each test here (docs/development.md, "Timeouts and why").
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await page.route('**/api/**', (route) =>
      route.continue({ headers: { ...route.request().headers(), ...AFTER_CONFERENCE } }),
    );
    await openFromMailedLink(page, groupId, AFTER_CONFERENCE);
  });

  const certificatesOf = (page: Page) => page.getByRole('region', { name: 'Certificates of participation' });

  test(`the status page offers a certificate to each student who attended, and to nobody else`, async ({ page }) => {
    await expect(certificatesOf(page).getByRole('button')).toHaveText([
      'Download the certificate of Lena Vogt',
      'Download the certificate of Mira Schulz',
    ]);
    await expectFitsEachWidth(page, 'the status page with certificates');
  });

  test(`a student's certificate is a PDF in their name, whose number its page confirms`, async ({ page }) => {
    // The suite's first certificate: a worker loads the fonts and HarfBuzz for it, while the unit
    // tests share the cores (the describe's 90 s).
    const certificates = certificatesOf(page);
    await certificates.getByRole('button', { name: 'Download the certificate of Mira Schulz' }).click();
    const link = certificates.getByRole('link', { name: /^Save certificate-[0-9A-Z-]+\.pdf$/ });
    await expect(link).toBeFocused();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const text = (await pdfPageTexts(new Uint8Array(await readFile((await download.path()) ?? '')))).join(' ');
    expect(text).toContain('Mira Schulz');
    const code = /Certificate No\. ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(text)?.[1];
    expect(code, text).toBeDefined();
    // Named by that number: a certificate posted online gives away no registration ID.
    expect(download.suggestedFilename()).toBe(`certificate-${code}.pdf`);
    expect(text).not.toContain(groupId);

    // Whoever is shown it checks its number on its page.
    await page.goto(`/certificates/${code}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(`Certificate No. ${code} is genuine`);
    await expect(page.getByRole('status')).toContainText('Mira Schulz');
    await expectFitsEachWidth(page, 'a genuine certificate');
  });
});
