// Drives the /registration/details wizard as a registrant would, and reads back what the API stored.
import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { SITE_URL } from '../../../scripts/suite/config';
import { idTokenFor } from '../../support/auth';
import { PDF } from '../../support/registration';
import { escapeRegExp } from './text';

// A PDF that opens: the API refuses one that does not.
export const PDF_BYTES = PDF;
// The smallest valid PNG (1x1), for the certificate's image case.
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF_BYTES });
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_BYTES });
export const text = (name: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });

// The fake IEEE service's fixture (emulator-data/ieee-members.json).
export const IEEE_ACTIVE = (n: number) => String(90000000 + n);
export const IEEE_INACTIVE_NUMBER = '80000001';
export const IEEE_SERVICE_DOWN_NUMBER = '70000001';

export function uniqueEmail(): string {
  return `wizard-${randomUUID().slice(0, 8)}@example.org`;
}

/** A text field by its label (exactly: "Email" is not "Re-enter email"). */
export const textbox = (within: Page | Locator, name: string) => within.getByRole('textbox', { name, exact: true });

export const stepHeading = (page: Page) => page.locator('#wizard-step-title');

export async function openWizard(page: Page): Promise<void> {
  await page.goto('/registration/details');
  // Set once the page hydrated and the saved draft (if any) was read.
  await expect(page.locator('form[data-ready="true"]')).toBeVisible();
}

export async function fillParticipant(page: Page, email = uniqueEmail()): Promise<string> {
  await page.getByRole('combobox', { name: 'Title' }).selectOption('Dr');
  await textbox(page, 'First name').fill('Asha');
  await textbox(page, 'Last name').fill('Rao');
  await textbox(page, 'Organization').fill('IIT Dharwad');
  await textbox(page, 'Address').fill('1 Campus Road');
  await textbox(page, 'City').fill('Dharwad');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('India');
  await textbox(page, 'Postcode').fill('580011');
  await textbox(page, 'Mobile').fill('+91 98765 43210');
  await page.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Re-enter email').fill(email);
  return email;
}

export async function next(page: Page, expectedHeading: string): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText(expectedHeading);
}

/** The element is on screen and not under the sticky header (its top below the header's bottom edge). */
export async function expectClearOfHeader(page: Page, element: Locator): Promise<void> {
  const header = await page.getByRole('banner').boundingBox();
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(header && box && viewport, 'the header and the element are rendered').toBeTruthy();
  if (!header || !box || !viewport) return;
  expect(box.y, 'the element starts below the sticky header').toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height, 'the element ends inside the viewport').toBeLessThanOrEqual(viewport.height);
}

export async function chooseTier(page: Page, label: string): Promise<void> {
  await page.getByRole('radio', { name: label }).check();
}

/**
 * The wizard's usual start: opened, the participant filled in (with `email`, or a new address), on to
 * the tier step and `tierLabel` chosen. Returns the address used.
 */
export async function openAtTier(page: Page, tierLabel: string, email = uniqueEmail()): Promise<string> {
  await openWizard(page);
  await fillParticipant(page, email);
  await next(page, 'Registration Tier');
  await chooseTier(page, tierLabel);
  return email;
}

/** Student `n`'s fieldset on the group step. */
export const studentGroup = (page: Page, n: number) => page.getByRole('group', { name: `Student ${n}`, exact: true });

/** On the group step: the five students' names (`name(n)`), institute IDs and ID cards. */
export async function fillFiveStudents(page: Page, name: (n: number) => string): Promise<void> {
  for (let n = 1; n <= 5; n++) {
    await textbox(studentGroup(page, n), 'Name').fill(name(n));
    await textbox(studentGroup(page, n), 'Institute ID number').fill(`ID-${n}`);
    await studentGroup(page, n)
      .getByLabel('ID card (PDF)')
      .setInputFiles(pdf(`card-${n}.pdf`));
  }
}

/** Submits and returns the registration ID the confirmation shows. */
export async function submit(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Registration submitted' })).toBeVisible();
  const id = (await page.locator('.confirmation__id').textContent())?.trim() ?? '';
  expect(id).toMatch(/^ICEI25-/);
  return id;
}

let adminToken: Promise<string> | undefined;

export interface StoredRecord {
  registrationTier: string;
  totalAmount: number;
  email: string;
  mobile: string;
  ieeeNumber?: string;
  ieeeCert?: { fileName: string; contentType: string; size: number };
  numPapers?: number;
  paperIds?: string[];
  instituteName?: string;
  students?: {
    name: string;
    idNumber: string;
    ieeeNumber?: string;
    idCard: { fileName: string; contentType: string; size: number };
  }[];
}

/** The full stored registration, as an administrator reads it through the API. */
export async function storedRegistration(id: string): Promise<StoredRecord> {
  adminToken ??= idTokenFor({ admin: true });
  const response = await fetch(`${SITE_URL}/api/registrations/${id}`, {
    headers: { authorization: `Bearer ${await adminToken}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { success: boolean; data: StoredRecord };
  expect(body.success).toBe(true);
  return body.data;
}

/**
 * The IEEE number's alert says `message` alone, word for word (the spec's); what to do is the line
 * under it, and the field's description reads both.
 */
export async function expectIeeeNumberMessage(page: Page, message: string, next: string): Promise<void> {
  const alone = new RegExp(`^${escapeRegExp(message)}$`);
  await expect(page.getByRole('alert').filter({ hasText: alone }).first()).toBeVisible();
  const line = page.locator('.field__error-next');
  await expect(line).toBeVisible();
  await expect(line).toHaveText(next);
  await expect(textbox(page, 'IEEE Member Number')).toHaveAccessibleDescription(
    new RegExp(`${escapeRegExp(`${message} ${next}`)}$`),
  );
}
