// Abuse probes: limits no header can dodge, caps per registration and per recipient (docs/api.md,
// "For everyone"; docs/deploy.md, "Whose address is limited").
// Each asserts the exact answer and that nothing was stored, changed or mailed beyond it.
import { createHash, createHmac } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  RECIPIENT_MAILS_CAPPED,
  SERVER_BUSY,
  TOO_MANY_REQUESTS,
  proofUploadsCapped,
  verificationMailsCapped,
} from '../../functions/src/domain/messages';
import { MAILS_PER_RECIPIENT_PER_DAY, PROOF_UPLOADS_PER_HOUR } from '../../functions/src/domain/limits';
import { mailboxOf } from '../../functions/src/domain/mailbox';
import { venueDate } from '../../functions/src/domain/venue-time';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { suiteSecret } from '../../scripts/suite/seed';
import { clearCounters, send } from '../support/api';
import { idTokenFor } from '../support/auth';
import { AT_ONCE, AT_ONCE_TIMEOUT_MS } from '../support/contention';
import { participant, PDF, submitRegistration, uploadProofFor, verifyEmailOf } from '../support/registration';
import { asOf, suiteNow } from '../support/clock';
import { individualTier, tierFields } from '../support/tiers';

const ATTENDEE = individualTier({ ieee: false });
const db = getFirestore(suiteAdminApp());

let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

async function newRegistration(email?: string): Promise<{ id: string; email: string }> {
  const data = participant(email);
  const { body } = await submitRegistration({ ...data, ...tierFields(ATTENDEE) });
  return { id: String(body.id), email: data.email };
}

/** The answer with its body read as JSON. */
async function call(path: string, init: Parameters<typeof send>[1] = {}) {
  const { status, retryAfter, text } = await send(path, init);
  return { status, retryAfter, body: JSON.parse(text) as Record<string, unknown> };
}

const resend = (id: string) => call(`/api/registrations/${id}/resend-verification`);

/**
 * AT_ONCE resends at once, then each one answered 503 (Firestore gave up under lock contention: nothing
 * changed, try again) sent again until none is, as its Retry-After asks (the site shows the
 * message; it does not retry by itself).
 */
async function resendAtOnce(id: string) {
  const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => resend(id)));
  const settled = answers.filter((answer) => answer.status !== 503);
  for (const busy of answers.filter((answer) => answer.status === 503)) {
    expect(busy.body).toEqual({ success: false, error: SERVER_BUSY });
    expect(busy.retryAfter).toBe('1');
  }
  for (let retries = answers.length - settled.length; retries > 0; retries -= 1) {
    let answer = await resend(id);
    while (answer.status === 503) answer = await resend(id);
    settled.push(answer);
  }
  return settled;
}

function proofForm(id: string, reference: string): FormData {
  const form = new FormData();
  form.set('registrationId', id);
  form.set('paymentReferenceId', reference);
  form.set('receipt', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'receipt.pdf');
  return form;
}

const mailIds = async (id: string) =>
  (await db.collection('mail').where('registrationId', '==', id).get()).docs.map((doc) => doc.id).sort();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A counter's key as the function makes it: an HMAC under the suite's COUNTER_HASH_SECRET. */
const keyed = (purpose: string, value: string) =>
  createHmac('sha256', suiteSecret('COUNTER_HASH_SECRET')).update(`${purpose}\n${value}`).digest('hex');

/** The recipient's count for today, as the function keeps it (a keyed hash of the address, the venue's day). */
async function quotaDoc(email: string) {
  const who = keyed('mail-quota', mailboxOf(email)).slice(0, 32);
  return db.doc(`mailQuotas/${who}-${venueDate(await suiteNow())}`);
}

/** A message with a figure of minutes: the message the function builds for some whole number. */
function isCapMessage(message: unknown, build: (minutes: number) => string): boolean {
  return Array.from({ length: 61 }, (_, minutes) => build(minutes)).includes(String(message));
}

describe('the keys of the counters', () => {
  it('are keyed hashes of the client address and the recipient, not SHA-256 that anyone can recompute', async () => {
    await clearCounters('status');
    const { id, email } = await newRegistration();
    expect((await call(`/api/registrations/${id}`, { method: 'GET' })).status).toBe(200);
    // Locally every caller is the one client "local" (functions/src/http/guards.ts).
    const counters = (await db.collection('rateLimits').get()).docs
      .map((doc) => doc.id)
      .filter((counter) => counter.startsWith('status-'));
    expect(counters).not.toEqual([]);
    for (const counter of counters) expect(counter).not.toContain(sha256('local').slice(0, 24));
    expect(
      counters.every((counter) => counter.startsWith(`status-${keyed('rate-limit', 'local').slice(0, 24)}-`)),
    ).toBe(true);
    const day = venueDate(await suiteNow());
    expect((await db.doc(`mailQuotas/${sha256(email.toLowerCase()).slice(0, 32)}-${day}`).get()).exists).toBe(false);
    expect((await (await quotaDoc(email)).get()).get('count')).toBe(1);
  });
});

describe('the per-minute limit per client', () => {
  afterEach(() => db.doc('settings/rate-limits').delete());

  it('is not reset by a client’s own X-Forwarded-For or Fastly-Client-IP', async () => {
    await db.doc('settings/rate-limits').set({ perMinute: { status: 3 } });
    await clearCounters('status');
    const { id } = await newRegistration();
    // All five as of one instant, so in one minute's count: calls that straddled the start of a
    // minute were counted in two, and the fourth went through (a fresh clone's run, 2026-12-05).
    const at = asOf(await suiteNow());
    const answers = [];
    for (let n = 0; n < 5; n += 1) {
      const forged = { 'x-forwarded-for': `192.0.2.${n}`, 'fastly-client-ip': `192.0.2.${n}1` };
      answers.push(await call(`/api/registrations/${id}`, { method: 'GET', headers: { ...forged, ...at } }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429]);
    const refused = answers[3];
    expect(refused?.body).toEqual({ success: false, error: TOO_MANY_REQUESTS });
    // Until the next minute begins.
    expect(Number(refused?.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused?.retryAfter)).toBeLessThanOrEqual(60);
  });
});

describe('verification mails of one registration', () => {
  it(
    `are at most 3 an hour, the first included, also when ${AT_ONCE} resends arrive at once`,
    async () => {
      const { id } = await newRegistration();
      const answers = await resendAtOnce(id);
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(2);
      for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
        expect(answer.status).toBe(429);
        expect(isCapMessage(answer.body.error, verificationMailsCapped)).toBe(true);
        expect(Number(answer.retryAfter)).toBeGreaterThan(55 * 60);
      }
      expect(await mailIds(id)).toEqual([`${id}-verify-email-1`, `${id}-verify-email-2`, `${id}-verify-email-3`]);
      expect((await db.doc(`registrations/${id}`).get()).get('verificationMailsSent')).toBe(3);
    },
    AT_ONCE_TIMEOUT_MS,
  );
});

describe('mails to one address in a day', () => {
  it(`are refused past ${MAILS_PER_RECIPIENT_PER_DAY} when a registrant asks, with no mail and no new link`, async () => {
    const { id, email } = await newRegistration();
    await (await quotaDoc(email)).update({ count: MAILS_PER_RECIPIENT_PER_DAY });
    const before = (await db.doc(`registrations/${id}`).get()).get('verificationTokenHash') as string;
    const answer = await resend(id);
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ success: false, error: RECIPIENT_MAILS_CAPPED });
    // Until midnight at the venue.
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(Number(answer.retryAfter)).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await mailIds(id)).toEqual([`${id}-verify-email-1`]);
    expect((await db.doc(`registrations/${id}`).get()).get('verificationTokenHash')).toBe(before);
    expect((await (await quotaDoc(email)).get()).get('count')).toBe(MAILS_PER_RECIPIENT_PER_DAY);
  });

  it('count the sub-addresses of one inbox as that inbox: "+tag" does not open a new allowance', async () => {
    const { email: inbox } = await newRegistration();
    const tagged = inbox.replace('@', '+again@');
    const { id } = await newRegistration(tagged);
    // The tagged registration's own mail was counted against the inbox; fill it to the cap.
    await (await quotaDoc(inbox)).update({ count: MAILS_PER_RECIPIENT_PER_DAY });
    const answer = await resend(id);
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ success: false, error: RECIPIENT_MAILS_CAPPED });
    expect(await mailIds(id)).toEqual([`${id}-verify-email-1`]);
  });

  it(
    `let exactly the last one through when ${AT_ONCE} resends arrive at once`,
    async () => {
      const { id, email } = await newRegistration();
      await (await quotaDoc(email)).update({ count: MAILS_PER_RECIPIENT_PER_DAY - 1 });
      const answers = await resendAtOnce(id);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 429)).toBe(true);
      expect((await mailIds(id)).length).toBe(2);
      expect((await (await quotaDoc(email)).get()).get('count')).toBe(MAILS_PER_RECIPIENT_PER_DAY);
    },
    AT_ONCE_TIMEOUT_MS,
  );

  it('keep a proof the registrant uploads past the cap, without its receipt mail', async () => {
    const { id, email } = await newRegistration();
    await verifyEmailOf(id);
    await (await quotaDoc(email)).update({ count: MAILS_PER_RECIPIENT_PER_DAY });
    const mailsBefore = await mailIds(id);
    expect(await uploadProofFor(id, 'REF-CAPPED')).toBe(200);
    const record = (await db.doc(`registrations/${id}`).get()).data();
    expect(record?.paymentReferenceId).toBe('REF-CAPPED');
    expect(record?.paymentProofs).toHaveLength(1);
    expect(await mailIds(id)).toEqual(mailsBefore);
  });

  it('still carry what an administrator sends, and count it', async () => {
    const { id, email } = await newRegistration();
    await verifyEmailOf(id);
    expect(await uploadProofFor(id, 'REF-ADMIN')).toBe(200);
    await (await quotaDoc(email)).update({ count: MAILS_PER_RECIPIENT_PER_DAY });
    const answer = await call(`/api/verify/verify-registration/${id}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(answer.status).toBe(200);
    expect(await mailIds(id)).toContain(`${id}-payment-verified-1`);
    expect((await (await quotaDoc(email)).get()).get('count')).toBe(MAILS_PER_RECIPIENT_PER_DAY + 1);
  });
});

describe('proof uploads of one registration', () => {
  it(`are at most ${PROOF_UPLOADS_PER_HOUR} an hour; the next is refused and stores nothing`, async () => {
    const { id } = await newRegistration();
    await verifyEmailOf(id);
    for (let n = 1; n <= PROOF_UPLOADS_PER_HOUR; n += 1) expect(await uploadProofFor(id, `REF-${n}`)).toBe(200);
    const mailsBefore = await mailIds(id);
    const [filesBefore] = await (
      await import('firebase-admin/storage')
    )
      .getStorage(suiteAdminApp())
      .bucket()
      .getFiles({ prefix: `registrations/${id}/` });

    const answer = await call('/api/payments', { body: proofForm(id, 'REF-ONE-TOO-MANY') });
    expect(answer.status).toBe(429);
    expect(isCapMessage(answer.body.error, proofUploadsCapped)).toBe(true);
    expect(answer.body.success).toBe(false);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);

    const record = (await db.doc(`registrations/${id}`).get()).data();
    expect(record?.paymentProofs).toHaveLength(PROOF_UPLOADS_PER_HOUR);
    expect(record?.paymentReferenceId).toBe(`REF-${PROOF_UPLOADS_PER_HOUR}`);
    expect(await mailIds(id)).toEqual(mailsBefore);
    const [filesAfter] = await (
      await import('firebase-admin/storage')
    )
      .getStorage(suiteAdminApp())
      .bucket()
      .getFiles({ prefix: `registrations/${id}/` });
    expect(filesAfter.map((file) => file.name).sort()).toEqual(filesBefore.map((file) => file.name).sort());
  });
});
