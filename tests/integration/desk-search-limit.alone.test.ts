// The desk's search is rate-limited per check-in staff account (its uid, which no header changes),
// so a desk account cannot list the registrations by trying one start of a name after another.
// Alone: it sets settings/rate-limits, which every rate-limited request reads.
import { getFirestore } from 'firebase-admin/firestore';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { DESK_SEARCHES_CAPPED } from '../../functions/src/domain/messages';
import { venueInstant } from '../../functions/src/domain/venue-time';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi, clearCounters } from '../support/api';
import { idTokenFor } from '../support/auth';
import { asOf, FIRST_DAY } from '../support/clock';

const db = getFirestore(suiteAdminApp());
// Every call in the same minute, whatever the machine's clock does meanwhile.
const AT = venueInstant(FIRST_DAY, 11);

let deskToken = '';
let otherDeskToken = '';
let adminToken = '';

beforeAll(async () => {
  [deskToken, otherDeskToken, adminToken] = await Promise.all([
    idTokenFor({ admin: false, checkin: true }),
    idTokenFor({ admin: false, checkin: true }),
    idTokenFor({ admin: true }),
  ]);
});

afterEach(() => db.doc('settings/rate-limits').delete());

async function search(token: string, headers: Record<string, string> = {}) {
  const response = await callApi('GET', '/api/admin/check-in/search?q=Asha', {
    token,
    headers: { ...asOf(AT), ...headers },
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

it('refuses check-in staff past the limit with 429 and Retry-After, whatever address they call from', async () => {
  await db.doc('settings/rate-limits').set({ perMinute: { 'desk-search': 3 } });
  await clearCounters('desk-search');
  for (let n = 0; n < 3; n += 1) expect((await search(deskToken)).status).toBe(200);

  const refused = await search(deskToken);
  expect(refused).toEqual({ status: 429, retryAfter: '60', body: { success: false, error: DESK_SEARCHES_CAPPED } });
  expect(DESK_SEARCHES_CAPPED).toMatch(/minute/);
  // Another address in front of Hosting is still the same account.
  expect((await search(deskToken, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(429);

  // Another account has its own count; an administrator's search is not limited.
  expect((await search(otherDeskToken)).status).toBe(200);
  for (let n = 0; n < 4; n += 1) expect((await search(adminToken)).status).toBe(200);
});
