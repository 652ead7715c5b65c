// A transfer short of the amount due: the administrator rejects it asking for the balance, the
// registrant is asked for the balance only, a second proof with its own reference goes beside the
// first, and the balance's line on a later statement pays what is left.
import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { BALANCE_RECEIVED_INVALID, balanceReceivedNotShort } from '../../functions/src/domain/messages';
import { formatInr } from '../../functions/src/domain/pricing';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { MOMENTS } from '../support/clock';
import { sentMail } from '../support/inbox';
import { participant, submitRegistration, uploadProofFor, verifyEmailOf } from '../support/registration';
import { uploadStatement } from '../support/statements';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
const RUN = randomUUID().slice(0, 6).toUpperCase();
const DAY = new Intl.DateTimeFormat('en-GB').format(MOMENTS.openingDay);
const SHORT_BY = 100;

let adminToken = '';
let id = '';
let due = 0;

const reject = (json: unknown) => callApi('POST', `/api/verify/reject-payment/${id}`, { token: adminToken, json });
const publicView = async () =>
  ((await (await callApi('GET', `/api/registrations/${id}`)).json()) as { data: Record<string, unknown> }).data;
const adminView = async () =>
  (
    (await (await callApi('GET', `/api/registrations/${id}`, { token: adminToken })).json()) as {
      data: Record<string, unknown> & { paymentProofs: { paymentReferenceId: string }[] };
    }
  ).data;
const auditSize = async () => (await db.collection(`registrations/${id}/audit`).get()).size;

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
  const { body } = await submitRegistration({ ...participant(), ...tierFields(individualTier({ ieee: false })) });
  id = String(body.id);
  await verifyEmailOf(id);
  expect(await uploadProofFor(id, `FIRST${RUN}`)).toBe(200);
  due = (await db.doc(`registrations/${id}`).get()).get('totalAmount') as number;
});

describe('asking for the balance of a short payment', () => {
  it.each([
    ['nothing received', 0, BALANCE_RECEIVED_INVALID],
    ['less than nothing', -5, BALANCE_RECEIVED_INVALID],
    ['paise', 12.5, BALANCE_RECEIVED_INVALID],
    ['text', '7000', BALANCE_RECEIVED_INVALID],
    ['an absurd number', 1e300, BALANCE_RECEIVED_INVALID],
  ])('refuses %s with a clear 400, and changes nothing', async (_, received, message) => {
    const before = await auditSize();
    const response = await reject({ reason: 'Short', received });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(message);
    expect(await auditSize()).toBe(before);
  });

  it('refuses an amount received that is not short of the amount due', async () => {
    for (const received of [due, due + 1]) {
      const response = await reject({ reason: 'Short', received });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(balanceReceivedNotShort(formatInr(due)));
    }
    expect((await adminView()).reviewStatus).toBe('proof-under-verification');
  });

  it('records the amount received, mails the balance and shows the registrant the balance only', async () => {
    const response = await reject({ reason: `You paid ₹${SHORT_BY} less.`, received: due - SHORT_BY });
    expect(response.status).toBe(200);
    const record = await adminView();
    expect(record).toMatchObject({ reviewStatus: 'proof-rejected', amountReceived: due - SHORT_BY });
    expect(record.rejection).toMatchObject({ received: due - SHORT_BY, proofNumber: 1 });

    expect(await publicView()).toMatchObject({ balance: { received: due - SHORT_BY, rest: SHORT_BY } });
    const mail = await sentMail(`mail/${id}-proof-rejected-1`);
    // Counted, not refused: the subject asks for what is left.
    expect(mail.subject).toBe(`Balance of ${formatInr(SHORT_BY)} to pay: registration ${id}`);
    expect(mail.text).toContain(`We received ${formatInr(due - SHORT_BY)} of the ${formatInr(due)} due.`);
    expect(mail.text).toContain(`Please pay the balance of ${formatInr(SHORT_BY)}`);
  });

  it('keeps both proofs, each with its reference, and matches the balance’s line alone', async () => {
    expect(await uploadProofFor(id, `BALANCE${RUN}`)).toBe(200);
    const record = await adminView();
    expect(record.reviewStatus).toBe('proof-under-verification');
    expect(record.paymentProofs.map((proof) => proof.paymentReferenceId)).toEqual([`FIRST${RUN}`, `BALANCE${RUN}`]);
    // Still owed until verified: the page keeps saying what the proof is checked as.
    expect(await publicView()).toMatchObject({ balance: { rest: SHORT_BY } });

    const csv = ['Date,Payer,UTR Number,Amount (Rs)', `${DAY},Asha,BALANCE${RUN},${SHORT_BY}`].join('\r\n');
    const { body } = await uploadStatement(csv, adminToken);
    expect(body.data.matched.map((m) => [m.line.lineNumber, m.registration.id])).toEqual([[1, id]]);
  });

  it('completes once verified: nothing is owed any more', async () => {
    const response = await callApi('POST', `/api/verify/verify-registration/${id}`, { token: adminToken });
    expect(response.status).toBe(200);
    expect(await publicView()).toMatchObject({ paymentVerified: true, balance: null });
  });
});

describe('lines of one statement paying one registration together', () => {
  it('adds them up against the amount due and keeps them together on the record', async () => {
    const { body } = await submitRegistration({ ...participant(), ...tierFields(individualTier({ ieee: false })) });
    const split = String(body.id);
    await verifyEmailOf(split);
    expect(await uploadProofFor(split, `SPLIT${RUN}`)).toBe(200);
    const fee = (await db.doc(`registrations/${split}`).get()).get('totalAmount') as number;
    const csv = [
      'Date,Payer,UTR Number,Amount (Rs),Remarks',
      `${DAY},Asha,NEFT${RUN}A,${fee - SHORT_BY},${split}`,
      `${DAY},Asha,NEFT${RUN}B,${SHORT_BY},${split} balance`,
    ].join('\r\n');
    const { body: report } = await uploadStatement(csv, adminToken);
    expect(report.data.matched.map((m) => [m.line.lineNumber, m.registration.id, m.paidWith])).toEqual([
      [1, split, [1, 2]],
      [2, split, [1, 2]],
    ]);
    const record = (
      (await (await callApi('GET', `/api/registrations/${split}`, { token: adminToken })).json()) as {
        data: { statementLine: { together: { amount: number }[] } };
      }
    ).data;
    expect(record.statementLine.together.map((line) => line.amount)).toEqual([fee - SHORT_BY, SHORT_BY]);
  });
});
