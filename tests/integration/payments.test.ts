// Payment proof upload and the administrator's verification, through Hosting. Several of either at
// once: payments-at-once.alone.test.ts.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  NO_PAYMENT_PROOF,
  NOTHING_TO_UNDO,
  PAYMENT_ALREADY_VERIFIED,
  ONLY_PDF,
  PAYMENT_PROOF_REQUIRED,
  VERIFY_EMAIL_BEFORE_UPLOAD,
} from '../../functions/src/domain/messages';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { ORIGIN } from '../support/api';
import { idTokenFor } from '../support/auth';
import {
  participant,
  PDF,
  registrationWithVerifiedEmail,
  submitRegistration,
  uploadProof,
  verifyPayment,
} from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const ATTENDEE = individualTier({ ieee: false });
const db = getFirestore(suiteAdminApp());
let adminToken = '';
let userToken = '';

beforeAll(async () => {
  [adminToken, userToken] = await Promise.all([idTokenFor({ admin: true }), idTokenFor({ admin: false })]);
});

async function newRegistration(verifyEmail: boolean): Promise<string> {
  const data = { ...participant(), ...tierFields(ATTENDEE) };
  if (verifyEmail) return registrationWithVerifiedEmail(data);
  return String((await submitRegistration(data)).body.id);
}

describe('payment proof', () => {
  it('is refused before the e-mail is verified', async () => {
    const id = await newRegistration(false);
    const answer = await uploadProof({ registrationId: id, paymentReferenceId: 'REF-1' }, { data: PDF, name: 'r.pdf' });
    expect(answer).toEqual({ status: 409, body: { success: false, error: VERIFY_EMAIL_BEFORE_UPLOAD } });
  });

  it('needs both the reference and the receipt, and a receipt that is a PDF', async () => {
    const id = await newRegistration(true);
    expect((await uploadProof({ registrationId: id, paymentReferenceId: 'REF-1' })).body.error).toBe(
      PAYMENT_PROOF_REQUIRED,
    );
    expect((await uploadProof({ registrationId: id }, { data: PDF, name: 'r.pdf' })).body.error).toBe(
      PAYMENT_PROOF_REQUIRED,
    );
    const fake = await uploadProof(
      { registrationId: id, paymentReferenceId: 'R' },
      { data: Buffer.from('hello'), name: 'r.pdf' },
    );
    expect(fake.body.error).toBe(ONLY_PDF);
    expect((await db.doc(`registrations/${id}`).get()).get('paymentVerified')).toBeUndefined();
  });

  it('puts the payment under verification, and a second upload replaces it keeping the history', async () => {
    const id = await newRegistration(true);
    expect(
      (await uploadProof({ registrationId: id, paymentReferenceId: 'REF-1' }, { data: PDF, name: 'a.pdf' })).body,
    ).toEqual({
      success: true,
    });
    expect(
      (await uploadProof({ registrationId: id, paymentReferenceId: 'REF-2' }, { data: PDF, name: 'b.pdf' })).status,
    ).toBe(200);
    const record = (await db.doc(`registrations/${id}`).get()).data();
    expect(record?.paymentVerified).toBe(false);
    expect(record?.paymentReferenceId).toBe('REF-2');
    expect(record?.receiptFileName).toBe('b.pdf');
    expect(record?.paymentProofs.map((p: { paymentReferenceId: string }) => p.paymentReferenceId)).toEqual([
      'REF-1',
      'REF-2',
    ]);
    expect((await db.doc(`mail/${id}-proof-received-2`).get()).exists).toBe(true);
  });
});

describe('verifying a payment', () => {
  it('is refused without a token (401) and for a non-administrator (403), changing nothing', async () => {
    const id = await newRegistration(true);
    await uploadProof({ registrationId: id, paymentReferenceId: 'REF-1' }, { data: PDF, name: 'a.pdf' });
    expect((await verifyPayment(id)).status).toBe(401);
    expect((await verifyPayment(id, userToken)).status).toBe(403);
    expect((await verifyPayment(id, 'not-a-token')).status).toBe(401);
    expect((await db.doc(`registrations/${id}`).get()).get('paymentVerified')).toBe(false);
  });

  it('is refused while no proof has been uploaded, as are a rejection and an undo', async () => {
    const id = await newRegistration(true);
    expect(await verifyPayment(id, adminToken)).toEqual({
      status: 409,
      body: { success: false, error: NO_PAYMENT_PROOF },
    });
    const post = (path: string, body: unknown) =>
      fetch(`${SITE_URL}${path}`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }));
    expect(await post(`/api/verify/reject-payment/${id}`, { reason: 'No proof' })).toEqual({
      status: 409,
      body: { success: false, error: NO_PAYMENT_PROOF },
    });
    expect(await post(`/api/verify/undo-verification/${id}`, {})).toEqual({
      status: 409,
      body: { success: false, error: NOTHING_TO_UNDO },
    });
  });
});

describe('rejecting a proof', () => {
  async function reject(id: string, body: unknown, token?: string) {
    const response = await fetch(`${SITE_URL}/api/verify/reject-payment/${id}`, {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('needs an administrator and a reason, then sends the proof back with the reason mailed', async () => {
    const id = await newRegistration(true);
    await uploadProof({ registrationId: id, paymentReferenceId: 'REF-1' }, { data: PDF, name: 'a.pdf' });
    expect((await reject(id, { reason: 'Amount differs' })).status).toBe(401);
    expect((await reject(id, { reason: 'Amount differs' }, userToken)).status).toBe(403);
    expect((await reject(id, { reason: '  ' }, adminToken)).status).toBe(400);
    expect((await db.doc(`registrations/${id}`).get()).get('paymentVerified')).toBe(false);

    expect(await reject(id, { reason: 'Amount differs <b>' }, adminToken)).toEqual({
      status: 200,
      body: { success: true },
    });
    const record = (await db.doc(`registrations/${id}`).get()).data();
    const status = (await (await fetch(`${SITE_URL}/api/registrations/${id}`)).json()) as { data: object };
    expect(status.data).not.toHaveProperty('paymentVerified');
    expect(record?.rejection.reason).toBe('Amount differs <b>');
    const mail = (await db.doc(`mail/${id}-proof-rejected-1`).get()).data();
    expect(mail?.message.text).toContain('Amount differs <b>');
    expect(mail?.message.html).toContain('Amount differs &lt;b&gt;');

    // The registrant can upload again.
    expect(
      (await uploadProof({ registrationId: id, paymentReferenceId: 'REF-2' }, { data: PDF, name: 'b.pdf' })).status,
    ).toBe(200);
  });
});

describe('stored files', () => {
  it('are streamed to administrators only, under the server’s name, never the registrant’s', async () => {
    const id = await newRegistration(true);
    await uploadProof({ registrationId: id, paymentReferenceId: 'REF-1' }, { data: PDF, name: 'Reçu paiement.pdf' });
    const path = String((await db.doc(`registrations/${id}`).get()).get('receipt.path'));
    const url = `${SITE_URL}/backend/uploads/${path.replace(/^registrations\//, '')}`;

    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: `Bearer ${userToken}` } })).status).toBe(403);
    const response = await fetch(url, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="payment-receipt-1.pdf"');
    expect((await db.doc(`registrations/${id}`).get()).get('receipt.fileName')).toBe('Reçu paiement.pdf');
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);

    const traversal = await fetch(`${SITE_URL}/backend/uploads/${id}/..%2F..%2Fsecret.pdf`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(traversal.status).toBe(404);
  });
});

describe('after the payment is verified', () => {
  it('refuses a new proof and a rejection, changing nothing', async () => {
    const id = await newRegistration(true);
    await uploadProof({ registrationId: id, paymentReferenceId: 'REF-1' }, { data: PDF, name: 'a.pdf' });
    expect((await verifyPayment(id, adminToken)).status).toBe(200);
    const upload = await uploadProof({ registrationId: id, paymentReferenceId: 'REF-2' }, { data: PDF, name: 'b.pdf' });
    expect(upload).toEqual({ status: 409, body: { success: false, error: PAYMENT_ALREADY_VERIFIED } });
    const rejection = await fetch(`${SITE_URL}/api/verify/reject-payment/${id}`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ reason: 'Too late' }),
    });
    expect(rejection.status).toBe(409);
    const record = (await db.doc(`registrations/${id}`).get()).data();
    expect(record?.paymentVerified).toBe(true);
    expect(record?.paymentReferenceId).toBe('REF-1');
  });
});

describe('the full record', () => {
  it('is for administrators: personal details and the audit trail, in order', async () => {
    const id = await newRegistration(true);
    await uploadProof({ registrationId: id, paymentReferenceId: 'REF-1' }, { data: PDF, name: 'a.pdf' });
    await verifyPayment(id, adminToken);
    const get = (token?: string) =>
      fetch(`${SITE_URL}/api/registrations/${id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

    expect((await get(userToken)).status).toBe(403);
    const response = await get(adminToken);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> & { audit: { event: string }[] } };
    expect(data.mobile).toBe('+91 98765 43210');
    expect(data.address).toBe('1 Campus Road');
    expect(data.email).toMatch(/@example\.org$/);
    expect(data).not.toHaveProperty('verificationTokenHash');
    expect(data.audit.map((entry) => entry.event)).toEqual([
      'created',
      'verify-email',
      'upload-proof',
      'verify-payment',
      'invoice-issued',
    ]);
  });
});
