// Abuse probes: an ID from a URL or a body is checked against the domain's format
// before it becomes a Firestore or Storage path. A malformed one is "not found" (or a bad
// request), never a 500 and never another document; bulk endpoints answer per ID.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BADGE_IDS_INVALID,
  CERTIFICATE_PERSON_INVALID,
  DATA_LINK_INVALID,
  NO_SUCH_MAIL,
  PASS_CODE_MALFORMED,
  REGISTRATION_NOT_FOUND,
  STATUS_ID_UNKNOWN,
  VERIFICATION_FAILED,
} from '../../functions/src/domain/messages';
import { REGISTRATION_ID_PREFIX } from '../../functions/src/domain/registration-id';
import { venueInstant } from '../../functions/src/domain/venue-time';
import { EDITION } from '../../functions/src/domain/edition';
import { asOf } from '../support/clock';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { send } from '../support/api';
import { idTokenFor, signInAgain } from '../support/auth';
import { keyed, linkKeyOf, participant, PDF, submitRegistration, verifyEmailOf } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const ATTENDEE = individualTier({ ieee: false });
const db = getFirestore(suiteAdminApp());
// IDs that are not ours: a path, another document's path, prototype names, traversal, odd bytes.
// A path that names a seeded registration's audit entry (it exists in 2025's suite).
const AUDIT_ENTRY = `${REGISTRATION_ID_PREFIX}-SEED-0000-00004/audit/created`;
const HOSTILE_IDS = [
  'x/y',
  AUDIT_ENTRY,
  '__proto__',
  'constructor',
  '..',
  '../registrations',
  `${REGISTRATION_ID_PREFIX}-SEED-0000-0000`,
  '\u0000',
  'A'.repeat(100),
];

let adminToken = '';
let registrationId = '';
/** The link key of `registrationId`: it opens that registration's documents, and no other ID. */
let ownKey = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
  const { body } = await submitRegistration({ ...participant(), ...tierFields(ATTENDEE) });
  registrationId = String(body.id);
  await verifyEmailOf(registrationId);
  ownKey = await linkKeyOf(registrationId);
});

const call = send;

/**
 * The calls one after another: each probe is about a route's answer to the ID, not about load. Sent
 * at once, twenty calls made the Functions emulator start a worker for each (18 s of a loaded run).
 */
async function inTurn(calls: (() => ReturnType<typeof send>)[]) {
  const answers = [];
  for (const each of calls) answers.push(await each());
  return answers;
}

const admin = () => ({ authorization: `Bearer ${adminToken}` });
const json = () => ({ 'content-type': 'application/json', ...admin() });

/** How many documents each collection a refused call could have written to holds. */
async function documentCounts() {
  const names = [
    'registrations',
    'mail',
    'passes',
    'checkIns',
    'erasures',
    'dataAccessTokens',
    'invoices',
    'creditNotes',
    'refunds',
    'sponsors',
    'sponsorCodes',
  ];
  const counts = await Promise.all(names.map((name) => db.collection(name).count().get()));
  return Object.fromEntries(names.map((name, index) => [name, counts[index]?.data().count]));
}

describe('a payment proof for an ID that is not ours', () => {
  it.each(HOSTILE_IDS)('%j is not found, and nothing is stored', async (id) => {
    const before = await documentCounts();
    const form = new FormData();
    form.set('registrationId', id);
    form.set('paymentReferenceId', 'REF-1');
    form.set('receipt', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'receipt.pdf');
    const answer = await call('/api/payments', { body: form });
    expect([400, 404]).toContain(answer.status);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toEqual({ success: false, error: expect.any(String) });
    if (answer.status === 404) expect(JSON.parse(answer.text).error).toBe(STATUS_ID_UNKNOWN);
    expect(await documentCounts()).toEqual(before);
    const audit = await db.doc(`registrations/${AUDIT_ENTRY}`).get();
    // The audit entry it pointed at is untouched (it holds no proof fields).
    expect(audit.get('paymentProofs')).toBeUndefined();
  });
});

// Each ID's calls go at once, and the first ID's start a process each in the Functions emulator
// (docs/development.md, "Timeouts and why").
describe('a registration ID in a URL', { timeout: 60_000 }, () => {
  // Dot segments are resolved by Hosting before the function sees the path: not IDs.
  const encoded = HOSTILE_IDS.filter((id) => !id.startsWith('..')).map((id) => encodeURIComponent(id));

  it.each(encoded)('GET /api/registrations/%s is 400 or 404 in JSON', async (id) => {
    const answer = await call(`/api/registrations/${id}`, { method: 'GET' });
    expect([400, 404]).toContain(answer.status);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text).success).toBe(false);
  });

  it.each(encoded)(
    'resend, data copy, receipt, certificate, invoice, billing, cancellation, credit note (with a link key of another registration), verify, reject, undo, withdraw, erase, the IEEE decision, the name, the e-mail address, issuing and correcting an invoice, and recording and deciding a cancellation for %s are 400, 403 or 404 in JSON',
    async (id) => {
      const before = await documentCounts();
      // Withdrawal and erasure need a sign-in of the last 5 minutes: the IDs are then what is refused.
      adminToken = await signInAgain(adminToken);
      const answers = await inTurn([
        () => call(`/api/registrations/${id}/resend-verification`),
        () => call(`/api/registrations/${id}/data-request`),
        () => call(keyed(`/api/registrations/${id}/receipt.pdf`, ownKey), { method: 'GET' }),
        () => call(keyed(`/api/registrations/${id}/certificate.pdf`, ownKey), { method: 'GET' }),
        () => call(keyed(`/api/registrations/${id}/invoice`, ownKey), { method: 'GET' }),
        () =>
          call(keyed(`/api/registrations/${id}/billing`, ownKey), {
            headers: json(),
            body: JSON.stringify({ billing: null }),
          }),
        () => call(`/api/admin/registrations/${id}/invoice`, { headers: admin() }),
        () =>
          call(keyed(`/api/registrations/${id}/cancellation`, ownKey), {
            headers: json(),
            body: JSON.stringify({ reason: 'Cannot come' }),
          }),
        () => call(keyed(`/api/registrations/${id}/credit-note`, ownKey), { method: 'GET' }),
        () =>
          call(`/api/admin/registrations/${id}/cancellation`, {
            headers: json(),
            body: JSON.stringify({ decision: 'approve' }),
          }),
        () =>
          call(`/api/admin/registrations/${id}/cancellation/request`, {
            headers: json(),
            body: JSON.stringify({ reason: 'Asked by mail' }),
          }),
        () => call(`/api/verify/verify-registration/${id}`, { headers: admin() }),
        () =>
          call(`/api/verify/reject-payment/${id}`, { headers: json(), body: JSON.stringify({ reason: 'Unreadable' }) }),
        () => call(`/api/verify/undo-verification/${id}`, { headers: admin() }),
        () =>
          call(`/api/verify/withdraw-verification/${id}`, {
            headers: json(),
            body: JSON.stringify({ reason: 'Forged' }),
          }),
        () =>
          call(`/api/admin/registrations/${id}/erase`, { headers: json(), body: JSON.stringify({ reason: 'Asked' }) }),
        () => call(`/api/admin/registrations/${id}/mail`, { method: 'GET', headers: admin() }),
        () =>
          call(`/api/admin/registrations/${id}/ieee-membership`, {
            headers: json(),
            body: JSON.stringify({ decision: 'confirmed' }),
          }),
        () =>
          call(`/api/admin/registrations/${id}/email`, {
            headers: json(),
            body: JSON.stringify({ email: 'corrected@example.org' }),
          }),
        () =>
          call(`/api/admin/registrations/${id}/name`, {
            headers: json(),
            body: JSON.stringify({ title: 'Dr', firstName: 'Asha', lastName: 'Rao', organization: 'IIT Dharwad' }),
          }),
        () =>
          call(`/api/admin/registrations/${id}/invoice/correction`, {
            headers: json(),
            body: JSON.stringify({ invoice: 'ICEI/2025-26/0001', billing: null, reason: 'Misspelt' }),
          }),
      ]);
      for (const answer of answers) {
        expect([400, 403, 404]).toContain(answer.status);
        expect(answer.type).toMatch(/^application\/json/);
        expect(JSON.parse(answer.text).success).toBe(false);
      }
      expect(await documentCounts()).toEqual(before);
    },
  );

  it.each(encoded)(
    'a sponsor, its payment, its invoice, a withdrawal and a credit note for %s are 400 or 404 in JSON',
    async (id) => {
      const before = await documentCounts();
      const answers = await inTurn([
        () => call(`/api/admin/sponsors/${id}`, { method: 'GET', headers: admin() }),
        () =>
          call(`/api/admin/sponsors/${id}/payment`, {
            headers: json(),
            body: JSON.stringify({ reference: 'UTR1', date: '2025-10-01' }),
          }),
        () => call(`/api/admin/sponsors/${id}/invoice`, { headers: admin() }),
        () => call(`/api/admin/sponsors/${id}/invoice`, { method: 'GET', headers: admin() }),
        () =>
          call(`/api/admin/sponsors/${id}/payment/withdrawal`, {
            headers: json(),
            body: JSON.stringify({ reason: 'x' }),
          }),
        () => call(`/api/admin/sponsors/${id}/credit-note`, { method: 'GET', headers: admin() }),
        () => call(`/api/admin/sponsors/${id}/codes`, { headers: json(), body: JSON.stringify({ count: 1 }) }),
        () => call(`/api/admin/sponsors/${id}/codes/0000-0000-0000-0000/revocation`, { headers: admin() }),
      ]);
      for (const answer of answers) {
        expect([400, 404]).toContain(answer.status);
        expect(answer.type).toMatch(/^application\/json/);
        expect(JSON.parse(answer.text).success).toBe(false);
      }
      expect(await documentCounts()).toEqual(before);
    },
  );

  it.each(encoded)("a sponsor's code %s is 400 or 404 in JSON, looked up or withdrawn", async (code) => {
    const before = await documentCounts();
    const answers = await inTurn([
      () => call(`/api/sponsor-codes/${code}`, { method: 'GET' }),
      () => call(`/api/admin/sponsors/SP-00000000/codes/${code}/revocation`, { headers: admin() }),
    ]);
    for (const answer of answers) {
      expect([400, 404]).toContain(answer.status);
      expect(answer.type).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text).success).toBe(false);
    }
    expect(await documentCounts()).toEqual(before);
  });

  it('a verification token that is not one of ours is the spec’s failure, not a lookup', async () => {
    for (const token of ['x', 'x%2Fy', 'A'.repeat(43) + '%2F', '%00', 'A'.repeat(44), '__proto__']) {
      const answer = await call(`/api/verify/${token}`, { method: 'GET' });
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.text)).toEqual({ success: false, error: VERIFICATION_FAILED });
    }
  });

  it('a data-copy link that is not one of ours is the same answer as an expired one, not a lookup', async () => {
    const before = await documentCounts();
    for (const token of ['x', 'x%2Fy', 'A'.repeat(43) + '%2F', '%00', 'A'.repeat(44), '__proto__', 'A'.repeat(200)]) {
      const answer = await call(`/api/data/${token}`, { method: 'GET' });
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.text)).toEqual({ success: false, error: DATA_LINK_INVALID });
    }
    expect(await documentCounts()).toEqual(before);
  });

  it('a mail ID that is not one of ours is not found', async () => {
    for (const mailId of [
      'x',
      encodeURIComponent('a/b'),
      '__proto__',
      `${registrationId}-VERIFY`,
      `${registrationId}`,
    ]) {
      const answer = await call(`/api/admin/mail/${mailId}/resend`, { headers: admin() });
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.text)).toEqual({ success: false, error: NO_SUCH_MAIL });
    }
  });
});

describe('pass codes and check-in targets that are not ours', () => {
  // Codes a pass could never have: another document's path, traversal, prototype names, odd bytes,
  // one character short or long, base64 rather than base64url, a last character 16 bytes never end in.
  const HOSTILE_CODES = [
    'x/y',
    'passes/x',
    '__proto__',
    'constructor',
    '\u0000',
    'A'.repeat(21),
    'A'.repeat(23),
    `${'A'.repeat(20)}+A`,
    `${'A'.repeat(21)}B`,
    'A'.repeat(100),
  ];
  const onConferenceDay = asOf(venueInstant(EDITION.startDate, 10));

  it.each(HOSTILE_CODES.map((code) => encodeURIComponent(code)))(
    'GET /api/passes/%s is a 400 in JSON, before any lookup',
    async (code) => {
      const answer = await call(`/api/passes/${code}`, { method: 'GET' });
      expect(answer.status).toBe(400);
      expect(answer.type).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text)).toEqual({ success: false, error: PASS_CODE_MALFORMED });
    },
  );

  it.each(HOSTILE_CODES)('checking in %j by code is a 400, and nothing is stored', async (code) => {
    const before = await documentCounts();
    const answer = await call('/api/admin/check-in', {
      headers: { ...json(), ...onConferenceDay },
      body: JSON.stringify({ code }),
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ success: false, error: PASS_CODE_MALFORMED });
    expect(await documentCounts()).toEqual(before);
  });

  it.each(HOSTILE_IDS)('checking in %j by registration ID is 400 or 404, and nothing is stored', async (id) => {
    const before = await documentCounts();
    const answers = await inTurn([
      () =>
        call('/api/admin/check-in', {
          headers: { ...json(), ...onConferenceDay },
          body: JSON.stringify({ registrationId: id }),
        }),
      () =>
        call('/api/admin/check-in', {
          headers: { ...json(), ...onConferenceDay },
          body: JSON.stringify({ registrationId: registrationId, person: id }),
        }),
    ]);
    for (const answer of answers) {
      expect([400, 404]).toContain(answer.status);
      expect(answer.type).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text).success).toBe(false);
    }
    expect(await documentCounts()).toEqual(before);
  });
});

describe('bulk actions with IDs that are not ours', () => {
  it.each(['verify-payments', 'payment-reminders'])(
    '%s answers each ID, at once, and changes nothing',
    async (action) => {
      const before = await documentCounts();
      const answer = await call(`/api/admin/bulk/${action}`, {
        headers: json(),
        body: JSON.stringify({ ids: HOSTILE_IDS }),
      });
      expect(answer.status).toBe(200);
      const outcomes = JSON.parse(answer.text).data as { id: string; ok: boolean; error?: string }[];
      expect(outcomes.map((outcome) => outcome.id).sort()).toEqual(
        [...new Set(HOSTILE_IDS.map((id) => id.trim()))].sort(),
      );
      for (const outcome of outcomes)
        expect(outcome).toEqual({ id: outcome.id, ok: false, error: REGISTRATION_NOT_FOUND });
      // Refused by their shape, before any lookup (registrationDoc's unit test, collections.test.ts).
      expect(await documentCounts()).toEqual(before);
    },
  );
});

describe('badges and certificates for IDs that are not ours', () => {
  it('a badges request naming any malformed ID is a 400 before any read', async () => {
    for (const id of HOSTILE_IDS) {
      const answer = await call('/api/admin/badges.pdf', {
        headers: json(),
        body: JSON.stringify({ registrationIds: [registrationId, id] }),
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toEqual({ success: false, error: BADGE_IDS_INVALID });
    }
  });

  it.each(HOSTILE_IDS)('a certificate for the person %j is a 400', async (person) => {
    const answer = await call(
      keyed(`/api/registrations/${registrationId}/certificate.pdf?person=${encodeURIComponent(person)}`, ownKey),
      { method: 'GET' },
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ success: false, error: CERTIFICATE_PERSON_INVALID });
  });
});
