// POST /api/ieee-verification/ieee-status against the suite's fake IEEE service
// (emulator-data/ieee-members.json).
import { getFirestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { IEEE_NUMBER_REQUIRED, IEEE_UNAVAILABLE } from '../../functions/src/domain/messages';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { clearCounters, ORIGIN, postJson } from '../support/api';
import { asOf, suiteNow } from '../support/clock';

const PATH = '/api/ieee-verification/ieee-status';
const db = getFirestore(suiteAdminApp());

describe('IEEE membership check', () => {
  afterEach(() => db.doc('settings/rate-limits').delete());

  it.each([
    ['90000001', 'Active'],
    ['  90000099 ', 'Active'],
    ['80000001', 'Inactive'],
    ['12345678', 'Not Found'],
  ])('answers %j with MemberStatus %s', async (memberId, status) => {
    const { status: code, body } = await postJson(PATH, { MemberID: memberId });
    expect(code).toBe(200);
    expect(body.MemberStatus).toBe(status);
  });

  it('caches the answer for a day', async () => {
    await postJson(PATH, { MemberID: '90000042' });
    const cached = await db.doc('ieeeMemberCache/90000042').get();
    expect(cached.get('status')).toBe('Active');
  });

  it('turns an upstream failure into a 502 with the message the site shows', async () => {
    const { status, body } = await postJson(PATH, { MemberID: '70000001' });
    expect(status).toBe(502);
    expect(body).toEqual({ success: false, error: IEEE_UNAVAILABLE });
    expect((await db.doc('ieeeMemberCache/70000001').get()).exists).toBe(false);
  });

  it.each([[{}], [{ MemberID: '   ' }], [{ MemberID: 42 }]])('refuses %j with the spec message', async (body) => {
    const answer = await postJson(PATH, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, error: IEEE_NUMBER_REQUIRED });
  });

  it('refuses a body that is not JSON', async () => {
    // The Functions framework's body parser answers this one (in HTML) before our code runs.
    const response = await fetch(`${SITE_URL}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: '{"MemberID": ',
    });
    expect(response.status).toBe(400);
  });

  it('refuses another site as Origin', async () => {
    const answer = await postJson(PATH, { MemberID: '90000001' }, { origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
  });

  it('answers 429 past the per-minute limit', async () => {
    await db.doc('settings/rate-limits').set({ perMinute: { 'ieee-status': 2 } });
    // Locally every caller is one client (the suite's function sees its TCP peer), so earlier
    // tests' requests are forgotten first. A forwarded address a client writes changes nothing.
    await clearCounters('ieee-status');
    // As of one instant, so all three fall in one minute's count (calls straddling the start of a
    // minute are counted in two).
    const at = asOf(await suiteNow());
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const headers = { 'x-forwarded-for': `203.0.113.${i}`, 'fastly-client-ip': `198.51.100.${i}`, ...at };
      codes.push((await postJson(PATH, { MemberID: '90000001' }, headers)).status);
    }
    expect(codes).toEqual([200, 200, 429]);
  });
});
