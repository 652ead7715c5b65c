// Entry passes: a verified payment mails one pass link per person, whose code opens
// GET /api/passes/{code}; only the code's hash is stored; undoing the verification withdraws the
// passes, and verifying again issues new codes. For any edition: tiers from tests/support/tiers.
import { createHash } from 'node:crypto';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { passViewSchema } from '../../functions/src/domain/api/pass';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { EDITION } from '../../functions/src/domain/edition';
import { PASS_CODE_MALFORMED, PASS_NOT_FOUND } from '../../functions/src/domain/messages';
import { sentMail } from '../support/inbox';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { ORIGIN } from '../support/api';
import { idTokenFor } from '../support/auth';
import {
  groupStudents,
  idCards,
  participant,
  submitRegistration,
  uploadProofFor,
  verifyEmailOf,
  verifyPayment,
  verifyPaymentOf,
} from '../support/registration';
import { groupTier, individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
const ATTENDEE = individualTier({ ieee: false });
const GROUP = groupTier();
const PASS_LINK = new RegExp(`${SITE_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/pass/([A-Za-z0-9_-]{22})\\b`, 'g');

let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A registration with its payment proof uploaded, ready to verify. */
async function awaitingVerification(data: Record<string, unknown>, files = {}): Promise<string> {
  const { status, body } = await submitRegistration(data, files);
  expect(status, JSON.stringify(body)).toBe(201);
  const id = String(body.id);
  await verifyEmailOf(id);
  expect(await uploadProofFor(id, `PASS-${id}`)).toBe(200);
  return id;
}

/** The pass codes in a registration's n-th "payment verified" mail, in the order it lists them. */
async function mailedCodes(id: string, verification: number): Promise<{ text: string; codes: string[] }> {
  // As received: the stored copy loses its pass links once delivered.
  const { text, html } = await sentMail(`mail/${id}-payment-verified-${verification}`);
  const codes = [...text.matchAll(PASS_LINK)].map((match) => match[1] ?? '');
  // The HTML part links the same passes.
  expect([...new Set([...html.matchAll(PASS_LINK)].map((match) => match[1]))]).toEqual(codes);
  return { text, codes };
}

async function passOf(code: string) {
  const response = await fetch(`${SITE_URL}/api/passes/${code}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function storedPasses(id: string) {
  const snapshot = await db.collection('passes').where('registrationId', '==', id).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as { person: string; passEpoch: number }) }));
}

async function undo(id: string): Promise<number> {
  const response = await fetch(`${SITE_URL}/api/verify/undo-verification/${id}`, {
    method: 'POST',
    headers: { origin: ORIGIN, authorization: `Bearer ${adminToken}` },
  });
  return response.status;
}

describe('an individual registration’s pass', () => {
  let id = '';
  let firstCode = '';

  beforeAll(async () => {
    id = await awaitingVerification({ ...participant(), ...tierFields(ATTENDEE) });
  });

  it('is mailed as a link when the payment is verified, and its code opens the pass', async () => {
    expect(await verifyPaymentOf(id, adminToken)).toBe(200);
    const { text, codes } = await mailedCodes(id, 1);
    expect(codes).toHaveLength(1);
    firstCode = codes[0] ?? '';
    expect(text).toContain(`${SITE_URL}/pass/${firstCode}`);

    const { status, body } = await passOf(firstCode);
    expect(status).toBe(200);
    expect(dataBody(passViewSchema).parse(body)).toEqual(body);
    expect(body.data).toEqual({
      name: 'Asha Rao',
      organization: 'IIT Dharwad',
      tier: ATTENDEE.label,
      conferenceName: EDITION.name,
      datesLabel: EDITION.datesLabel,
    });
    // A badge's QR code opens this pass: nothing in it may open the registration.
    expect(JSON.stringify(body)).not.toContain(id);
  });

  it('is stored only as the hash of its code', async () => {
    const stored = await storedPasses(id);
    expect(stored).toEqual([
      {
        id: sha256(firstCode),
        registrationId: id,
        person: 'registrant',
        name: 'Asha Rao',
        organization: 'IIT Dharwad',
        tierId: ATTENDEE.id,
        passEpoch: 1,
        createdAt: expect.anything(),
      },
    ]);
    expect(JSON.stringify(stored)).not.toContain(firstCode);
    const record = (await db.doc(`registrations/${id}`).get()).data();
    expect(JSON.stringify(record)).not.toContain(firstCode);
  });

  it('is withdrawn when the verification is undone: its code opens nothing', async () => {
    expect(await undo(id)).toBe(200);
    expect(await storedPasses(id)).toEqual([]);
    expect(await passOf(firstCode)).toEqual({ status: 404, body: { success: false, error: PASS_NOT_FOUND } });
  });

  it('is a new code when the payment is verified again; the withdrawn one stays dead', async () => {
    expect(await verifyPaymentOf(id, adminToken)).toBe(200);
    const { codes } = await mailedCodes(id, 2);
    expect(codes).toHaveLength(1);
    const [secondCode = ''] = codes;
    expect(secondCode).not.toBe(firstCode);
    expect((await passOf(secondCode)).status).toBe(200);
    expect((await passOf(firstCode)).status).toBe(404);
    expect((await storedPasses(id)).map((pass) => [pass.id, pass.passEpoch])).toEqual([[sha256(secondCode), 2]]);
  });

  it('is the same on a second click of Verify Payment: nothing is issued twice, and the answer says who verified it', async () => {
    const { status, body } = await verifyPayment(id, adminToken);
    expect(status).toBe(200);
    const stored = (await db.doc(`registrations/${id}`).get()).data() ?? {};
    const verifier = stored.paymentVerifiedBy as { uid: string; email: string | null };
    expect(body.alreadyVerified).toEqual({
      by: verifier.email ?? verifier.uid,
      at: (stored.paymentVerifiedAt as Timestamp).toDate().toISOString(),
    });
    expect(await storedPasses(id)).toHaveLength(1);
    expect((await db.doc(`mail/${id}-payment-verified-3`).get()).exists).toBe(false);
  });
});

describe('a student group’s passes', () => {
  it('are one for the coordinator and one for each student, named in the mail', async () => {
    const students = groupStudents([undefined, undefined, undefined, undefined, undefined]);
    const id = await awaitingVerification(
      {
        ...participant(),
        registrationTier: GROUP.id,
        instituteName: 'KLE Tech',
        numStudents: students.length,
        students,
        totalAmount: 0,
      },
      idCards(students.length),
    );
    expect(await verifyPaymentOf(id, adminToken)).toBe(200);
    const { text, codes } = await mailedCodes(id, 1);
    expect(codes).toHaveLength(1 + students.length);
    expect(new Set(codes).size).toBe(codes.length);
    students.forEach((student, index) => {
      expect(text).toContain(`${student.name}: ${SITE_URL}/pass/${codes[index + 1]}`);
    });

    const [coordinator, ...studentPasses] = await Promise.all(codes.map(passOf));
    expect(coordinator?.body.data).toMatchObject({ name: 'Asha Rao', organization: 'IIT Dharwad', tier: GROUP.label });
    studentPasses.forEach((pass, index) => {
      expect(pass.status).toBe(200);
      expect(pass.body.data).toEqual({
        name: students[index]?.name,
        organization: 'KLE Tech',
        tier: GROUP.label,
        conferenceName: EDITION.name,
        datesLabel: EDITION.datesLabel,
      });
      // A student's badge opens this pass: nothing in it leads to the group's registration.
      expect(JSON.stringify(pass.body)).not.toContain(id);
    });
    const stored = await storedPasses(id);
    expect(stored.map((pass) => pass.person).sort()).toEqual(
      ['registrant', ...students.map((_, index) => `student-${index + 1}`)].sort(),
    );
    expect(stored.map((pass) => pass.id).sort()).toEqual(codes.map(sha256).sort());
  });
});

describe('a pass code that opens nothing', () => {
  it.each(['x', 'A'.repeat(21), 'A'.repeat(23), `${'A'.repeat(21)}B`, encodeURIComponent('a/b'), '__proto__'])(
    '%j is not a pass code’s shape: 400',
    async (code) => {
      expect(await passOf(code)).toEqual({ status: 400, body: { success: false, error: PASS_CODE_MALFORMED } });
    },
  );

  it('of the right shape but never issued is not found', async () => {
    expect(await passOf('AAAAAAAAAAAAAAAAAAAAAA')).toEqual({
      status: 404,
      body: { success: false, error: PASS_NOT_FOUND },
    });
  });
});
