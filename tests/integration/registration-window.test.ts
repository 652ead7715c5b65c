// The registration window end to end: the function answers as of the instant a request names
// (X-Suite-Now, honoured by the emulator only), so each part of the edition's calendar is tried
// against the real API and Firestore.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENTS_CLOSED,
  REGISTRATION_CLOSED,
  REGISTRATION_NOT_YET_OPEN,
  SUITE_NOW_INVALID,
} from '../../functions/src/domain/messages';
import { computeTotal } from '../../functions/src/domain/pricing';
import { windowState } from '../../functions/src/domain/registration-window';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { clearCounters, send } from '../support/api';
import { asOf, MOMENTS, suiteNow } from '../support/clock';
import { idTokenFor } from '../support/auth';
import {
  participant,
  submitRegistration,
  uploadProofFor,
  verifyEmailOf,
  verifyPaymentOf,
  keyed,
  linkKeyOf,
} from '../support/registration';
import { authorTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
const AUTHOR = authorTier();

const author = (email?: string) => ({ ...participant(email), ...tierFields(AUTHOR) });

const registrationsOf = async (email: string) =>
  (await db.collection('registrations').where('email', '==', email).get()).size;

const windowAt = async (headers: Record<string, string> = {}) => {
  const answer = await send('/api/registration-window', { method: 'GET', headers });
  return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown> };
};

beforeAll(async () => {
  await clearCounters('registration');
  await clearCounters('payment');
  await clearCounters('resend');
  await clearCounters('ieee-status');
});

describe('GET /api/registration-window', () => {
  it("states the suite's own moment and the rules' verdict on it: open, at early-bird prices", async () => {
    const { status, body } = await windowAt();
    expect(status).toBe(200);
    const data = body.data as { now: string };
    expect(body.data).toMatchObject(windowState(new Date(data.now)));
    expect(body.data).toMatchObject({ phase: 'open', pricingPeriod: 'early-bird', paymentsOpen: true });
  });

  it('answers as of the instant a request names', async () => {
    const { body } = await windowAt(asOf(MOMENTS.afterClosing));
    expect(body.data).toMatchObject({ now: MOMENTS.afterClosing.toISOString(), phase: 'closed' });
  });

  it('refuses an instant it cannot read, with a message, and serves nothing', async () => {
    // No zone, and a day no calendar has, in the edition's year.
    const year = MOMENTS.openingDay.toISOString().slice(0, 4);
    for (const value of ['tomorrow', MOMENTS.openingDay.toISOString().slice(0, 19), `${year}-02-30T10:00:00Z`]) {
      const { status, body } = await windowAt({ 'x-suite-now': value });
      expect({ value, status, body }).toEqual({
        value,
        status: 400,
        body: { success: false, error: SUITE_NOW_INVALID },
      });
    }
  });
});

describe('new registrations', () => {
  it('are refused the day before registration opens, with the opening date, and nothing is written', async () => {
    const data = author();
    const { status, body } = await submitRegistration(data, {}, asOf(MOMENTS.beforeOpening));
    expect(status).toBe(403);
    expect(body).toEqual({ success: false, error: REGISTRATION_NOT_YET_OPEN });
    expect(await registrationsOf(data.email)).toBe(0);
  });

  it.each([
    ['on the opening day', MOMENTS.openingDay, 'early-bird'],
    ['on the last early-bird day, late in the evening at the venue', MOMENTS.lastEarlyBirdDay, 'early-bird'],
    ['from midnight after the cutoff', MOMENTS.firstNormalDay, 'normal'],
    ['late on the closing day', MOMENTS.closingDay, 'normal'],
  ] as const)('are accepted %s, at the price of that moment', async (_when, instant, period) => {
    const data = author();
    const { status, body } = await submitRegistration(data, {}, asOf(instant));
    expect(status).toBe(201);
    const record = (await db.doc(`registrations/${String(body.id)}`).get()).data();
    const expected = computeTotal({ registrationTier: data.registrationTier, numPapers: 1 }, instant);
    expect(expected.period).toBe(period);
    expect(record?.totalAmount).toBe(expected.total);
    expect(record?.createdAt.toDate().toISOString()).toBe(instant.toISOString());
  });

  it('are refused from midnight after the closing day, and nothing is written', async () => {
    const data = author();
    const { status, body } = await submitRegistration(data, {}, asOf(MOMENTS.afterClosing));
    expect(status).toBe(403);
    expect(body).toEqual({ success: false, error: REGISTRATION_CLOSED });
    expect(await registrationsOf(data.email)).toBe(0);
  });

  it('need no IEEE checks outside the window, which are refused the same way', async () => {
    const call = (instant: Date) =>
      send('/api/ieee-verification/ieee-status', {
        headers: { 'content-type': 'application/json', ...asOf(instant) },
        body: JSON.stringify({ MemberID: '90000001' }),
      });
    expect(JSON.parse((await call(MOMENTS.afterClosing)).text)).toEqual({ success: false, error: REGISTRATION_CLOSED });
    expect((await call(MOMENTS.closingDay)).status).toBe(200);
  });
});

describe('an existing registration', () => {
  const register = async () => String((await submitRegistration(author(), {}, asOf(await suiteNow()))).body.id);

  // A registration paid and verified (its invoice PDF, pass and mails) beside the browser tests: 45 s
  // (docs/development.md, "Timeouts and why").
  it(
    'can be followed on the status page and its receipt fetched a year after the deadline',
    { timeout: 45_000 },
    async () => {
      const paid = await register();
      await verifyEmailOf(paid);
      expect(await uploadProofFor(paid, `PAID-${paid}`)).toBe(200);
      expect(await verifyPaymentOf(paid, await idTokenFor({ admin: true }))).toBe(200);
      const later = asOf(new Date(MOMENTS.afterPaymentDeadline.getTime() + 365 * 86_400_000));
      expect((await send(`/api/registrations/${paid}`, { method: 'GET', headers: later })).status).toBe(200);
      // Through a link asked for then, as the registrant would.
      const key = await linkKeyOf(paid, later);
      const receipt = await send(keyed(`/api/registrations/${paid}/receipt.pdf`, key), {
        method: 'GET',
        headers: later,
      });
      expect({ status: receipt.status, type: receipt.type }).toEqual({ status: 200, type: 'application/pdf' });
    },
  );

  it('may ask for a new verification link until the payment deadline, not after', async () => {
    const id = await register();
    const resend = (instant: Date) =>
      send(`/api/registrations/${id}/resend-verification`, {
        headers: { 'content-type': 'application/json', ...asOf(instant) },
        body: '{}',
      });
    const mails = async () => (await db.collection('mail').where('registrationId', '==', id).get()).size;
    const before = await mails();
    const late = await resend(MOMENTS.afterPaymentDeadline);
    expect({ status: late.status, body: JSON.parse(late.text) }).toEqual({
      status: 403,
      body: { success: false, error: PAYMENTS_CLOSED },
    });
    expect(await mails()).toBe(before);
    expect((await resend(MOMENTS.paymentDeadline)).status).toBe(200);
    expect(await mails()).toBe(before + 1);
  });

  it('may upload payment proof until the payment deadline; a late one is refused and not stored', async () => {
    const id = await register();
    await verifyEmailOf(id);
    expect(await uploadProofFor(id, `LATE-${id}`, asOf(MOMENTS.afterPaymentDeadline))).toBe(403);
    expect((await db.doc(`registrations/${id}`).get()).get('paymentReferenceId')).toBeUndefined();
    expect(await uploadProofFor(id, `ON-TIME-${id}`, asOf(MOMENTS.paymentDeadline))).toBe(200);
    expect((await db.doc(`registrations/${id}`).get()).get('paymentReferenceId')).toBe(`ON-TIME-${id}`);
  });
});
