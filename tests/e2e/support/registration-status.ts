// Helpers for the status checker and verification pages' browser tests.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { getFirestore } from 'firebase-admin/firestore';
import { suiteAdminApp } from '../../../scripts/suite/admin';
import { SITE_URL } from '../../../scripts/suite/config';
import { ORIGIN } from '../../support/api';
import { receivedVerificationPath } from '../../support/inbox';
import { linkKeyOf, participant, submitRegistration } from '../../support/registration';
import { http } from './http';

/** A fresh registration of the simplest tier, so a test may change its state freely. */
export async function newRegistration(): Promise<string> {
  const { status, body } = await submitRegistration({
    ...participant(),
    registrationTier: 'student-non-ieee',
    totalAmount: 0,
  });
  if (status >= 300 || typeof body.id !== 'string') throw new Error(`registration failed: ${JSON.stringify(body)}`);
  return body.id;
}

/**
 * Opens a registration's status page from the link mailed to its address (`#key=…`), as its
 * registrant does to see its documents; answers the link key.
 */
export async function openFromMailedLink(
  page: Page,
  id: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const key = await linkKeyOf(id, headers);
  await page.goto(`/registration/status?id=${id}#key=${key}`);
  return key;
}

/** The path of the link in a registration's n-th verification mail, as received in the inbox. */
export async function verificationLinkOf(id: string, mailNumber = 1): Promise<string> {
  const email = String((await getFirestore(suiteAdminApp()).doc(`registrations/${id}`).get()).get('email'));
  return receivedVerificationPath(email, id, mailNumber);
}

export async function mailExists(mailId: string): Promise<boolean> {
  return (await getFirestore(suiteAdminApp()).doc(`mail/${mailId}`).get()).exists;
}

/** An administrator's call, as the admin pages make it. */
export async function adminPost(path: string, token: string, body?: unknown): Promise<number> {
  const response = await fetch(`${SITE_URL}${path}`, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status;
}

/** Collects console errors and page errors (a hydration mismatch is reported as one). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The Summary's receipt link (the page opened from the mailed link) downloads the payment
 * acknowledgement, a PDF named by what it is; the same path without the key is refused.
 */
export async function expectReceiptDownload(page: Page, id: string) {
  const link = page.getByRole('link', { name: 'Download receipt (PDF)' });
  await expect(link).toHaveAttribute('href', new RegExp(`^/api/registrations/${id}/receipt\\.pdf\\?key=[\\w-]{43}$`));
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('ICEI2025-payment-acknowledgement.pdf');
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
  const response = await http(String(await link.getAttribute('href')));
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect((await http(`/api/registrations/${id}/receipt.pdf`)).status).toBe(403);
}
