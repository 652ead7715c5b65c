// Builds registrations the way the wizard sends them: multipart with a `data` JSON field.
import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { ORIGIN } from './api';
import { BOUNCING_DOMAIN, SITE_URL } from '../../scripts/suite/config';
import { receivedVerificationPath, sentMail } from './inbox';
import { groupTier } from './tiers';

// The smallest PDF that opens (the API opens every PDF): one blank A4 page and its cross-reference table.
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\nxref\n0 4\n0000000000 65535 f \n' +
    '0000000009 00000 n \n0000000058 00000 n \n0000000115 00000 n \ntrailer << /Size 4 /Root 1 0 R >>\nstartxref\n186\n%%EOF\n',
);

/**
 * Letters for a name of a test's own: a random UUID's first hex digits, each spelt as a letter a–p
 * (names hold letters). Ten of them: two tests' people must not share a name by chance, since the
 * desk offers no check-in to two people of one name (six letters of a–f collided in a run).
 */
export function uniqueLetters(length = 10): string {
  return randomUUID()
    .replace(/-/g, '')
    .slice(0, length)
    .replace(/[0-9a-f]/g, (digit) => String.fromCharCode(97 + parseInt(digit, 16)));
}

export function uniqueEmail(): string {
  return `registrant-${randomUUID().slice(0, 8)}@example.org`;
}

export function participant(email = uniqueEmail()) {
  return {
    title: 'Dr',
    firstName: 'Asha',
    lastName: 'Rao',
    organization: 'IIT Dharwad',
    address: '1 Campus Road',
    city: 'Dharwad',
    country: 'India',
    postcode: '580011',
    mobile: '+91 98765 43210',
    gender: 'Female',
    email,
    verifyEmail: email,
  } as const;
}

export type Files = Record<string, { data: Buffer; name: string; type?: string }>;

// Loosely typed on purpose: tests also send what the schema must refuse or ignore.
export async function submitRegistration(
  data: Record<string, unknown> | string,
  files: Files = {},
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('data', typeof data === 'string' ? data : JSON.stringify(data));
  for (const [field, file] of Object.entries(files)) {
    form.set(field, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/pdf' }), file.name);
  }
  const response = await fetch(`${SITE_URL}/api/registrations`, {
    method: 'POST',
    headers: { origin: ORIGIN, ...headers },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export function groupStudents(ieeeNumbers: (string | undefined)[]) {
  return ieeeNumbers.map((ieeeNumber, index) => ({
    name: `Student ${index + 1}`,
    idNumber: `ID-${index + 1}`,
    ieeeNumber,
  }));
}

/**
 * A student group's registration: the group tier, its institute and students (each needs an ID
 * card: `idCards(students.length)`), by `registrant` (a new participant unless given).
 */
export function groupRegistration(
  students: { name: string; idNumber: string; ieeeNumber?: string }[],
  instituteName: string,
  registrant: Record<string, unknown> = participant(),
) {
  return {
    ...registrant,
    registrationTier: groupTier().id,
    instituteName,
    numStudents: students.length,
    students,
    totalAmount: 0,
  };
}

export function idCards(count: number): Files {
  return Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `students[${index}].idCard`,
      { data: PDF, name: `card-${index + 1}.pdf` },
    ]),
  );
}

/**
 * Follows the link in a registration's first verification mail, as received in the inbox. Mail to
 * bounce.example never arrives: its link is read from the mail as queued, as though its mailbox
 * had taken that mail and refused only later ones.
 */
export async function verifyEmailOf(id: string): Promise<void> {
  const db = getFirestore(suiteAdminApp());
  const email = String((await db.doc(`registrations/${id}`).get()).get('email'));
  const path = email.endsWith(`@${BOUNCING_DOMAIN}`)
    ? /\/verify\/[A-Za-z0-9_-]+/.exec(
        String((await db.doc(`mail/${id}-verify-email-1`).get()).get('message.text')),
      )?.[0]
    : await receivedVerificationPath(email, id);
  if (!path) throw new Error(`no verification link was mailed for ${id}`);
  const response = await fetch(`${SITE_URL}/api${path}`);
  if (!response.ok) throw new Error(`verifying ${id} answered ${response.status}`);
}

/** Posts a payment proof form as the status page does: these fields and, when given, a PDF. */
export async function uploadProof(
  fields: Record<string, string>,
  receipt?: { data: Buffer; name: string },
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (receipt) form.set('receipt', new Blob([new Uint8Array(receipt.data)], { type: 'application/pdf' }), receipt.name);
  const response = await fetch(`${SITE_URL}/api/payments`, {
    method: 'POST',
    headers: { origin: ORIGIN, ...headers },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Uploads a PDF payment proof for a registration, with this reference: the answer's status. */
export async function uploadProofFor(
  id: string,
  reference: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const fields = { registrationId: id, paymentReferenceId: reference };
  return (await uploadProof(fields, { data: PDF, name: 'receipt.pdf' }, headers)).status;
}

/** Asks to verify a registration's payment, as the holder of `token` (none: anonymously). */
export async function verifyPayment(
  id: string,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${SITE_URL}/api/verify/verify-registration/${id}`, {
    method: 'POST',
    headers: { origin: ORIGIN, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Verifies a registration's payment as the administrator whose ID token is given. */
export async function verifyPaymentOf(id: string, adminToken: string): Promise<number> {
  return (await verifyPayment(id, adminToken)).status;
}

/** A registration submitted and its e-mail verified: its ID. */
export async function registrationWithVerifiedEmail(data: Record<string, unknown>, files: Files = {}): Promise<string> {
  // Plain errors, not a test framework's assertions: the browser tests use this module too.
  const { status, body } = await submitRegistration(data, files);
  if (status !== 201) throw new Error(`The registration was refused (${status}): ${JSON.stringify(body)}`);
  const id = String(body.id);
  await verifyEmailOf(id);
  return id;
}

/**
 * A registration submitted, its e-mail verified and its payment proof uploaded (reference
 * `{referencePrefix}-{id}`); its payment verified by `adminToken` too unless `verify` is false.
 */
export async function paidRegistration(
  data: Record<string, unknown>,
  options: { adminToken: string; referencePrefix: string; files?: Files; verify?: boolean },
): Promise<string> {
  const id = await registrationWithVerifiedEmail(data, options.files);
  const uploaded = await uploadProofFor(id, `${options.referencePrefix}-${id}`);
  if (uploaded !== 200) throw new Error(`The proof upload for ${id} answered ${uploaded}.`);
  const verified = options.verify === false ? 200 : await verifyPaymentOf(id, options.adminToken);
  if (verified !== 200) throw new Error(`Verifying the payment of ${id} answered ${verified}.`);
  return id;
}

/** The tax invoice a verified payment issued, as the registration names it (stored). */
export async function issuedInvoiceOf(id: string): Promise<{ number: string; date: string }> {
  const invoice = (await getFirestore(suiteAdminApp()).doc(`registrations/${id}`).get()).get('invoice') as
    { number: string; date: string } | null | undefined;
  if (!invoice) throw new Error(`${id} has no tax invoice: its payment's verification issued none.`);
  return { number: invoice.number, date: invoice.date };
}

/**
 * A link key of the registration, as its registrant gets one: asked for on the status page
 * (`POST …/data-request`, as of the suite's clock or `headers`' instant) and read from the mail as it reached the inbox (the stored copy loses
 * its links once delivered). Each call mails one, within the recipient's daily cap.
 */
export async function linkKeyOf(id: string, headers: Record<string, string> = {}): Promise<string> {
  const db = getFirestore(suiteAdminApp());
  const response = await fetch(`${SITE_URL}/api/registrations/${id}/data-request`, {
    method: 'POST',
    headers: { origin: ORIGIN, ...headers },
  });
  if (!response.ok) throw new Error(`asking for the link of ${id} answered ${response.status}`);
  const sent = Number((await db.doc(`registrations/${id}`).get()).get('dataLinksSent'));
  const { text } = await sentMail(`mail/${id}-data-access-${sent}`);
  const key = /#key=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!key) throw new Error(`no link key was mailed for ${id}`);
  return key;
}

/** A path of the registration's own, opened with its link key (`?key=`, as the mailed links carry it). */
export function keyed(path: string, key: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}key=${key}`;
}

const heldKeys = new Map<string, Promise<string>>();

/**
 * The registration's link key, asked for once in this test file (as its registrant keeps the
 * mail), as of the suite's clock or `headers`' instant.
 */
export function heldLinkKey(id: string, headers: Record<string, string> = {}): Promise<string> {
  const which = `${id} ${JSON.stringify(headers)}`;
  const held = heldKeys.get(which) ?? linkKeyOf(id, headers);
  heldKeys.set(which, held);
  return held;
}
