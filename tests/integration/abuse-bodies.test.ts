// Bodies the API cannot use are refused as `{ success: false, error }` (application/json; 400, 413
// or 415), never an HTML page, a stack trace or a 500, and nothing is stored (docs/api.md, "Errors").
// Each rule is unit-tested where it is written (http/body-errors.ts, guards.ts, multipart.ts); here,
// one sweep over the router's POST routes, through Hosting as the site calls them, tries each with
// the bodies it must refuse, by what the route table says it reads. Then, for each way in (Hosting,
// the function's own URL in the Functions emulator, Google's functions-framework that runs the
// deployed function), what the runtime itself does: its parser's refusals reach the caller as ours,
// and its own size limits.
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FUNCTION_REGION } from '../../functions/src/config';
import {
  EMAIL_INVALID,
  API_NOT_FOUND,
  BODY_CHARSET_UNSUPPORTED,
  BODY_ENCODING_UNSUPPORTED,
  BODY_NOT_JSON,
  BODY_NOT_VALID_JSON,
  CHECK_IN_TARGET_REQUIRED,
  CHECK_IN_UNDO_INVALID,
  FORM_MALFORMED,
  FORM_NOT_MULTIPART,
  IEEE_NUMBER_REQUIRED,
  JSON_BODY_TOO_LARGE,
  JSON_OBJECT_REQUIRED,
  BILLING_BODY_INVALID,
  E_INVOICE_ANSWER_REQUIRED,
  NAME_FIELDS_REQUIRED,
  CANCELLATION_BODY_INVALID,
  SPONSOR_BODY_INVALID,
  SPONSOR_CODE_COUNT_INVALID,
  CANCELLATION_REASON_MISSING,
  MAX_JSON_BODY_KB,
  METHOD_NOT_ALLOWED,
  PAPER_LIST_TOO_LONG,
  PASTE_PAPER_IDS,
  REJECTION_REASON_REQUIRED,
  REQUEST_TOO_LARGE,
  REQUEST_UNREADABLE,
  SELECT_REGISTRATIONS,
  TEXT_BROKEN,
} from '../../functions/src/domain/messages';
import {
  IEEE_DECISION_INVALID,
  INVOICE_CORRECTION_BODY_INVALID,
  SPONSOR_PAYMENT_REFERENCE_REQUIRED,
  SPONSOR_WITHDRAWAL_REASON_REQUIRED,
  ON_BEHALF_REASON_MISSING,
  ERASURE_REASON_REQUIRED,
  WITHDRAWAL_REASON_REQUIRED,
} from '../../functions/src/domain/admin-messages';
import { callOf } from '../../functions/src/http/app-check';
import { routes } from '../../functions/src/http/router';
import type { Route } from '../../functions/src/http/types';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { hostPort, PROJECT_ID, SITE_URL } from '../../scripts/suite/config';
import { startFunctionsFramework, type FrameworkInstance } from '../../scripts/suite/functions-framework';
import { ORIGIN } from '../support/api';
import { claimsOf, idTokenFor, signInAgain } from '../support/auth';
import { samplePathOf, UNKNOWN_ID } from '../support/routes';

const app = suiteAdminApp();
const db = getFirestore(app);
const bucket = getStorage(app).bucket();

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

/** Our refusal as "status message"; anything else (an HTML page, a success) as itself, to be seen. */
function refusalIn(answer: Answer): string {
  const body: unknown = answer.text.startsWith('{') ? JSON.parse(answer.text) : undefined;
  const ours =
    answer.contentType === 'application/json; charset=utf-8' &&
    typeof body === 'object' &&
    body !== null &&
    Object.keys(body).join() === 'success,error' &&
    (body as { success: unknown }).success === false;
  return ours
    ? `${answer.status} ${(body as { error: string }).error}`
    : `${answer.status} ${answer.text.slice(0, 200)}`;
}

interface Shape {
  body: Buffer | string;
  headers: Record<string, string>;
}
const typed = (contentType: string, body: Buffer | string, more: Record<string, string> = {}): Shape => ({
  body,
  headers: { 'content-type': contentType, ...more },
});
const JSON_TYPE = { 'content-type': 'application/json' };
const json = (body: Buffer | string, more: Record<string, string> = {}) => ({
  body,
  headers: { ...JSON_TYPE, ...more },
});
/** A JSON object of exactly `bytes` bytes. */
const jsonOf = (bytes: number) => `{"pad":"${'x'.repeat(bytes - '{"pad":""}'.length)}"}`;
const A_MEMBER = '{"MemberID":"90000001"}';

/** Shapes and the refusal each gets, "status message". */
type Refusals = Record<string, [Shape, string]>;

/** Bodies the runtime's parser or our JSON limit refuses before any route sees them. */
const UNREADABLE: Refusals = {
  'malformed JSON': [json('{"MemberID": "9'), `400 ${BODY_NOT_VALID_JSON}`],
  'a JSON string': [json('"90000001"'), `400 ${JSON_OBJECT_REQUIRED}`],
  [`JSON over ${MAX_JSON_BODY_KB} KB`]: [json(jsonOf(MAX_JSON_BODY_KB * 1024 + 1)), `413 ${JSON_BODY_TOO_LARGE}`],
};

/** Readable bodies that are not what a JSON call reads. */
const NOT_A_JSON_OBJECT: Refusals = {
  'a JSON array': [json('["90000001"]'), `400 ${JSON_OBJECT_REQUIRED}`],
  'JSON null': [json('null'), `400 ${JSON_OBJECT_REQUIRED}`],
  text: [typed('text/plain', A_MEMBER), `415 ${BODY_NOT_JSON}`],
  'a urlencoded form': [typed('application/x-www-form-urlencoded', 'MemberID=90000001'), `415 ${BODY_NOT_JSON}`],
  'no Content-Type': [{ body: A_MEMBER, headers: {} }, `415 ${BODY_NOT_JSON}`],
  // Valid JSON, but half a surrogate pair is no text, and Firestore would refuse to store it.
  'a string that is no text': [json('{"MemberID":"9\\ud800","reason":"x\\ud800"}'), `400 ${TEXT_BROKEN}`],
};

/** Readable bodies that are not a form. */
const NOT_A_FORM: Refusals = {
  JSON: [json('{}'), `415 ${FORM_NOT_MULTIPART}`],
  text: [typed('text/plain', A_MEMBER), `415 ${FORM_NOT_MULTIPART}`],
  'a urlencoded form': [typed('application/x-www-form-urlencoded', 'MemberID=90000001'), `415 ${FORM_NOT_MULTIPART}`],
  'no Content-Type': [{ body: A_MEMBER, headers: {} }, `415 ${FORM_NOT_MULTIPART}`],
  // Cut short inside a file: once, busboy's error on the file's stream ended the function's process.
  'a form cut short inside a file': [
    typed(
      'multipart/form-data; boundary=cut',
      '--cut\r\nContent-Disposition: form-data; name="receipt"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4',
    ),
    `400 ${FORM_MALFORMED}`,
  ],
};

/**
 * What each JSON call says to an empty body, which the runtime reads as `{}`: its schema's first
 * error, naming what is missing; null where every field is optional, so that it is a request.
 */
const EMPTY_BODY: Record<string, string | null> = {
  'POST /api/ieee-verification/ieee-status': IEEE_NUMBER_REQUIRED,
  'POST /api/verify/reject-payment/{id}': REJECTION_REASON_REQUIRED,
  'POST /api/admin/registrations/{id}/erase': ERASURE_REASON_REQUIRED,
  'POST /api/verify/withdraw-verification/{id}': WITHDRAWAL_REASON_REQUIRED,
  'POST /api/admin/bulk/verify-payments': SELECT_REGISTRATIONS,
  'POST /api/admin/bulk/payment-reminders': SELECT_REGISTRATIONS,
  'POST /api/admin/paper-coverage': PASTE_PAPER_IDS,
  'POST /api/admin/registrations/{id}/ieee-membership': IEEE_DECISION_INVALID,
  'POST /api/admin/check-in': CHECK_IN_TARGET_REQUIRED,
  'POST /api/admin/check-in/undo': CHECK_IN_UNDO_INVALID,
  'POST /api/admin/badges.pdf': null,
  'POST /api/admin/test-mail': EMAIL_INVALID,
  'POST /api/admin/desk-staff': EMAIL_INVALID,
  'POST /api/admin/desk-staff/revoke': EMAIL_INVALID,
  'POST /api/registrations/{id}/billing': BILLING_BODY_INVALID,
  'POST /api/admin/registrations/{id}/invoice/correction': INVOICE_CORRECTION_BODY_INVALID,
  'POST /api/admin/registrations/{id}/name': NAME_FIELDS_REQUIRED,
  'POST /api/admin/registrations/{id}/email': EMAIL_INVALID,
  'POST /api/registrations/{id}/cancellation': CANCELLATION_REASON_MISSING,
  'POST /api/admin/registrations/{id}/cancellation': CANCELLATION_BODY_INVALID,
  'POST /api/admin/registrations/{id}/cancellation/request': ON_BEHALF_REASON_MISSING,
  'POST /api/admin/sponsors': SPONSOR_BODY_INVALID,
  'POST /api/admin/sponsors/{id}/payment': SPONSOR_PAYMENT_REFERENCE_REQUIRED,
  'POST /api/admin/sponsors/{id}/payment/withdrawal': SPONSOR_WITHDRAWAL_REASON_REQUIRED,
  'POST /api/admin/sponsors/{id}/codes': SPONSOR_CODE_COUNT_INVALID,
  'POST /api/admin/e-invoices/answer': E_INVOICE_ANSWER_REQUIRED,
};

/** The bodies a route must refuse, by what the route table says it reads. */
function refusalsFor(route: Route): Refusals {
  if (route.body === 'multipart') return { ...UNREADABLE, ...NOT_A_FORM };
  if (route.body !== 'json') return UNREADABLE;
  const empty = EMPTY_BODY[callOf(route)];
  return { ...UNREADABLE, ...NOT_A_JSON_OBJECT, ...(empty ? { 'an empty body': [json(''), `400 ${empty}`] } : {}) };
}

/** Parser refusals, sent to one JSON call: what each runtime's own parser cannot read. */
const PARSER_REFUSALS: Refusals = {
  ...UNREADABLE,
  'a charset it cannot decode': [
    typed('application/json; charset=latin1', A_MEMBER),
    `415 ${BODY_CHARSET_UNSUPPORTED}`,
  ],
  'an unknown Content-Encoding': [
    json(A_MEMBER, { 'content-encoding': 'x-unknown' }),
    `415 ${BODY_ENCODING_UNSUPPORTED}`,
  ],
  'a gzip stream cut short': [
    json(gzipSync(A_MEMBER).subarray(0, 12), { 'content-encoding': 'gzip' }),
    `400 ${REQUEST_UNREADABLE}`,
  ],
};

let adminToken = '';
/** Every request comes from the site and as an administrator, so only the body can be wrong. */
const asSite = (headers: Record<string, string> = {}) => ({
  origin: ORIGIN,
  authorization: `Bearer ${adminToken}`,
  ...headers,
});

/**
 * Sends each shape to one path, one after the other (at once, the emulator would start a worker
 * for each); the refusals, by shape, for one comparison.
 */
async function refusalsAt(url: string, shapes: Refusals) {
  const got: Record<string, string> = {};
  const expected: Record<string, string> = {};
  for (const [name, [shape, refusal]] of Object.entries(shapes)) {
    got[name] = refusalIn(await send(url, 'POST', shape.body, asSite(shape.headers)));
    expected[name] = refusal;
  }
  return { got, expected };
}

/**
 * What these requests would have left had any got through: everything they name (the sample
 * registration, this test's administrator). Counting whole collections instead would also count
 * what another client of the same suite writes meanwhile.
 */
async function storedByTheseRequests() {
  const id = FieldPath.documentId();
  const [registration, audit, [files], mail, statements] = await Promise.all([
    db.doc(`registrations/${UNKNOWN_ID}`).get(),
    db.collection(`registrations/${UNKNOWN_ID}/audit`).count().get(),
    bucket.getFiles({ prefix: `registrations/${UNKNOWN_ID}/` }),
    db.collection('mail').where(id, '>=', UNKNOWN_ID).where(id, '<', `${UNKNOWN_ID}~`).count().get(),
    db.collection('statements').where('by', '==', claimsOf(adminToken).email).count().get(),
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
// Erasure, withdrawal and reissue need a sign-in of the last 5 minutes: the body is then what is refused.
beforeEach(async () => {
  adminToken = await signInAgain(adminToken);
});

const posts = routes.filter((route) => route.method === 'POST');

describe('every POST route, through Hosting', () => {
  it('is known to read JSON, a form or nothing, and each JSON call what it says to an empty body', () => {
    const jsonCalls = posts.filter((route) => route.body === 'json').map(callOf);
    expect(Object.keys(EMPTY_BODY).sort()).toEqual(jsonCalls.sort());
    expect(posts.filter((route) => route.body === 'multipart').length).toBeGreaterThan(0);
  });

  it.each(posts.map((route) => [callOf(route), route] as const))(
    '%s refuses the bodies it cannot use',
    async (_call, route) => {
      const { got, expected } = await refusalsAt(SITE_URL + samplePathOf(route), refusalsFor(route));
      expect(got).toEqual(expected);
    },
  );
});

const FORM_BOUNDARY = '----icei-abuse-boundary';
const multipart = { 'content-type': `multipart/form-data; boundary=${FORM_BOUNDARY}` };
/** A form with a registration ID, a reference and one PDF file padded to `bytes` in all. */
function formOf(bytes: number): Buffer {
  const head = Buffer.from(
    `--${FORM_BOUNDARY}\r\nContent-Disposition: form-data; name="registrationId"\r\n\r\n${UNKNOWN_ID}\r\n` +
      `--${FORM_BOUNDARY}\r\nContent-Disposition: form-data; name="receipt"; filename="r.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  const tail = Buffer.from(`\r\n--${FORM_BOUNDARY}--\r\n`);
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x20), tail]);
}

/** What the runtime behind `base` parses before the router: its refusals must be ours. */
function refusesWhatItsParserCannotRead(base: () => string) {
  it('answers what its parser cannot read as ours', async () => {
    const { got, expected } = await refusalsAt(`${base()}/api/ieee-verification/ieee-status`, PARSER_REFUSALS);
    expect(got).toEqual(expected);
  });
}

describe('through Hosting', () => {
  refusesWhatItsParserCannotRead(() => SITE_URL);

  it('drops the body of a GET, so the route answers as usual', async () => {
    expect(refusalIn(await send(`${SITE_URL}/api/nothing-here`, 'GET', '{"a": ', JSON_TYPE))).toBe(
      `404 ${API_NOT_FOUND}`,
    );
  });

  it('leaves room under the JSON limit for the longest call, 100,000 characters of paper IDs', async () => {
    const body = JSON.stringify({ acceptedPaperIds: '1'.repeat(100_001) });
    const answer = await send(`${SITE_URL}/api/admin/paper-coverage`, 'POST', body, asSite(JSON_TYPE));
    expect(refusalIn(answer)).toBe(`400 ${PAPER_LIST_TOO_LONG}`);
  });

  it('hands a 31 MB form to the function, which refuses it past 30 MB', async () => {
    const answer = await send(`${SITE_URL}/api/payments`, 'POST', formOf(31 * MB), asSite(multipart));
    expect(refusalIn(answer)).toBe(`413 ${UPLOAD_TOO_LARGE}`);
  });

  it('hands a 33 MB form to the emulator, whose runtime refuses it past 32 MB', async () => {
    // Deployed, Hosting refuses a body over 32 MB itself, with a page of its own.
    const answer = await send(`${SITE_URL}/api/payments`, 'POST', formOf(33 * MB), asSite(multipart));
    expect(refusalIn(answer)).toBe(`413 ${REQUEST_TOO_LARGE}`);
  });

  it('answers HEAD on a GET route with 405 and Allow, as JSON without a body', async () => {
    const answer = await send(`${SITE_URL}/api/health`, 'HEAD');
    expect(answer).toEqual({ status: 405, contentType: 'application/json; charset=utf-8', allow: 'GET', text: '' });
  });
});

const FUNCTION_URL = `http://${hostPort('functions')}/${PROJECT_ID}/${FUNCTION_REGION}/api`;

describe('at the function’s own URL in the Functions emulator', () => {
  refusesWhatItsParserCannotRead(() => FUNCTION_URL);

  it('refuses a GET with malformed JSON as malformed JSON', async () => {
    const answer = await send(`${FUNCTION_URL}/api/nothing-here`, 'GET', '{"a": ', JSON_TYPE);
    expect(refusalIn(answer)).toBe(`400 ${BODY_NOT_VALID_JSON}`);
  });

  it('refuses a 33 MB form past the runtime’s 32 MB', async () => {
    const answer = await send(`${FUNCTION_URL}/api/payments`, 'POST', formOf(33 * MB), asSite(multipart));
    expect(refusalIn(answer)).toBe(`413 ${REQUEST_TOO_LARGE}`);
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
    const answer = await send(`${base()}/api/ieee-verification/ieee-status`, 'POST', '{"MemberID', asSite(JSON_TYPE));
    expect(refusalIn(answer)).toBe(`400 ${BODY_NOT_VALID_JSON}`);
  });

  refusesWhatItsParserCannotRead(base);

  it('refuses a GET with malformed JSON as malformed JSON', async () => {
    const answer = await send(`${base()}/api/nothing-here`, 'GET', '{"a": ', JSON_TYPE);
    expect(refusalIn(answer)).toBe(`400 ${BODY_NOT_VALID_JSON}`);
  });

  it('hands a 31 MB form to the function, which refuses it past 30 MB', async () => {
    const answer = await send(`${base()}/api/payments`, 'POST', formOf(31 * MB), asSite(multipart));
    expect(refusalIn(answer)).toBe(`413 ${UPLOAD_TOO_LARGE}`);
  });

  it('answers OPTIONS with 405 and Allow (no CORS: the site calls its own origin)', async () => {
    const answer = await send(`${base()}/api/ieee-verification/ieee-status`, 'OPTIONS');
    expect({ allow: answer.allow, refusal: refusalIn(answer) }).toEqual({
      allow: 'POST',
      refusal: `405 ${METHOD_NOT_ALLOWED}`,
    });
  });
});
