// Bulk verification and reminders, and undoing a verification within ten minutes.
import { randomUUID } from 'node:crypto';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_PAYMENT_PROOF } from '../../functions/src/domain/messages';
import { BULK_ID_INVALID } from '../../functions/src/domain/admin-messages';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { BOUNCING_DOMAIN } from '../../scripts/suite/config';
import { ORIGIN } from '../support/api';
import { idTokenFor } from '../support/auth';
import { participant, submitRegistration, uploadProofFor, verifyEmailOf } from '../support/registration';
import { suiteNow } from '../support/clock';
import { individualTier, tierFields } from '../support/tiers';

const ATTENDEE = individualTier({ ieee: false });
const db = getFirestore(suiteAdminApp());
let adminToken = '';
let otherAdminToken = '';
beforeAll(async () => {
  [adminToken, otherAdminToken] = await Promise.all([idTokenFor({ admin: true }), idTokenFor({ admin: true })]);
});

async function registration(
  stage: 'awaiting-payment' | 'proof',
  email = `bulk-${randomUUID().slice(0, 8)}@example.org`,
) {
  const { body } = await submitRegistration({
    ...participant(email),
    ...tierFields(ATTENDEE),
  });
  const id = String(body.id);
  await verifyEmailOf(id);
  if (stage === 'proof') await uploadProofFor(id, `REF-${id}`);
  return id;
}

async function post(path: string, body: unknown, token = adminToken) {
  const response = await fetch(`${SITE_URL}${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: { id: string; ok: boolean; error?: string; alreadyVerified?: { by: string } }[];
    },
  };
}

const auditEvents = async (id: string) =>
  (await db.collection(`registrations/${id}/audit`).get()).docs.map((doc) => doc.get('event') as string);
const mailIds = async (id: string) =>
  (await db.collection('mail').where('registrationId', '==', id).get()).docs.map((doc) => doc.id).sort();

describe('bulk verification', () => {
  it('verifies each selected proof once, also when two administrators act at once, and says which it could not', async () => {
    const proofs = [await registration('proof'), await registration('proof'), await registration('proof')];
    const waiting = await registration('awaiting-payment');
    const ids = [...proofs, waiting];
    const [first, second] = await Promise.all([
      post('/api/admin/bulk/verify-payments', { ids }),
      post('/api/admin/bulk/verify-payments', { ids }, otherAdminToken),
    ]);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.body.data?.filter((outcome) => outcome.ok).map((outcome) => outcome.id)).toEqual(proofs);
      expect(answer.body.data?.find((outcome) => outcome.id === waiting)).toEqual({
        id: waiting,
        ok: false,
        error: NO_PAYMENT_PROOF,
      });
    }
    for (const id of proofs) {
      // One answer verified it; the other says it was verified before, by whom.
      const verifier = (await db.doc(`registrations/${id}`).get()).get('paymentVerifiedBy') as {
        uid: string;
        email: string | null;
      };
      const said = [first, second].map((answer) => answer.body.data?.find((outcome) => outcome.id === id));
      expect(said.filter((outcome) => outcome?.alreadyVerified === undefined)).toHaveLength(1);
      expect(said.filter((outcome) => outcome?.alreadyVerified !== undefined)).toEqual([
        { id, ok: true, alreadyVerified: { by: verifier.email ?? verifier.uid } },
      ]);
      expect((await db.doc(`registrations/${id}`).get()).get('paymentVerified')).toBe(true);
      expect((await auditEvents(id)).filter((event) => event === 'verify-payment')).toHaveLength(1);
      expect((await mailIds(id)).filter((mail) => mail.includes('payment-verified'))).toEqual([
        `${id}-payment-verified-1`,
      ]);
    }
  });

  it('refuses an empty selection, and one naming a registration by anything but an ID', async () => {
    expect((await post('/api/admin/bulk/verify-payments', { ids: [] })).status).toBe(400);
    for (const odd of ['', 42, 'A'.repeat(5000)]) {
      const refused = await post('/api/admin/bulk/verify-payments', { ids: ['ICEI25-AAAA-AAAA-AAAAA', odd] });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ success: false, error: BULK_ID_INVALID });
    }
  });
});

describe('bulk reminders', () => {
  it('reminds those awaiting payment once a day and skips the others', async () => {
    const waiting = await registration('awaiting-payment');
    const underReview = await registration('proof');
    const first = await post('/api/admin/bulk/payment-reminders', { ids: [waiting, underReview] });
    expect(first.body.data).toEqual([
      { id: waiting, ok: true },
      { id: underReview, ok: false, error: 'Not awaiting payment.' },
    ]);
    const again = await post('/api/admin/bulk/payment-reminders', { ids: [waiting] });
    expect(again.body.data).toEqual([{ id: waiting, ok: false, error: 'Already reminded today.' }]);
    expect((await mailIds(waiting)).filter((mail) => mail.includes('payment-reminder'))).toHaveLength(1);
  });
});

describe('undoing a verification', () => {
  const undo = (id: string) => post(`/api/verify/undo-verification/${id}`, {});
  const verify = (id: string) => post(`/api/verify/verify-registration/${id}`, {});

  it('after the mail went out: back under verification, with a correction mail; it can be verified again', async () => {
    const id = await registration('proof');
    await verify(id);
    await vi.waitFor(
      async () => expect((await db.doc(`mail/${id}-payment-verified-1`).get()).get('delivery.state')).toBe('SUCCESS'),
      { timeout: 10_000 },
    );
    expect((await undo(id)).status).toBe(200);
    const record = (await db.doc(`registrations/${id}`).get()).data();
    expect(record?.paymentVerified).toBe(false);
    expect(record?.reviewStatus).toBe('proof-under-verification');
    expect(await mailIds(id)).toContain(`${id}-verification-withdrawn-1`);
    expect(await auditEvents(id)).toContain('undo-verification');
    // The correction says what the verification's passes and tax invoice now are.
    const correction = String((await db.doc(`mail/${id}-verification-withdrawn-1`).get()).get('message.text'));
    expect(correction).toContain('no longer admit anyone, and the tax invoice it linked is cancelled by a credit note');
    expect((await db.doc(`registrations/${id}`).get()).get('invoice')).toBeNull();

    expect((await verify(id)).status).toBe(200);
    expect(await mailIds(id)).toContain(`${id}-payment-verified-2`);
  });

  it('before the mail went out: the mail is withdrawn and no correction is sent', async () => {
    const id = await registration('proof', `undo-${randomUUID().slice(0, 8)}@${BOUNCING_DOMAIN}`);
    await verify(id);
    await vi.waitFor(
      async () => expect((await db.doc(`mail/${id}-payment-verified-1`).get()).get('delivery.state')).toBe('ERROR'),
      { timeout: 10_000 },
    );
    expect((await undo(id)).status).toBe(200);
    const mails = await mailIds(id);
    expect(mails).not.toContain(`${id}-payment-verified-1`);
    expect(mails.some((mail) => mail.includes('withdrawn'))).toBe(false);
  });

  it('is refused after ten minutes', async () => {
    const id = await registration('proof');
    await verify(id);
    const elevenMinutesAgo = (await suiteNow()).getTime() - 11 * 60 * 1000;
    await db.doc(`registrations/${id}`).update({ paymentVerifiedAt: Timestamp.fromMillis(elevenMinutesAgo) });
    const answer = await undo(id);
    expect(answer.status).toBe(409);
    expect((await db.doc(`registrations/${id}`).get()).get('paymentVerified')).toBe(true);
  });
});
