// The last day's failed and stuck mails: counted with the server's latest reason, its addresses
// masked, in GET /api/health (public), and listed in full for administrators at
// GET /api/admin/mail/problems. The mails are written as the sender leaves them, queued around an
// instant decades ahead that the calls are served as of, so no other test's mail is in that day,
// and none of these is due for the sender now, nor the newest old enough for health's 503.
import { randomInt, randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { healthBodySchema } from '../../functions/src/domain/api/health';
import { mailProblemsSchema } from '../../functions/src/domain/api/mail-problems';
import { MAIL_PROBLEMS_SPAN_MS } from '../../functions/src/domain/mail-health';
import { REGISTRATION_ID_PREFIX } from '../../functions/src/domain/registration-id';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { asOf } from '../support/clock';

const db = getFirestore(suiteAdminApp());
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOW = new Date(Date.UTC(2090, 0, 1) + randomInt(10_000) * 3 * 24 * HOUR);
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const run = randomUUID().slice(0, 8);
const registrationId = `${REGISTRATION_ID_PREFIX}-TEST-${run}`;
const address = (name: string) => `${name}-${run}@example.org`;
const message = (subject: string) => ({ subject: `${subject} ${run}`, text: 'Hello', html: '<p>Hello</p>' });
const REFUSED = `550 5.1.1 <${address('failed')}>: Recipient address rejected`;
const FULL = `452 4.2.2 <${address('waiting')}>: Mailbox full`;

// Each in a state the sender leaves alone: a final one, a retry or a lease not due for decades,
// or (with no delivery, or PENDING without a retry) no message, which it never claims.
const MAILS = {
  failed: {
    to: address('failed'),
    message: message('Payment verified'),
    event: 'payment-verified',
    registrationId,
    queuedAt: at(-23 * HOUR),
    delivery: { state: 'ERROR', attempts: 1, error: REFUSED, endTime: at(-23 * HOUR + MINUTE), retryAt: null },
  },
  failedDayBefore: {
    to: address('yesterday'),
    message: message('Yesterday'),
    event: 'verify-email',
    queuedAt: at(-25 * HOUR),
    delivery: { state: 'ERROR', attempts: 6, error: '421 Old', endTime: at(-24 * HOUR) },
  },
  failedLater: {
    to: address('later'),
    message: message('Later'),
    event: 'verify-email',
    queuedAt: at(HOUR),
    delivery: { state: 'ERROR', attempts: 1, error: '554 Later', endTime: at(HOUR + MINUTE) },
  },
  waiting: {
    to: address('waiting'),
    message: message('Verify your e-mail'),
    event: 'verify-email',
    queuedAt: at(-5 * MINUTE),
    delivery: { state: 'PENDING', attempts: 2, error: FULL, endTime: at(-MINUTE), retryAt: at(3 * MINUTE) },
  },
  processingLong: {
    to: address('processing'),
    message: message('Receipt'),
    event: 'receipt',
    queuedAt: at(-40 * MINUTE),
    delivery: { state: 'PROCESSING', attempts: 0, error: null, leaseExpireTime: at(MINUTE) },
  },
  untakenLong: { to: address('untaken'), event: 'verify-email', queuedAt: at(-31 * MINUTE), delivery: null },
  untakenRecent: { to: address('new'), event: 'verify-email', queuedAt: at(-29 * MINUTE), delivery: null },
  pickedUp: {
    to: address('picked'),
    event: 'verify-email',
    queuedAt: at(-2 * MINUTE),
    delivery: { state: 'PENDING', attempts: 0 },
  },
  delivered: {
    to: address('delivered'),
    message: message('Delivered'),
    event: 'verify-email',
    queuedAt: at(-2 * HOUR),
    delivery: { state: 'SUCCESS', attempts: 1, error: null, endTime: at(-2 * HOUR + MINUTE) },
  },
};
const ref = (name: string) => db.doc(`mail/mail-problems-${run}-${name}`);

let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
  await Promise.all(Object.entries(MAILS).map(([name, mail]) => ref(name).set(mail)));
});
afterAll(() => Promise.all(Object.keys(MAILS).map((name) => ref(name).delete())));

describe('the last day of mail', () => {
  it('is counted in /api/health with the latest reason, and no address or subject', async () => {
    const response = await callApi('GET', '/api/health', { headers: asOf(NOW) });
    const text = await response.text();
    const body = healthBodySchema.parse(JSON.parse(text));
    expect(body.mailLastDay).toEqual({
      since: new Date(NOW.getTime() - MAIL_PROBLEMS_SPAN_MS).toISOString(),
      // Only `failed`: the day before's and the later one are outside the day.
      failed: 1,
      // Waiting to retry, processing for 40 minutes, untaken for 31; not the one untaken for 29.
      stuck: 3,
      // The latest failed attempt's, its address masked.
      lastReason: '452 4.2.2 <[address]>: Mailbox full',
    });
    expect(text).not.toContain(run);
  });

  it('lists the failed and stuck mails, newest first, in full for administrators', async () => {
    const response = await callApi('GET', '/api/admin/mail/problems', { token: adminToken, headers: asOf(NOW) });
    expect(response.status).toBe(200);
    const { data } = dataBody(mailProblemsSchema).parse(await response.json());
    expect(data).toMatchObject({
      since: new Date(NOW.getTime() - MAIL_PROBLEMS_SPAN_MS).toISOString(),
      failed: 1,
      stuck: 3,
    });
    expect(data.mails.map((mail) => mail.id)).toEqual(
      ['waiting', 'untakenLong', 'processingLong', 'failed'].map((name) => ref(name).id),
    );
    const [waiting, untaken, processing, failed] = data.mails;
    expect(failed).toEqual({
      id: ref('failed').id,
      registrationId,
      event: 'payment-verified',
      to: address('failed'),
      subject: `Payment verified ${run}`,
      queuedAt: MAILS.failed.queuedAt.toISOString(),
      problem: 'failed',
      state: 'ERROR',
      attempts: 1,
      error: REFUSED,
      lastAttemptAt: MAILS.failed.delivery.endTime.toISOString(),
      retryAt: null,
    });
    expect(waiting).toMatchObject({
      problem: 'stuck',
      state: 'PENDING',
      attempts: 2,
      error: FULL,
      retryAt: MAILS.waiting.delivery.retryAt.toISOString(),
    });
    expect(processing).toMatchObject({ problem: 'stuck', state: 'PROCESSING', registrationId: null });
    // No sender has recorded anything on it: shown as the mail log shows a new mail.
    expect(untaken).toMatchObject({ problem: 'stuck', state: 'PENDING', attempts: 0, subject: '', error: null });
  });

  it('says nothing failed or is stuck for a day with no such mail', async () => {
    const dayBefore = at(-48 * HOUR);
    const health = healthBodySchema.parse(
      await (await callApi('GET', '/api/health', { headers: asOf(dayBefore) })).json(),
    );
    expect(health.mailLastDay).toMatchObject({ failed: 0, stuck: 0, lastReason: null });
    const listed = dataBody(mailProblemsSchema).parse(
      await (await callApi('GET', '/api/admin/mail/problems', { token: adminToken, headers: asOf(dayBefore) })).json(),
    );
    expect(listed.data).toMatchObject({ failed: 0, stuck: 0, mails: [] });
  });
});
