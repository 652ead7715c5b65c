// The dashboard's figures, through Hosting. They count every registration and check-in, so these
// tests, which add some and expect the figures to move by exactly that, run by themselves
// (`.alone`): beside the browser tests, which register, verify and check people in too, one of them
// once saw three new registrations where it had made two.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { TIERS } from '../../functions/src/domain/tiers';
import { CONFERENCE_DAYS, venueDate } from '../../functions/src/domain/venue-time';
import { registrationStatsSchema, type RegistrationStats } from '../../functions/src/domain/api/admin-stats';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { idTokenFor } from '../support/auth';
import { keyed, linkKeyOf, paidRegistration, participant, submitRegistration } from '../support/registration';
import { callApi } from '../support/api';
import { FIRST_DAY, ON_FIRST_DAY, suiteNow } from '../support/clock';
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
