// The figures administrators are shown, through Hosting: the dashboard's, and how many registrations
// the certificates' page counts. They count every registration, withdrawal and check-in, so these
// tests, which add some and expect the figures to move by exactly that, run by themselves
// (`.alone`): beside the browser tests, which register, verify, withdraw and check people in too,
// one of them once saw three new registrations where it had made two, another two withdrawals
// where it had made one.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIN_GROUP_STUDENTS, TIERS } from '../../functions/src/domain/tiers';
import { CERTIFICATES_OPEN_ON, CONFERENCE_DAYS, venueDate, venueInstant } from '../../functions/src/domain/venue-time';
import { registrationStatsSchema, type RegistrationStats } from '../../functions/src/domain/api/admin-stats';
import { certificatesStatusSchema } from '../../functions/src/domain/api/certificates';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { idTokenFor, signInAgain } from '../support/auth';
import {
  groupRegistration,
  idCards,
  keyed,
  linkKeyOf,
  paidRegistration,
  participant,
  submitRegistration,
  uploadProofFor,
  verifyPaymentOf,
} from '../support/registration';
import { callApi } from '../support/api';
import { asOf, FIRST_DAY, ON_FIRST_DAY, suiteNow } from '../support/clock';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
const OTHER = individualTier({ ieee: false });
let adminToken = '';
let deskToken = '';

async function register(tier: typeof OTHER): Promise<string> {
  const { body } = await submitRegistration({ ...participant(), ...tierFields(tier) });
  return String(body.id);
}

beforeAll(async () => {
  [adminToken, deskToken] = await Promise.all([
    idTokenFor({ admin: true }),
    idTokenFor({ admin: false, checkin: true }),
  ]);
});

/** The dashboard's figures, as the API answers them to an administrator. */
async function stats(): Promise<RegistrationStats> {
  const answer = await callApi('GET', '/api/admin/stats', { token: adminToken });
  expect(answer.status).toBe(200);
  return dataBody(registrationStatsSchema).parse(await answer.json()).data;
}

describe('the dashboard figures', () => {
  it('count new registrations on today’s date at the venue and add their totals to their tier', async () => {
    const before = await stats();
    const today = venueDate(await suiteNow());
    const added = [await register(OTHER), await register(OTHER)];
    const after = await stats();
    const totals = await Promise.all(
      added.map(async (id) => (await db.doc(`registrations/${id}`).get()).get('totalAmount') as number),
    );

    const dayCount = (s: RegistrationStats) => s.perDay.find((day) => day.date === today)?.count ?? 0;
    expect(dayCount(after) - dayCount(before)).toBe(2);
    const tier = (s: RegistrationStats) => s.perTier.find((row) => row.tier === OTHER.id);
    expect((tier(after)?.count ?? 0) - (tier(before)?.count ?? 0)).toBe(2);
    expect((tier(after)?.amount ?? 0) - (tier(before)?.amount ?? 0)).toBe(
      totals.reduce((sum, total) => sum + total, 0),
    );
    expect(tier(after)?.verifiedAmount).toBe(tier(before)?.verifiedAmount);
    expect(after.perTier.map((row) => row.tier)).toEqual(TIERS.map((offered) => offered.id));
    expect(after.totals.count - before.totals.count).toBe(2);
    expect(after.totals.amount - before.totals.amount).toBe(totals.reduce((sum, total) => sum + total, 0));
  });

  it('total every registration: the headline figures are the sums of the tiers and of the days', async () => {
    const { perDay, perTier, totals } = await stats();
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(totals).toEqual({
      count: sum(perTier.map((tier) => tier.count)),
      amount: sum(perTier.map((tier) => tier.amount)),
      verifiedAmount: sum(perTier.map((tier) => tier.verifiedAmount)),
    });
    expect(totals.count).toBe(sum(perDay.map((day) => day.count)));
  });
});

describe('refunds on the dashboard', () => {
  it('keep a cancelled payment as received and count its refund, to the paisa', async () => {
    const id = await paidRegistration(
      { ...participant(), ...tierFields(OTHER) },
      { adminToken, referencePrefix: 'STR' },
    );
    const paid = (await db.doc(`registrations/${id}`).get()).get('totalAmount') as number;
    expect(
      (
        await callApi('POST', keyed(`/api/registrations/${id}/cancellation`, await linkKeyOf(id)), {
          json: { reason: 'Cannot travel.' },
        })
      ).status,
    ).toBe(200);
    const before = await stats();
    const decided = await callApi('POST', `/api/admin/registrations/${id}/cancellation`, {
      token: adminToken,
      json: {
        decision: 'approve',
        refund: { amountPaise: 123_45, reason: 'Part, as agreed', bankReference: 'NEFT-STATS', date: FIRST_DAY },
      },
      headers: ON_FIRST_DAY,
    });
    expect(decided.status).toBe(200);
    const after = await stats();
    // The payment came in: it stays verified money; the refund is counted beside it.
    expect(after.totals.verifiedAmount).toBe(before.totals.verifiedAmount);
    expect(after.refunds.count - before.refunds.count).toBe(1);
    expect(Math.round((after.refunds.amount - before.refunds.amount) * 100)).toBe(123_45);
    expect(paid * 100).toBeGreaterThan(123_45);
  });
});

describe('withdrawn verifications on the dashboard', () => {
  it('count a withdrawal once, and still count it after the payment is verified again', async () => {
    const id = await paidRegistration(
      { ...participant(), ...tierFields(OTHER) },
      { adminToken, referencePrefix: 'STATS-WDRAW' },
    );
    const before = (await stats()).withdrawnVerifications;
    const withdrawn = await callApi('POST', `/api/verify/withdraw-verification/${id}`, {
      token: await signInAgain(adminToken),
      json: { reason: 'The bank has no credit with this reference.' },
    });
    expect(withdrawn.status).toBe(200);
    expect((await stats()).withdrawnVerifications).toBe(before + 1);

    expect(await uploadProofFor(id, `STATS-WDRAW-NEW-${id}`)).toBe(200);
    expect(await verifyPaymentOf(id, adminToken)).toBe(200);
    expect((await stats()).withdrawnVerifications).toBe(before + 1);
  });
});

describe('attendance', () => {
  const attendance = async () => (await stats()).attendance;

  it('counts a check-in on its day and tier, and the verified person as arrived', async () => {
    const id = await paidRegistration(
      { ...participant(), ...tierFields(OTHER) },
      { adminToken, referencePrefix: 'STATS' },
    );
    const before = await attendance();
    const day = (figures: typeof before) => figures.days.find((entry) => entry.date === FIRST_DAY);
    const tierOf = (figures: typeof before) => day(figures)?.perTier.find((entry) => entry.tier === OTHER.id);
    expect(before.days.map((entry) => entry.date)).toEqual(CONFERENCE_DAYS);

    const checkedIn = await callApi('POST', '/api/admin/check-in', {
      token: deskToken,
      json: { registrationId: id },
      headers: ON_FIRST_DAY,
    });
    expect(await checkedIn.json()).toMatchObject({ data: { result: 'checked-in' } });
    const after = await attendance();
    expect(day(after)?.checkedIn).toBe((day(before)?.checkedIn ?? 0) + 1);
    expect(tierOf(after)?.checkedIn).toBe((tierOf(before)?.checkedIn ?? 0) + 1);
    expect(after.verifiedPeople).toBe(before.verifiedPeople);
    expect(after.notCheckedIn).toBe(before.notCheckedIn - 1);
  });
});

describe('the certificates’ count', () => {
  it('counts each registration with someone checked in once, however many of its people came', async () => {
    const students = Array.from({ length: MIN_GROUP_STUDENTS }, (_, index) => ({
      name: `Counted Student ${String.fromCharCode(65 + index)}`,
      idNumber: `COUNT-${index + 1}`,
    }));
    const [single, group] = await Promise.all([
      paidRegistration({ ...participant(), ...tierFields(OTHER) }, { adminToken, referencePrefix: 'STATS-CERT' }),
      paidRegistration(groupRegistration(students, 'Counted Institute'), {
        adminToken,
        referencePrefix: 'STATS-CERT',
        files: idCards(MIN_GROUP_STUDENTS),
      }),
    ]);
    const eligible = async () => {
      const answer = await callApi('GET', '/api/admin/certificates', {
        token: adminToken,
        headers: asOf(venueInstant(CERTIFICATES_OPEN_ON, 10)),
      });
      expect(answer.status).toBe(200);
      return dataBody(certificatesStatusSchema).parse(await answer.json()).data.eligible;
    };
    const before = await eligible();
    for (const json of [
      { registrationId: single },
      { registrationId: group, person: 'registrant' },
      { registrationId: group, person: 'student-2' },
    ]) {
      const checkedIn = await callApi('POST', '/api/admin/check-in', { token: deskToken, json, headers: ON_FIRST_DAY });
      expect(await checkedIn.json(), JSON.stringify(json)).toMatchObject({ data: { result: 'checked-in' } });
    }
    expect(await eligible()).toBe(before + 2);
  });
});
