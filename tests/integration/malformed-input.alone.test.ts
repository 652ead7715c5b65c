// Bad input gets a clear 4xx and changes nothing: no registration, no e-mail claim, no file.
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIELD_TOO_LONG,
  PAPERS_MIN,
  NOT_PRINTABLE,
  PLAIN_TEXT_ONLY,
  TEXT_BROKEN,
  REGISTRATION_DATA_NOT_OBJECT,
} from '../../functions/src/domain/messages';
import { REGISTRATION_ID_PREFIX } from '../../functions/src/domain/registration-id';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { ORIGIN } from '../support/api';
import { participant, PDF } from '../support/registration';
import { authorTier, individualTier, tierFields } from '../support/tiers';

const ATTENDEE = individualTier({ ieee: false });
// Shaped like one of ours, and no registration's.
const UNKNOWN_ID = `${REGISTRATION_ID_PREFIX}-ZZZZ-ZZZZ-ZZZZZ`;
const app = suiteAdminApp();
const db = getFirestore(app);
const bucket = getStorage(app).bucket();
const BOUNDARY = '----icei-test-boundary';

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
}

/** A multipart body built byte by byte, so names and truncation are exactly what a test says. */
function multipart(parts: Part[], { truncateAt }: { truncateAt?: number } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename !== undefined ? '\r\nContent-Type: application/pdf' : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`, 'utf8'));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  const body = Buffer.concat(chunks);
  return truncateAt === undefined ? body : body.subarray(0, truncateAt);
}

async function post(path: string, body: Buffer | string, headers: Record<string, string> = {}) {
  const response = await fetch(`${SITE_URL}${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    // A typed array is a body under both Node's and the DOM's typings.
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const text = await response.text();
  // Hosting answers some refusals itself in HTML; those have no JSON to read.
  const json = text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : null;
  return { status: response.status, json };
}

// A fresh e-mail each time, so no case can be refused merely as a duplicate.
const attendee = () => ({ ...participant(), ...tierFields(ATTENDEE) });
const author = () => ({ ...participant(), ...tierFields(authorTier()), paperIds: ['7'] });
const dataPart = (data: unknown): Part => ({
  name: 'data',
  value: typeof data === 'string' ? data : JSON.stringify(data),
});

async function storedCounts() {
  const [registrations, claims, [files]] = await Promise.all([
    db.collection('registrations').count().get(),
    db.collection('registrationEmails').count().get(),
    bucket.getFiles({ prefix: 'registrations/' }),
  ]);
  return { registrations: registrations.data().count, claims: claims.data().count, files: files.length };
}

let before: Awaited<ReturnType<typeof storedCounts>>;
beforeAll(async () => {
  before = await storedCounts();
});
afterAll(async () => {
  // The whole table wrote nothing.
  expect(await storedCounts()).toEqual(before);
});

describe('malformed registrations', () => {
  it.each<[string, () => Buffer | string, Record<string, string>, number, string | null]>([
    [
      'data that is not JSON',
      () => multipart([dataPart('{"title": "Dr",')]),
      {},
      400,
      'The registration data is not valid JSON.',
    ],
    ['no data part', () => multipart([{ name: 'other', value: 'x' }]), {}, 400, 'The registration data is missing.'],
    ...(['[]', 'null', '42', '"text"'] as const).map(
      (json): [string, () => Buffer | string, Record<string, string>, number, string | null] => [
        `data that is JSON but no object (${json})`,
        () => multipart([{ name: 'data', value: json }]),
        {},
        400,
        REGISTRATION_DATA_NOT_OBJECT,
      ],
    ),
    ['a number sent as text', () => multipart([dataPart({ ...author(), numPapers: 'two' })]), {}, 400, PAPERS_MIN],
    [
      'a 100 KB name',
      () => multipart([dataPart({ ...attendee(), firstName: 'A'.repeat(100_000) })]),
      {},
      400,
      FIELD_TOO_LONG,
    ],
    [
      'HTML in a name',
      () => multipart([dataPart({ ...attendee(), lastName: '<img src=x onerror=alert(1)>' })]),
      {},
      400,
      PLAIN_TEXT_ONLY,
    ],
    [
      'a name in a script the receipts and invoices cannot print',
      () => multipart([dataPart({ ...attendee(), firstName: 'செல்வி' })]),
      {},
      400,
      NOT_PRINTABLE,
    ],
    [
      'an emoji in an address',
      () => multipart([dataPart({ ...attendee(), address: '12 MG Road 😀' })]),
      {},
      400,
      NOT_PRINTABLE,
    ],
    [
      'half a surrogate pair in a name',
      () =>
        multipart([
          { name: 'data', value: JSON.stringify({ ...attendee() }).replace('"firstName":"', '"firstName":"\\ud800') },
        ]),
      {},
      400,
      TEXT_BROKEN,
    ],
    [
      'CR/LF in a text field',
      () => multipart([dataPart({ ...attendee(), city: 'Dharwad\r\nBcc: all@example.org' })]),
      {},
      400,
      PLAIN_TEXT_ONLY,
    ],
    [
      'an IEEE certificate that is none of PDF, PNG or JPEG',
      () =>
        multipart([
          dataPart({ ...participant(), ...tierFields(individualTier({ ieee: true }), '90000001') }),
          { name: 'ieeeCert', value: '<html></html>', filename: 'x.pdf' },
        ]),
      {},
      415,
      'The IEEE certificate must be a PDF, PNG or JPEG file.',
    ],
    [
      'a path in a file name',
      () =>
        multipart([dataPart(attendee()), { name: 'students[0].idCard', value: PDF, filename: '../../etc/passwd.pdf' }]),
      {},
      400,
      'File names may not contain folders or control characters. Please rename the file.',
    ],
    [
      'NUL in a file name',
      () => multipart([dataPart(attendee()), { name: 'students[0].idCard', value: PDF, filename: 'card\u0000.pdf' }]),
      {},
      400,
      // busboy already refuses the header as malformed; either way nothing is stored.
      null,
    ],
    [
      'a file over 5 MB',
      () =>
        multipart([
          dataPart(attendee()),
          {
            name: 'students[0].idCard',
            value: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 1)]),
            filename: 'big.pdf',
          },
        ]),
      {},
      413,
      'Each file must be 5 MB or smaller.',
    ],
    [
      'a truncated body',
      () => multipart([dataPart(attendee()), { name: 'x', value: PDF, filename: 'a.pdf' }], { truncateAt: 300 }),
      {},
      400,
      'The form could not be read: it was cut short or malformed.',
    ],
    [
      'a form without boundary',
      () => 'data=1',
      { 'content-type': 'multipart/form-data' },
      400,
      'The form could not be read: its boundary is missing.',
    ],
    [
      'a urlencoded post',
      () => 'data=%7B%7D',
      { 'content-type': 'application/x-www-form-urlencoded' },
      415,
      'Send this form as multipart/form-data.',
    ],
    [
      'another site as Origin',
      () => multipart([dataPart(attendee())]),
      { origin: 'https://evil.example' },
      403,
      'Requests from other sites are not accepted.',
    ],
  ])('refuses %s', async (_label, body, headers, status, error) => {
    const answer = await post('/api/registrations', body(), headers);
    expect(answer.status).toBe(status);
    expect(answer.json?.success).toBe(false);
    if (error !== null) expect(answer.json?.error).toBe(error);
    else expect(typeof answer.json?.error).toBe('string');
  });

  it('ignores unknown fields instead of storing them', async () => {
    const email = `unknown-fields-${Date.now()}@example.org`;
    const data = {
      ...participant(email),
      ...tierFields(ATTENDEE),
      isAdmin: true,
      paymentVerified: true,
    };
    const answer = await post('/api/registrations', multipart([dataPart(data)]));
    expect(answer.status).toBe(201);
    const record = (await db.doc(`registrations/${String(answer.json?.id)}`).get()).data();
    expect(record).not.toHaveProperty('isAdmin');
    expect(record?.paymentVerified).toBeUndefined();
    // This one was meant to be stored: take it out of the before/after comparison.
    await db.doc(`registrations/${String(answer.json?.id)}`).delete();
    await db.doc(`registrationEmails/${email}`).delete();
  });
});

describe('unknown ids', () => {
  it.each([
    ['GET', `/api/registrations/${UNKNOWN_ID}`, 404],
    ['POST', `/api/registrations/${UNKNOWN_ID}/resend-verification`, 404],
  ])('%s %s answers %i', async (method, path, status) => {
    const response = await fetch(`${SITE_URL}${path}`, { method, headers: { origin: ORIGIN } });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { success: boolean }).success).toBe(false);
  });

  it('does not let an encoded path reach another collection', async () => {
    // Hosting itself answers this one (HTML 404) before the function sees it.
    expect((await fetch(`${SITE_URL}/api/registrations/..%2F..%2Fmail`)).status).toBe(404);
  });

  it('refuses a payment for an unknown registration', async () => {
    const body = multipart([
      { name: 'registrationId', value: UNKNOWN_ID },
      { name: 'paymentReferenceId', value: 'REF' },
      { name: 'receipt', value: PDF, filename: 'r.pdf' },
    ]);
    const answer = await post('/api/payments', body);
    expect(answer.status).toBe(404);
  });
});
