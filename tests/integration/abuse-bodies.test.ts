// Bodies the API cannot use, sent every way a client can get them wrong: each is refused as
// `{ success: false, error }` (application/json; 400, 413 or 415), never an HTML page or a stack
// trace, and nothing is stored. Three ways in: through Hosting, at the function's own URL in the
// Functions emulator, and in Google's functions-framework, the runtime Cloud Functions runs the
// deployed function in (docs/api.md, "Errors"; functions/src/http/body-errors.ts).
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_REGION } from '../../functions/src/config';
import {
  API_NOT_FOUND,
  BODY_CHARSET_UNSUPPORTED,
  BODY_ENCODING_UNSUPPORTED,
  BODY_NOT_JSON,
  BODY_NOT_VALID_JSON,
  CHECK_IN_TARGET_REQUIRED,
  FORM_NOT_MULTIPART,
  IEEE_DECISION_INVALID,
  IEEE_NUMBER_REQUIRED,
  JSON_BODY_TOO_LARGE,
  JSON_OBJECT_REQUIRED,
  MAX_JSON_BODY_KB,
  METHOD_NOT_ALLOWED,
  PAPER_LIST_TOO_LONG,
  PASTE_PAPER_IDS,
  REJECTION_REASON_REQUIRED,
  REQUEST_TOO_LARGE,
  REQUEST_UNREADABLE,
  SELECT_REGISTRATIONS,
} from '../../functions/src/domain/messages';
import { REGISTRATION_ID_PREFIX } from '../../functions/src/domain/registration-id';
import { routes } from '../../functions/src/http/router';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { hostPort, PROJECT_ID, SITE_URL } from '../../scripts/suite/config';
import { startFunctionsFramework, type FrameworkInstance } from '../../scripts/suite/functions-framework';
import { ORIGIN } from '../support/api';
import { idTokenFor } from '../support/auth';

const app = suiteAdminApp();
const db = getFirestore(app);
const bucket = getStorage(app).bucket();

const SAMPLE_ID = `${REGISTRATION_ID_PREFIX}-ZZZZ-ZZZZ-ZZZZZ`;
/** A route's path with every parameter filled in: "/api/verify/reject-payment/<prefix>-ZZZZ-…". */
const pathOf = (pattern: RegExp) =>
  pattern.source
    .replace(/^\^|\$$/g, '')
    .replace(/\(\?<\w+>[^)]*\)/g, SAMPLE_ID)
    .replace(/\\/g, '');
/** Every POST route of the router, so a route added later is covered without a word here. */
const POSTS = routes.filter((route) => route.method === 'POST').map((route) => pathOf(route.pattern));

/** The calls that read a JSON body, with what each says to an empty one (its schema's first error). */
const JSON_CALLS: [string, string][] = [
  ['/api/ieee-verification/ieee-status', IEEE_NUMBER_REQUIRED],
  [`/api/verify/reject-payment/${SAMPLE_ID}`, REJECTION_REASON_REQUIRED],
  ['/api/admin/bulk/verify-payments', SELECT_REGISTRATIONS],
  ['/api/admin/bulk/payment-reminders', SELECT_REGISTRATIONS],
  ['/api/admin/paper-coverage', PASTE_PAPER_IDS],
  [`/api/admin/registrations/${SAMPLE_ID}/ieee-membership`, IEEE_DECISION_INVALID],
  ['/api/admin/check-in', CHECK_IN_TARGET_REQUIRED],
];
const JSON_PATHS = JSON_CALLS.map(([path]) => path);
const FORM_PATHS = ['/api/registrations', '/api/payments', '/api/admin/reconciliation'];
const UPLOAD_TOO_LARGE = 'The upload must be 30 MB or smaller.'; // http/multipart.ts, from UPLOAD_LIMITS
const MB = 1024 * 1024;

interface Answer {
  status: number;
  contentType: string | undefined;
  allow: string | undefined;
  text: string;
}

/** node:http rather than fetch: a GET with a body, no Content-Type at all, bytes exactly as given. */
function send(url: string, method: string, body?: Buffer | string, headers: Record<string, string> = {}) {
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      url,
      { method, headers: { ...(payload ? { 'content-length': String(payload.length) } : {}), ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'],
            allow: response.headers.allow,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // an HTML page shows itself in the failure
  }
}

function expectRefusal(answer: Answer, status: number, error: string): void {
  expect({ status: answer.status, contentType: answer.contentType, body: parsed(answer.text) }).toEqual({
    status,
    contentType: 'application/json; charset=utf-8',
    body: { success: false, error },
  });
}

const BOUNDARY = '----icei-abuse-boundary';
/** A form with a registration ID, a reference and one PDF file padded to `bytes` in all. */
function formOf(bytes: number): Buffer {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="registrationId"\r\n\r\n${SAMPLE_ID}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="receipt"; filename="r.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x20), tail]);
}

/** A JSON object of exactly `bytes` bytes. */
const jsonOf = (bytes: number) => `{"pad":"${'x'.repeat(bytes - '{"pad":""}'.length)}"}`;

let adminToken = '';
const json = { 'content-type': 'application/json' };
/** Every request comes from the site and as an administrator, so only the body can be wrong. */
const asSite = (headers: Record<string, string> = {}) => ({
  origin: ORIGIN,
  authorization: `Bearer ${adminToken}`,
  ...headers,
});

/** The administrator the token names, as the function records it in what it stores. */
const emailIn = (idToken: string) =>
  (JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { email: string }).email;

/**
 * What these requests would have left had any got through: everything they name (the sample
 * registration, this test's administrator). Counting whole collections instead would also count
 * what another client of the same suite writes meanwhile.
 */
async function storedByTheseRequests() {
  const id = FieldPath.documentId();
  const [registration, audit, [files], mail, statements] = await Promise.all([
    db.doc(`registrations/${SAMPLE_ID}`).get(),
    db.collection(`registrations/${SAMPLE_ID}/audit`).count().get(),
    bucket.getFiles({ prefix: `registrations/${SAMPLE_ID}/` }),
    db.collection('mail').where(id, '>=', SAMPLE_ID).where(id, '<', `${SAMPLE_ID}~`).count().get(),
    db.collection('statements').where('by', '==', emailIn(adminToken)).count().get(),
  ]);
  return {
    registration: registration.exists,
    audit: audit.data().count,
    files: files.length,
    mail: mail.data().count,
    statements: statements.data().count,
  };
}

const NOTHING = { registration: false, audit: 0, files: 0, mail: 0, statements: 0 };
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
  expect(await storedByTheseRequests()).toEqual(NOTHING);
});
afterAll(async () => {
  expect(await storedByTheseRequests()).toEqual(NOTHING);
});

it('knows the JSON and form calls among the router’s POST routes', () => {
  expect(POSTS).toEqual(expect.arrayContaining([...JSON_PATHS, ...FORM_PATHS]));
});

/** The refusals every runtime answers alike. */
function refusesBadBodies(base: () => string) {
  it.each(POSTS)('POST %s: malformed JSON is a 400', async (path) => {
    expectRefusal(await send(base() + path, 'POST', '{"MemberID": "9', asSite(json)), 400, BODY_NOT_VALID_JSON);
  });

  it.each(POSTS)('POST %s: a JSON string is a 400', async (path) => {
    expectRefusal(await send(base() + path, 'POST', '"90000001"', asSite(json)), 400, JSON_OBJECT_REQUIRED);
  });

  it.each(POSTS)(`POST %s: JSON over ${MAX_JSON_BODY_KB} KB is a 413`, async (path) => {
    const body = jsonOf(MAX_JSON_BODY_KB * 1024 + 1);
    expectRefusal(await send(base() + path, 'POST', body, asSite(json)), 413, JSON_BODY_TOO_LARGE);
  });

  it.each(JSON_PATHS)('POST %s: a JSON array or null is a 400', async (path) => {
    for (const body of ['["90000001"]', 'null']) {
      expectRefusal(await send(base() + path, 'POST', body, asSite(json)), 400, JSON_OBJECT_REQUIRED);
    }
  });

  it.each(JSON_CALLS)('POST %s: an empty JSON body is a 400 naming what is missing', async (path, error) => {
    expectRefusal(await send(base() + path, 'POST', '', asSite(json)), 400, error);
  });

  it.each(JSON_PATHS)('POST %s: text, a urlencoded form or no Content-Type is a 415', async (path) => {
    const body = '{"MemberID":"90000001"}';
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      expectRefusal(await send(base() + path, 'POST', body, asSite({ 'content-type': type })), 415, BODY_NOT_JSON);
    }
    expectRefusal(await send(base() + path, 'POST', body, asSite()), 415, BODY_NOT_JSON);
  });

  it.each(FORM_PATHS)('POST %s: JSON, text, a urlencoded form or no Content-Type is a 415', async (path) => {
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      const answer = await send(base() + path, 'POST', '{}', asSite({ 'content-type': type }));
      expectRefusal(answer, 415, FORM_NOT_MULTIPART);
    }
    expectRefusal(await send(base() + path, 'POST', '{}', asSite()), 415, FORM_NOT_MULTIPART);
  });

  it('leaves room under the JSON limit for the longest call, 100,000 characters of paper IDs', async () => {
    const body = JSON.stringify({ acceptedPaperIds: '1'.repeat(100_001) });
    const answer = await send(`${base()}/api/admin/paper-coverage`, 'POST', body, asSite(json));
    expectRefusal(answer, 400, PAPER_LIST_TOO_LONG);
  });

  it('refuses a charset, a Content-Encoding or a gzip stream it cannot read', async () => {
    const path = `${base()}/api/ieee-verification/ieee-status`;
    const body = '{"MemberID":"90000001"}';
    const latin1 = { 'content-type': 'application/json; charset=latin1' };
    expectRefusal(await send(path, 'POST', body, asSite(latin1)), 415, BODY_CHARSET_UNSUPPORTED);
    const unknown = { ...json, 'content-encoding': 'x-unknown' };
    expectRefusal(await send(path, 'POST', body, asSite(unknown)), 415, BODY_ENCODING_UNSUPPORTED);
    const gzip = { ...json, 'content-encoding': 'gzip' };
    expectRefusal(await send(path, 'POST', gzipSync(body).subarray(0, 12), asSite(gzip)), 400, REQUEST_UNREADABLE);
  });

  it.each(['/api/registrations', '/api/payments'])('POST %s: a 31 MB form is a 413', async (path) => {
    const headers = asSite({ 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });
    expectRefusal(await send(base() + path, 'POST', formOf(31 * MB), headers), 413, UPLOAD_TOO_LARGE);
  });

  it('answers HEAD on a GET route with 405 and Allow, as JSON without a body', async () => {
    const answer = await send(`${base()}/api/health`, 'HEAD');
    expect(answer).toEqual({ status: 405, contentType: 'application/json; charset=utf-8', allow: 'GET', text: '' });
  });
}

const FUNCTION_URL = `http://${hostPort('functions')}/${PROJECT_ID}/${FUNCTION_REGION}/api`;
const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

describe('through Hosting', () => {
  refusesBadBodies(() => SITE_URL);

  it('drops the body of a GET, so the route answers as usual', async () => {
    expectRefusal(await send(`${SITE_URL}/api/nothing-here`, 'GET', '{"a": ', json), 404, API_NOT_FOUND);
  });

  it('hands a 33 MB form to the emulator, whose runtime refuses it past 32 MB', async () => {
    // Deployed, Hosting refuses a body over 32 MB itself, with a page of its own.
    const answer = await send(`${SITE_URL}/api/payments`, 'POST', formOf(33 * MB), asSite(multipart));
    expectRefusal(answer, 413, REQUEST_TOO_LARGE);
  });
});

describe('at the function’s own URL in the Functions emulator', () => {
  refusesBadBodies(() => FUNCTION_URL);

  it('refuses a GET with malformed JSON as malformed JSON', async () => {
    expectRefusal(await send(`${FUNCTION_URL}/api/nothing-here`, 'GET', '{"a": ', json), 400, BODY_NOT_VALID_JSON);
  });

  it('refuses a 33 MB form past the runtime’s 32 MB', async () => {
    const answer = await send(`${FUNCTION_URL}/api/payments`, 'POST', formOf(33 * MB), asSite(multipart));
    expectRefusal(answer, 413, REQUEST_TOO_LARGE);
  });
});

describe('in functions-framework, as Cloud Functions runs the deployed function', () => {
  let framework: FrameworkInstance | undefined;
  beforeAll(async () => {
    framework = await startFunctionsFramework();
  }, 60_000);
  afterAll(() => framework?.stop());
  const base = () => framework?.url ?? 'http://framework-not-started';

  // First, while nothing has reached the function yet: the framework parses this body before it.
  it('answers a fresh instance’s very first request, malformed JSON, as ours', async () => {
    expectRefusal(
      await send(`${base()}/api/ieee-verification/ieee-status`, 'POST', '{"MemberID', asSite(json)),
      400,
      BODY_NOT_VALID_JSON,
    );
  });

  refusesBadBodies(base);

  it('refuses a GET with malformed JSON as malformed JSON', async () => {
    expectRefusal(await send(`${base()}/api/nothing-here`, 'GET', '{"a": ', json), 400, BODY_NOT_VALID_JSON);
  });

  it('answers OPTIONS with 405 and Allow (no CORS: the site calls its own origin)', async () => {
    const answer = await send(`${base()}/api/ieee-verification/ieee-status`, 'OPTIONS');
    expect({ status: answer.status, allow: answer.allow, body: parsed(answer.text) }).toEqual({
      status: 405,
      allow: 'POST',
      body: { success: false, error: METHOD_NOT_ALLOWED },
    });
  });
});
