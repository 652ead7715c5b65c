// Staff sessions end on the server (domain/staff-sessions.ts), and every staff call is in the
// access log (services/access-log.ts). A session's times are the real clock's, as its tokens'
// are: each test ages the session the server holds for a fresh sign-in (staffSessions/{uid}) to
// stand for the hours that would have passed, and calls as that sign-in.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminRegistrationSchema } from '../../functions/src/domain/api/admin-record';
import { dataBody } from '../../functions/src/domain/api/envelope';
import {
  ADMIN_RECENT_SIGN_IN_REQUIRED,
  ADMIN_SESSION_IDLE,
  ADMIN_SESSION_TOO_OLD,
  CHECK_IN_SESSION_OVER,
} from '../../functions/src/domain/messages';
import { ADMIN_IDLE_MS, ADMIN_SESSION_MS, RECENT_SIGN_IN_MS } from '../../functions/src/domain/staff-sessions';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { keyed, linkKeyOf, participant, submitRegistration } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
const uidOf = async (token: string) => (await getAuth(suiteAdminApp()).verifyIdToken(token)).uid;

/** Moves the session the server holds for this token's sign-in back by `ms`: its sign-in and its last call. */
async function age(token: string, ms: { signedIn: number; lastSeen: number }) {
  const ref = db.doc(`staffSessions/${await uidOf(token)}`);
  const session = (await ref.get()).data();
  if (!session) throw new Error('no session held: make a call first');
  const now = Date.now();
  await ref.update({
    signedInAt: Timestamp.fromMillis(now - ms.signedIn),
    lastSeenAt: Timestamp.fromMillis(now - ms.lastSeen),
  });
}

const refusal = async (response: Response) => ({ status: response.status, body: await response.json() });

let registrationId = '';

beforeAll(async () => {
  const { body } = await submitRegistration({ ...participant(), ...tierFields(individualTier({ ieee: false })) });
  registrationId = String(body.id);
});

describe("an administrator's sign-in", () => {
  it('holds while in use, and is refused 12 hours after it was made, saying to sign in again', async () => {
    const token = await idTokenFor({ admin: true });
    expect((await callApi('GET', '/api/admin/stats', { token })).status).toBe(200);
    await age(token, { signedIn: ADMIN_SESSION_MS - 60_000, lastSeen: 60_000 });
    expect((await callApi('GET', '/api/admin/stats', { token })).status).toBe(200);
    await age(token, { signedIn: ADMIN_SESSION_MS + 60_000, lastSeen: 60_000 });
    expect(await refusal(await callApi('GET', '/api/admin/stats', { token }))).toEqual({
      status: 401,
      body: { success: false, error: ADMIN_SESSION_TOO_OLD },
    });
  });

  it('ends after 30 minutes without a call; a new sign-in starts afresh', async () => {
    const token = await idTokenFor({ admin: true });
    expect((await callApi('GET', '/api/admin/stats', { token })).status).toBe(200);
    await age(token, { signedIn: ADMIN_IDLE_MS + 120_000, lastSeen: ADMIN_IDLE_MS + 60_000 });
    expect(await refusal(await callApi('GET', '/api/admin/stats', { token }))).toEqual({
      status: 401,
      body: { success: false, error: ADMIN_SESSION_IDLE },
    });
  });

  it('must be recent to erase: an older one changes nothing, then a fresh one erases', async () => {
    const { body } = await submitRegistration({ ...participant(), ...tierFields(individualTier({ ieee: false })) });
    const id = String(body.id);
    const token = await idTokenFor({ admin: true });
    expect((await callApi('GET', '/api/admin/stats', { token })).status).toBe(200);
    await age(token, { signedIn: RECENT_SIGN_IN_MS + 60_000, lastSeen: 0 });
    const erase = (with_: string) =>
      callApi('POST', `/api/admin/registrations/${id}/erase`, { token: with_, json: { reason: 'Asked by e-mail' } });
    expect(await refusal(await erase(token))).toEqual({
      status: 401,
      body: { success: false, error: ADMIN_RECENT_SIGN_IN_REQUIRED },
    });
    expect((await db.doc(`registrations/${id}`).get()).exists).toBe(true);
    // The same sign-in may still do everything else.
    expect((await callApi('GET', '/api/admin/stats', { token })).status).toBe(200);
    expect((await erase(await idTokenFor({ admin: true }))).status).toBe(200);
    expect((await db.doc(`registrations/${id}`).get()).exists).toBe(false);
  });

  it('must be recent to correct an e-mail address: an older one changes nothing', async () => {
    const { body } = await submitRegistration({ ...participant(), ...tierFields(individualTier({ ieee: false })) });
    const id = String(body.id);
    const email = String((await db.doc(`registrations/${id}`).get()).get('email'));
    const token = await idTokenFor({ admin: true });
    expect((await callApi('GET', '/api/admin/stats', { token })).status).toBe(200);
    await age(token, { signedIn: RECENT_SIGN_IN_MS + 60_000, lastSeen: 0 });
    const correct = (with_: string) =>
      callApi('POST', `/api/admin/registrations/${id}/email`, { token: with_, json: { email: `new-${email}` } });
    expect(await refusal(await correct(token))).toEqual({
      status: 401,
      body: { success: false, error: ADMIN_RECENT_SIGN_IN_REQUIRED },
    });
    expect((await db.doc(`registrations/${id}`).get()).get('email')).toBe(email);
    expect((await correct(await idTokenFor({ admin: true }))).status).toBe(200);
  });

  it('must be recent to correct an invoice: an older one is refused before the request is read', async () => {
    const token = await idTokenFor({ admin: true });
    expect((await callApi('GET', '/api/admin/stats', { token })).status).toBe(200);
    await age(token, { signedIn: RECENT_SIGN_IN_MS + 60_000, lastSeen: 0 });
    const correct = (with_: string) =>
      callApi('POST', '/api/admin/registrations/ICEI25-0000-0000-00000/invoice/correction', {
        token: with_,
        json: { invoice: 'none', billing: null, reason: 'Misspelt' },
      });
    expect(await refusal(await correct(token))).toEqual({
      status: 401,
      body: { success: false, error: ADMIN_RECENT_SIGN_IN_REQUIRED },
    });
    // A fresh sign-in reaches the request itself: there is no such registration.
    expect((await correct(await idTokenFor({ admin: true }))).status).toBe(404);
  });
});

describe("an administrator's decision on a request to cancel", () => {
  it('must be recent: an older sign-in leaves the request pending', async () => {
    const { body } = await submitRegistration({ ...participant(), ...tierFields(individualTier({ ieee: false })) });
    const id = String(body.id);
    const asked = await callApi('POST', keyed(`/api/registrations/${id}/cancellation`, await linkKeyOf(id)), {
      json: { reason: 'Cannot travel.' },
    });
    expect(asked.status).toBe(200);
    const token = await idTokenFor({ admin: true });
    expect((await callApi('GET', '/api/admin/stats', { token })).status).toBe(200);
    await age(token, { signedIn: RECENT_SIGN_IN_MS + 60_000, lastSeen: 0 });
    const decide = (with_: string, decision: 'approve' | 'decline') =>
      callApi('POST', `/api/admin/registrations/${id}/cancellation`, { token: with_, json: { decision } });
    for (const decision of ['approve', 'decline'] as const) {
      expect(await refusal(await decide(token, decision)), decision).toEqual({
        status: 401,
        body: { success: false, error: ADMIN_RECENT_SIGN_IN_REQUIRED },
      });
    }
    expect((await db.doc(`registrations/${id}`).get()).get('cancellation.state')).toBe('requested');
    expect((await decide(await idTokenFor({ admin: true }), 'decline')).status).toBe(200);
    expect((await db.doc(`registrations/${id}`).get()).get('cancellation.state')).toBe('declined');
  });
});

describe("check-in staff's sign-in", () => {
  it('lasts the day at the venue it was made on', async () => {
    const token = await idTokenFor({ admin: false, checkin: true });
    const search = () => callApi('GET', '/api/admin/check-in/search?q=Asha', { token });
    expect((await search()).status).toBe(200);
    await age(token, { signedIn: 24 * 60 * 60_000, lastSeen: 60_000 });
    expect(await refusal(await search())).toEqual({
      status: 401,
      body: { success: false, error: CHECK_IN_SESSION_OVER },
    });
  });
});

describe('the access log', () => {
  it("records an administrator's view of a registration, which its page then lists", async () => {
    const token = await idTokenFor({ admin: true });
    const uid = await uidOf(token);
    const viewed = await callApi('GET', `/api/registrations/${registrationId}`, { token });
    expect(viewed.status).toBe(200);
    const { data } = dataBody(adminRegistrationSchema).parse(await viewed.json());
    // This very view is in the history it answers with: recorded before it was served.
    expect(data.accessHistory[0]).toMatchObject({
      role: 'administrator',
      call: `GET /api/registrations/${registrationId}`,
      address: expect.any(String),
    });
    const entries = await db.collection('accessLog').where('uid', '==', uid).get();
    expect(entries.size).toBe(1);
    const entry = entries.docs[0]?.data() ?? {};
    expect(entry).toMatchObject({ registrationId, method: 'GET', role: 'administrator' });
    // Kept 365 days, then TTL.
    const kept = (entry.expiresAt as Timestamp).toMillis() - (entry.at as Timestamp).toMillis();
    expect(kept).toBe(365 * 24 * 60 * 60_000);
  });

  it("records a search with its words and check-in staff's calls, and erasing the registration changes no entry", async () => {
    const admin = await idTokenFor({ admin: true });
    const desk = await idTokenFor({ admin: false, checkin: true });
    const { body } = await submitRegistration({ ...participant(), ...tierFields(individualTier({ ieee: false })) });
    const id = String(body.id);
    expect((await callApi('GET', `/api/registrations/${id}`, { token: admin })).status).toBe(200);
    expect((await callApi('GET', `/api/admin/registrations?q=Asha`, { token: admin })).status).toBe(200);
    expect((await callApi('GET', `/api/admin/check-in/search?q=${id}`, { token: desk })).status).toBe(200);
    const [adminCalls, deskCalls] = await Promise.all(
      [admin, desk].map(
        async (token) =>
          (
            await db
              .collection('accessLog')
              .where('uid', '==', await uidOf(token))
              .get()
          ).docs,
      ),
    );
    expect(adminCalls?.map((doc) => doc.get('url')).sort()).toEqual([
      `/api/admin/registrations?q=Asha`,
      `/api/registrations/${id}`,
    ]);
    expect(deskCalls?.map((doc) => doc.get('role'))).toEqual(['check-in staff']);
    const before = [...(adminCalls ?? []), ...(deskCalls ?? [])].map((doc) => [doc.ref.path, doc.data()]);

    const eraser = await idTokenFor({ admin: true });
    const erased = await callApi('POST', `/api/admin/registrations/${id}/erase`, {
      token: eraser,
      json: { reason: 'Asked by e-mail' },
    });
    expect(erased.status).toBe(200);
    const after = await Promise.all(before.map(async ([path]) => [path, (await db.doc(String(path)).get()).data()]));
    expect(after).toEqual(before);
    // The erasure itself is in the log, naming the registration.
    const erasure = await db
      .collection('accessLog')
      .where('uid', '==', await uidOf(eraser))
      .get();
    expect(erasure.docs.map((doc) => [doc.get('method'), doc.get('registrationId')])).toEqual([['POST', id]]);
  });
});
