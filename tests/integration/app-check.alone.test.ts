// App Check on the four public calls that change state or spend money, through
// Hosting. The suite runs with ENFORCE_APP_CHECK=false; enforcement is switched on here through
// the document settings/app-check, which the function reads on every such call. No valid token can
// be made or verified on this machine (both need Google's network), so "enforced" is shown
// refusing; that a real token passes is left to the deployer (docs/deploy.md, "App Check").
import { randomInt } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CHECK_REFUSED } from '../../functions/src/domain/messages';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { PROJECT_ID, SITE_URL } from '../../scripts/suite/config';
import { ORIGIN } from '../support/api';
import { participant, PDF, submitRegistration, uploadProofFor, verifyEmailOf } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const ATTENDEE = individualTier({ ieee: false });
const db = getFirestore(suiteAdminApp());
const switchDoc = db.doc('settings/app-check');

async function newRegistration(verifyEmail: boolean): Promise<string> {
  const { status, body } = await submitRegistration({
    ...participant(),
    ...tierFields(ATTENDEE),
  });
  expect(status).toBe(201);
  const id = String(body.id);
  if (verifyEmail) await verifyEmailOf(id);
  return id;
}

/** Any IEEE number outside the fake service's fixed ones ("Not Found"), new to its cache. */
const freshMemberId = () => String(randomInt(20_000_000, 60_000_000));

function registrationForm(email: string): FormData {
  const form = new FormData();
  form.set('data', JSON.stringify({ ...participant(email), ...tierFields(ATTENDEE) }));
  return form;
}

function proofForm(id: string): FormData {
  const form = new FormData();
  form.set('registrationId', id);
  form.set('paymentReferenceId', 'APPCHECK-REF');
  form.set('receipt', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'receipt.pdf');
  return form;
}

async function send(path: string, body: string | FormData, headers: Record<string, string>) {
  const response = await fetch(`${SITE_URL}${path}`, { method: 'POST', headers: { origin: ORIGIN, ...headers }, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const json = { 'content-type': 'application/json' };

/** Shaped like an App Check token of this project, signed by nobody: only Google's keys can tell. */
function forgedToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  // The Admin SDK checks a token's expiry on the real clock, not the suite's.
  const now = Math.floor(Date.now() / 1000);
  return [
    part({ alg: 'RS256', typ: 'JWT', kid: 'forged' }),
    part({
      iss: 'https://firebaseappcheck.googleapis.com/123456789',
      aud: [`projects/${PROJECT_ID}`],
      sub: '1:123456789:web:0123456789abcdef',
      iat: now,
      exp: now + 3600,
    }),
    Buffer.from('not a signature').toString('base64url'),
  ].join('.');
}

describe('App Check not enforced (the suite as it runs)', () => {
  it('accepts each of the four calls without a token', async () => {
    const id = await newRegistration(false);
    const resent = await send(`/api/registrations/${id}/resend-verification`, '{}', json);
    expect(resent.status).toBe(200);

    const paid = await newRegistration(true);
    expect(await uploadProofFor(paid, 'APPCHECK-OFF')).toBe(200);

    const ieee = await send('/api/ieee-verification/ieee-status', JSON.stringify({ MemberID: '90000001' }), json);
    expect(ieee).toEqual({ status: 200, body: { success: true, MemberStatus: 'Active' } });
  });
});

describe('App Check enforced (settings/app-check)', () => {
  let unverified = '';
  let verified = '';

  beforeAll(async () => {
    [unverified, verified] = await Promise.all([newRegistration(false), newRegistration(true)]);
    await switchDoc.set({ enforce: true });
  });

  afterAll(async () => {
    await switchDoc.delete();
  });

  const tokens: [string, () => Record<string, string>][] = [
    ['without the header', () => ({})],
    ['with a garbage token', () => ({ 'X-Firebase-AppCheck': 'garbage' })],
    // Its signature needs Google's keys: here fetching them fails, in production the key is unknown.
    ['with a forged token', () => ({ 'X-Firebase-AppCheck': forgedToken() })],
  ];

  it.each(tokens)('refuses a registration %s, and stores and mails nothing', async (_, token) => {
    const email = participant().email;
    const answer = await send('/api/registrations', registrationForm(email), token());
    expect(answer).toEqual({ status: 401, body: { success: false, error: APP_CHECK_REFUSED } });
    expect((await db.doc(`registrationEmails/${email}`).get()).exists).toBe(false);
    expect((await db.collection('mail').where('to', '==', email).get()).empty).toBe(true);
  });

  it.each(tokens)('refuses a resend of the verification link %s, and mails nothing', async (_, token) => {
    const answer = await send(`/api/registrations/${unverified}/resend-verification`, '{}', { ...json, ...token() });
    expect(answer).toEqual({ status: 401, body: { success: false, error: APP_CHECK_REFUSED } });
    expect((await db.doc(`mail/${unverified}-verify-email-2`).get()).exists).toBe(false);
  });

  it.each(tokens)('refuses a payment proof %s, and stores nothing', async (_, token) => {
    const answer = await send('/api/payments', proofForm(verified), token());
    expect(answer).toEqual({ status: 401, body: { success: false, error: APP_CHECK_REFUSED } });
    const record = (await db.doc(`registrations/${verified}`).get()).data();
    expect(record?.paymentProofs ?? []).toEqual([]);
    expect(record?.paymentReferenceId).toBeUndefined();
    const [files] = await getStorage(suiteAdminApp())
      .bucket()
      .getFiles({ prefix: `registrations/${verified}/payment-receipt-` });
    expect(files).toEqual([]);
  });

  it.each(tokens)("refuses an IEEE check %s, and never asks IEEE's service", async (_, token) => {
    const memberId = freshMemberId();
    const answer = await send('/api/ieee-verification/ieee-status', JSON.stringify({ MemberID: memberId }), {
      ...json,
      ...token(),
    });
    expect(answer).toEqual({ status: 401, body: { success: false, error: APP_CHECK_REFUSED } });
    expect((await db.doc(`ieeeMemberCache/${memberId}`).get()).exists).toBe(false);
  });

  it('leaves the other calls alone: looking a registration up still answers', async () => {
    const response = await fetch(`${SITE_URL}/api/registrations/${verified}`);
    expect(response.status).toBe(200);
  });
});
