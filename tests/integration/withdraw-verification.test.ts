// A payment proof found fraudulent after the 10-minute undo: an administrator withdraws the
// verification with a reason. Its passes stop opening and checking anyone in, the registrant is
// mailed the reason and may send a new proof, and the audit trail says so; a request without a
// reason changes nothing. The dashboard's count of withdrawals is in admin-stats.alone.test.ts: the
// browser tests withdraw verifications too, beside these.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_REJECTION_REASON, NOTHING_TO_WITHDRAW, REGISTRATION_NOT_FOUND } from '../../functions/src/domain/messages';
import { WITHDRAWAL_REASON_REQUIRED, WITHDRAWAL_REASON_TOO_LONG } from '../../functions/src/domain/admin-messages';
import { venueInstant } from '../../functions/src/domain/venue-time';
import { sentMail } from '../support/inbox';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { claimsOf, idTokenFor, signInAgain } from '../support/auth';
import { asOf, FIRST_DAY } from '../support/clock';
import { UNKNOWN_ID } from '../support/routes';
import { paidRegistration, participant, uploadProofFor, verifyPaymentOf } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
const ATTENDEE = individualTier({ ieee: false });
const ON_FIRST_DAY = asOf(venueInstant(FIRST_DAY, 9));
const REASON = 'The bank has no credit with this reference: the receipt was altered.';

let adminToken = '';
let adminEmail = '';
let deskToken = '';

async function call(method: 'GET' | 'POST', path: string, options: { token?: string; json?: unknown } = {}) {
  const response = await callApi(method, path, { ...options, headers: ON_FIRST_DAY });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** As the administrator, signed in again (a withdrawal needs a sign-in of the last 5 minutes), or as `token`. */
const withdraw = async (id: string, json: unknown, token?: string) =>
  call('POST', `/api/verify/withdraw-verification/${id}`, { token: token ?? (await signInAgain(adminToken)), json });

async function passCodeOf(id: string, verification: number): Promise<string> {
  const text = (await sentMail(`mail/${id}-payment-verified-${verification}`)).text;
  return /\/pass\/([A-Za-z0-9_-]{22})\b/.exec(text)?.[1] ?? '';
}

const registration = (verify = true) =>
  paidRegistration({ ...participant(), ...tierFields(ATTENDEE) }, { adminToken, referencePrefix: 'WDRAW', verify });

beforeAll(async () => {
  [adminToken, deskToken] = await Promise.all([
    idTokenFor({ admin: true }),
    idTokenFor({ admin: false, checkin: true }),
  ]);
  adminEmail = claimsOf(adminToken).email;
});

describe('withdrawing a payment verification', () => {
  it('without a reason, or with one too long, is refused and changes nothing', async () => {
    const id = await registration();
    const code = await passCodeOf(id, 1);
    const before = (await db.doc(`registrations/${id}`).get()).data();
    for (const [json, error] of [
      [{}, WITHDRAWAL_REASON_REQUIRED],
      [{ reason: '   ' }, WITHDRAWAL_REASON_REQUIRED],
      [{ reason: 42 }, WITHDRAWAL_REASON_REQUIRED],
      [{ reason: 'x'.repeat(MAX_REJECTION_REASON + 1) }, WITHDRAWAL_REASON_TOO_LONG],
    ] as const) {
      expect(await withdraw(id, json), JSON.stringify(json)).toEqual({ status: 400, body: { success: false, error } });
    }
    expect((await db.doc(`registrations/${id}`).get()).data()).toEqual(before);
    expect((await call('GET', `/api/passes/${code}`)).status).toBe(200);
    const mails = await db.collection('mail').where('registrationId', '==', id).get();
    expect(mails.docs.map((doc) => doc.id).filter((mailId) => mailId.includes('withdrawn'))).toEqual([]);
  });

  // A paid registration, its withdrawal with a credit note and the mails: 13.8 of 30 s once in a fresh
  // clone's run; 45 s (docs/development.md, "Timeouts and why").
  it(
    'voids the passes, mails the registrant the reason, is audited, and awaits a new proof',
    { timeout: 45_000 },
    async () => {
      const id = await registration();
      const code = await passCodeOf(id, 1);
      expect((await call('GET', `/api/passes/${code}`)).status).toBe(200);

      expect(await withdraw(id, { reason: `  ${REASON} ` })).toEqual({ status: 200, body: { success: true } });

      const record = (await db.doc(`registrations/${id}`).get()).data() ?? {};
      expect(record).toMatchObject({
        verified: true,
        paymentVerified: null,
        paymentVerifiedAt: null,
        reviewStatus: 'proof-rejected',
        rejection: { reason: REASON, by: adminEmail, proofNumber: 1, withdrawnVerification: 1 },
      });
      const audit = (await db.doc(`registrations/${id}/audit/payment-verification-withdrawn-1`).get()).data();
      expect(audit).toMatchObject({
        event: 'withdraw-verification',
        from: 'payment-verified',
        to: 'email-verified',
        by: adminEmail,
        detail: { reason: REASON, verification: 1 },
      });
      const mail = (await db.doc(`mail/${id}-payment-verification-withdrawn-1`).get()).data();
      expect(mail?.to).toBe(record.email);
      expect(String(mail?.message?.text)).toContain(REASON);
      // Its passes and the tax invoice the verification issued (credited below) are said to be void.
      expect(String(mail?.message?.text)).toContain(
        'no longer admit anyone, and its tax invoice is cancelled by a credit note',
      );
      expect(String(mail?.message?.text)).toContain(`/registration/status?id=${id}`);

      // The pass opens nothing and checks no one in; by ID the desk is told the payment is not verified.
      expect((await call('GET', `/api/passes/${code}`)).status).toBe(404);
      const byCode = await call('POST', '/api/admin/check-in', { token: deskToken, json: { code } });
      expect(byCode.body).toEqual({ success: true, data: { result: 'unknown-pass', day: FIRST_DAY } });
      const byId = await call('POST', '/api/admin/check-in', { token: deskToken, json: { registrationId: id } });
      expect((byId.body.data as { result: string }).result).toBe('payment-not-verified');
      expect((await db.collection('checkIns').where('registrationId', '==', id).get()).size).toBe(0);

      // Made once: a second call finds nothing to withdraw and sends nothing.
      expect(await withdraw(id, { reason: REASON })).toEqual({
        status: 409,
        body: { success: false, error: NOTHING_TO_WITHDRAW },
      });
      const withdrawnMails = await db.collection('mail').where('registrationId', '==', id).get();
      expect(withdrawnMails.docs.filter((doc) => doc.id.includes('withdrawn'))).toHaveLength(1);

      // A new proof, verified again, issues new passes; the withdrawn one stays void.
      expect(await uploadProofFor(id, `WDRAW-NEW-${id}`)).toBe(200);
      expect(await verifyPaymentOf(id, adminToken)).toBe(200);
      const newCode = await passCodeOf(id, 2);
      expect(newCode).not.toBe(code);
      expect((await call('GET', `/api/passes/${newCode}`)).status).toBe(200);
      expect((await call('GET', `/api/passes/${code}`)).status).toBe(404);
    },
  );

  it('is refused for a payment that is not verified, and for an unknown registration', async () => {
    const unpaid = await registration(false);
    expect(await withdraw(unpaid, { reason: REASON })).toEqual({
      status: 409,
      body: { success: false, error: NOTHING_TO_WITHDRAW },
    });
    expect((await db.doc(`registrations/${unpaid}`).get()).get('paymentVerified')).toBe(false);
    for (const id of [UNKNOWN_ID, 'x', '__proto__']) {
      expect(await withdraw(id, { reason: REASON }), id).toEqual({
        status: 404,
        body: { success: false, error: REGISTRATION_NOT_FOUND },
      });
    }
  });

  it('is for administrators only', async () => {
    const id = await registration();
    expect((await withdraw(id, { reason: REASON }, deskToken)).status).toBe(403);
    expect((await db.doc(`registrations/${id}`).get()).get('paymentVerified')).toBe(true);
  });
});
