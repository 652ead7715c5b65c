// Paper coverage: accepted papers against the author registrations that name them. Alone: the
// accepted list is one setting for the whole suite, and its reminders go to every author of an
// uncovered paper in it, the browser tests' own included (admin-tools-coverage.spec.ts saves its list
// and reminds its author beside the other API tests).
import { randomInt } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { CONFERENCE } from '../../functions/src/domain/conference';
import { venueDate } from '../../functions/src/domain/venue-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { ORIGIN } from '../support/api';
import { idTokenFor } from '../support/auth';
import { participant, submitRegistration, uploadProofFor, verifyEmailOf } from '../support/registration';
import { suiteNow } from '../support/clock';
import { authorTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
const RUN = randomInt(10_000, 100_000);
const [P1, P2, P3] = [1, 2, 3].map((n) => `${CONFERENCE.shortName}-${RUN}${n}`) as [string, string, string];
let adminToken = '';
let covering = '';
let waiting = '';

async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${SITE_URL}${path}`, {
    method,
    headers: {
      origin: ORIGIN,
      authorization: `Bearer ${adminToken}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
}

async function author(paperId: string, verifyPayment: boolean): Promise<string> {
  const { body } = await submitRegistration({
    ...participant(),
    ...tierFields(authorTier()),
    paperIds: [paperId.toLowerCase()],
  });
  const id = String(body.id);
  if (!verifyPayment) return id;
  await verifyEmailOf(id);
  await uploadProofFor(id, `REF-${id}`);
  await call('POST', `/api/verify/verify-registration/${id}`);
  return id;
}

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
  covering = await author(P1, true);
  waiting = await author(P2, false);
});

describe('paper coverage', () => {
  it('shows each accepted paper with its registrations and whether a payment covers it', async () => {
    const { status, body } = await call('POST', '/api/admin/paper-coverage', {
      acceptedPaperIds: `${P1}\n${P2}, ${P3}\n${P1}`,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      papers: [
        { paperId: P1, covered: true, registrations: [{ id: covering, paymentVerified: true }] },
        { paperId: P2, covered: false, registrations: [{ id: waiting, paymentVerified: false }] },
        { paperId: P3, covered: false, registrations: [] },
      ],
      uncovered: 2,
    });
    expect((await call('GET', '/api/admin/paper-coverage')).body.data).toEqual(body.data);
  });

  it('reminds the authors of uncovered papers once a day', async () => {
    const first = await call('POST', '/api/admin/paper-coverage/reminders');
    expect(first.body.data).toEqual({ queued: 1, alreadyToday: 0 });
    const today = venueDate(await suiteNow()); // "once a day" counts the venue's days
    expect(String((await db.doc(`mail/${waiting}-paper-reminder-${today}`).get()).get('message.subject'))).toContain(
      P2.toLowerCase(),
    );
    expect((await call('POST', '/api/admin/paper-coverage/reminders')).body.data).toEqual({
      queued: 0,
      alreadyToday: 1,
    });
    expect((await db.doc(`mail/${covering}-paper-reminder-${today}`).get()).exists).toBe(false);
  });

  it('refuses an empty list', async () => {
    expect((await call('POST', '/api/admin/paper-coverage', { acceptedPaperIds: '  ' })).status).toBe(400);
  });
});
