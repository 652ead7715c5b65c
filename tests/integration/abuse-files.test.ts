// Files that are not what they claim, through Hosting: refused before anything is stored or
// mailed; accepted files are stored and offered under names the server made.
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_TYPE,
  FILE_TOO_LARGE,
  formPartTwice,
  ONLY_PDF,
  PDF_UNREADABLE,
} from '../../functions/src/domain/messages';
import { MAX_UPLOAD_BYTES } from '../../functions/src/domain/limits';
import { downloadNameOf } from '../../functions/src/domain/uploads';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { ORIGIN } from '../support/api';
import { pdfOfSize } from '../support/pdf';
import { idTokenFor } from '../support/auth';
import {
  groupStudents,
  idCards,
  participant,
  submitRegistration,
  uniqueEmail,
  verifyEmailOf,
} from '../support/registration';
import { groupTier, individualTier, tierFields } from '../support/tiers';

const ATTENDEE = individualTier({ ieee: false });
const IEEE_TIER = individualTier({ ieee: true });
const GROUP = groupTier();
const app = suiteAdminApp();
const db = getFirestore(app);
const bucket = getStorage(app).bucket();
let adminToken = '';

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

/** A PDF of exactly `size` bytes that opens: most of it a stream, as a scan's image is, the rest a comment. */
/** The measured attack: a Windows executable with a PDF header at 0x4e, inside its DOS stub. */
function executableWithPdfHeader(): Buffer {
  const bytes = Buffer.alloc(8192);
  bytes.write('MZ', 0, 'latin1');
  bytes.write('%PDF-1.4\n', 0x4e, 'latin1');
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.write('\n%%EOF\n', 8000, 'latin1');
  return bytes;
}

function zipFile(): Buffer {
  const local = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('%PDF-1.4')]);
  const end = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
  return Buffer.concat([local, end]);
}

// A 1x1 PNG, as a screenshot of a membership card would be at a larger size.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function verifiedRegistration(): Promise<string> {
  const { body } = await submitRegistration({ ...participant(), ...tierFields(ATTENDEE) });
  const id = String(body.id);
  await verifyEmailOf(id);
  return id;
}

async function uploadReceipt(id: string, data: Buffer, name: string) {
  const form = new FormData();
  form.set('registrationId', id);
  form.set('paymentReferenceId', 'REF-ABUSE-1');
  form.set('receipt', new Blob([new Uint8Array(data)], { type: 'application/pdf' }), name);
  const response = await fetch(`${SITE_URL}/api/payments`, { method: 'POST', headers: { origin: ORIGIN }, body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** What an upload could leave behind: proofs on the record, objects in Storage, mails. */
async function traces(id: string) {
  const record = (await db.doc(`registrations/${id}`).get()).data();
  const [files] = await bucket.getFiles({ prefix: `registrations/${id}/` });
  const mails = await db.collection('mail').where('registrationId', '==', id).get();
  return {
    proofs: (record?.paymentProofs as unknown[] | undefined)?.length ?? 0,
    receipt: record?.receipt ?? null,
    files: files.map((file) => file.name).sort(),
    mails: mails.docs.map((doc) => doc.id).sort(),
  };
}

async function download(path: string) {
  const response = await fetch(`${SITE_URL}/backend/uploads/${path.replace(/^registrations\//, '')}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('a payment receipt that is not a PDF, or not a whole one', () => {
  it.each([
    [
      'an executable with a PDF header at 0x4e, named bank-receipt.exe',
      executableWithPdfHeader,
      'bank-receipt.exe',
      415,
      ONLY_PDF,
    ],
    ['a zip named receipt.pdf', zipFile, 'receipt.pdf', 415, ONLY_PDF],
    [
      'a PDF cut short (no %%EOF)',
      async () => (await pdfOfSize(20_000)).subarray(0, 12_000),
      'receipt.pdf',
      400,
      PDF_UNREADABLE,
    ],
    [
      'a PDF with no pages',
      () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      'receipt.pdf',
      400,
      PDF_UNREADABLE,
    ],
    ['a PDF of 5 MB and one byte', () => pdfOfSize(MAX_UPLOAD_BYTES + 1), 'receipt.pdf', 413, FILE_TOO_LARGE],
  ])('refuses %s, storing and mailing nothing', async (_, make, name, status, message) => {
    const id = await verifiedRegistration();
    const before = await traces(id);
    expect(before.proofs).toBe(0);
    expect(before.files).toEqual([]);

    expect(await uploadReceipt(id, await make(), name)).toEqual({ status, body: { success: false, error: message } });
    expect(await traces(id)).toEqual(before);
  });
});

describe('a payment receipt that is a PDF', () => {
  it('is refused in a form naming two registrations, and filed under neither', async () => {
    const ids = await Promise.all([verifiedRegistration(), verifiedRegistration()]);
    const before = await Promise.all(ids.map(traces));
    const form = new FormData();
    for (const id of ids) form.append('registrationId', id);
    form.set('paymentReferenceId', 'REF-ABUSE-2');
    form.set('receipt', new Blob([new Uint8Array(await pdfOfSize(20_000))], { type: 'application/pdf' }), 'r.pdf');
    const response = await fetch(`${SITE_URL}/api/payments`, {
      method: 'POST',
      headers: { origin: ORIGIN },
      body: form,
    });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: { success: false, error: formPartTwice('registrationId') },
    });
    expect(await Promise.all(ids.map(traces))).toEqual(before);
  });

  it('is accepted at exactly 5 MB', async () => {
    const id = await verifiedRegistration();
    const pdf = await pdfOfSize(MAX_UPLOAD_BYTES);
    expect(pdf.length).toBe(5_242_880);
    expect(await uploadReceipt(id, pdf, 'receipt.pdf')).toEqual({ status: 200, body: { success: true } });

    const after = await traces(id);
    expect(after.proofs).toBe(1);
    expect(after.files).toEqual([after.receipt.path]);
    expect(after.receipt.size).toBe(MAX_UPLOAD_BYTES);
    expect(after.mails).toContain(`${id}-proof-received-1`);
    expect((await download(after.receipt.path)).bytes.equals(pdf)).toBe(true);
  });

  it('is stored and offered under the server’s name; the name it came with is display text without bidi controls', async () => {
    const id = await verifiedRegistration();
    const pdf = await pdfOfSize(30_000);
    expect(await uploadReceipt(id, pdf, 'Reçu 日本 \u202Efdp.exe')).toEqual({ status: 200, body: { success: true } });

    const { receipt, files, mails } = await traces(id);
    const storedName = String(receipt.path).split('/').pop() ?? '';
    expect(receipt.path).toMatch(new RegExp(`^registrations/${id}/payment-receipt(-\\d+)?-[0-9a-f]{12}\\.pdf$`));
    expect(files).toEqual([receipt.path]);
    expect(receipt.contentType).toBe('application/pdf');
    expect(receipt.fileName).toBe('Reçu 日本 fdp.exe');
    expect(receipt.fileName).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(mails).toContain(`${id}-proof-received-1`);

    const { response, bytes } = await download(receipt.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const offered = downloadNameOf(storedName);
    expect(offered).toMatch(/^payment-receipt(-\d+)?\.pdf$/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${offered}"`);
    expect(bytes.equals(pdf)).toBe(true);
  });
});

describe('files sent with a registration', () => {
  const group = (email: string) => ({
    ...participant(email),
    registrationTier: GROUP.id,
    instituteName: 'KLE Tech',
    numStudents: 5,
    students: groupStudents([undefined, undefined, undefined, undefined, undefined]),
    totalAmount: 0,
  });

  async function registrationsOf(email: string) {
    const [records, mails] = await Promise.all([
      db.collection('registrations').where('email', '==', email).get(),
      db.collection('mail').where('to', '==', email).get(),
    ]);
    return { records: records.size, mails: mails.size };
  }

  it('refuses an executable as a student’s ID card, creating no registration and sending no mail', async () => {
    const email = uniqueEmail();
    const cards = idCards(5);
    cards['students[3].idCard'] = { data: executableWithPdfHeader(), name: 'id-card.pdf' };
    expect(await submitRegistration(group(email), cards)).toEqual({
      status: 415,
      body: { success: false, error: ONLY_PDF },
    });
    expect(await registrationsOf(email)).toEqual({ records: 0, mails: 0 });
  });

  it('refuses an ID card that does not open, creating no registration and sending no mail', async () => {
    const email = uniqueEmail();
    const cards = idCards(5);
    cards['students[0].idCard'] = { data: (await pdfOfSize(20_000)).subarray(0, 15_000), name: 'id-card.pdf' };
    expect(await submitRegistration(group(email), cards)).toEqual({
      status: 400,
      body: { success: false, error: PDF_UNREADABLE },
    });
    expect(await registrationsOf(email)).toEqual({ records: 0, mails: 0 });
  });

  it('refuses an IEEE certificate that is an HTML page named .png', async () => {
    const email = uniqueEmail();
    const data = { ...participant(email), ...tierFields(IEEE_TIER, '90000001') };
    const certificate = {
      data: Buffer.from('<!doctype html><script>alert(1)</script>'),
      name: 'card.png',
      type: 'image/png',
    };
    expect(await submitRegistration(data, { ieeeCert: certificate })).toEqual({
      status: 415,
      body: { success: false, error: CERTIFICATE_TYPE },
    });
    expect(await registrationsOf(email)).toEqual({ records: 0, mails: 0 });
  });

  it('stores a PNG certificate and the ID cards under names the server made, with the extension of their bytes', async () => {
    const email = uniqueEmail();
    const ieee = { ...participant(email), ...tierFields(IEEE_TIER, '90000002') };
    const certificate = { data: PNG, name: 'my card\u202egnp.exe', type: 'application/octet-stream' };
    const { status, body } = await submitRegistration(ieee, { ieeeCert: certificate });
    expect(status).toBe(201);
    const record = (await db.doc(`registrations/${String(body.id)}`).get()).data();
    expect(record?.ieeeCert).toMatchObject({ contentType: 'image/png', fileName: 'my cardgnp.exe', size: PNG.length });
    expect(record?.ieeeCert.path).toMatch(/\/ieee-certificate-[0-9a-f]{12}\.png$/);
    const { response, bytes } = await download(record?.ieeeCert.path);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="ieee-certificate.png"');
    expect(bytes.equals(PNG)).toBe(true);

    const groupEmail = uniqueEmail();
    const created = await submitRegistration(group(groupEmail), idCards(5));
    expect(created.status).toBe(201);
    const students = (await db.doc(`registrations/${String(created.body.id)}`).get()).get('students') as {
      idCard: { path: string; fileName: string };
    }[];
    expect(students.map((student) => downloadNameOf(student.idCard.path.split('/').pop() ?? ''))).toEqual([
      'student-1-id-card.pdf',
      'student-2-id-card.pdf',
      'student-3-id-card.pdf',
      'student-4-id-card.pdf',
      'student-5-id-card.pdf',
    ]);
    expect(students.map((student) => student.idCard.fileName)).toEqual([
      'card-1.pdf',
      'card-2.pdf',
      'card-3.pdf',
      'card-4.pdf',
      'card-5.pdf',
    ]);
  });
});
