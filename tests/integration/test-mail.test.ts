// An administrator's test mail (POST /api/admin/test-mail, GET /api/admin/test-mail/{mailId}):
// it goes out through the suite's Trigger Email stand-in to the inbox, and the function reports
// what the extension recorded. Who may call them is the route table's (route-access.test.ts).
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_MAIL_ID } from '../../functions/src/domain/api/test-mail';
import { REGISTRATION_ID_PREFIX } from '../../functions/src/domain/registration-id';
import { EMAIL_INVALID, NO_SUCH_MAIL } from '../../functions/src/domain/messages';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { BOUNCING_DOMAIN, SITE_URL } from '../../scripts/suite/config';
import { postJson } from '../support/api';
import { idTokenFor } from '../support/auth';
import { receivedMails } from '../support/inbox';
import { uniqueEmail } from '../support/registration';

const db = getFirestore(suiteAdminApp());
let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

const sendTest = (body: unknown) => postJson('/api/admin/test-mail', body, { authorization: `Bearer ${adminToken}` });

async function stateOf(mailId: string) {
  const response = await fetch(`${SITE_URL}/api/admin/test-mail/${mailId}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The state once the extension has recorded a final one. */
async function finalState(mailId: string) {
  return vi.waitFor(
    async () => {
      const { body } = await stateOf(mailId);
      const data = body.data as { state: string; response: string | null; error: string | null };
      if (data.state !== 'SUCCESS' && data.state !== 'ERROR') throw new Error(`still ${data.state}`);
      return data;
    },
    { timeout: 15_000, interval: 100 },
  );
}

describe('a test mail', () => {
  it('reaches the inbox, and its state is what the extension recorded, with the SMTP server’s answer', async () => {
    const to = uniqueEmail();
    const { status, body } = await sendTest({ to });
    expect(status).toBe(201);
    const { mailId } = body.data as { mailId: string };
    expect(mailId).toMatch(TEST_MAIL_ID);

    const [received] = await receivedMails(to, 'Test mail');
    expect(received?.text).toContain(`${SITE_URL}/`);
    const state = await finalState(mailId);
    expect(state).toMatchObject({ to, state: 'SUCCESS', attempts: 1, error: null });
    expect(state.response).toMatch(/^250 /);
  });

  it('that the server refuses reports ERROR with its answer', async () => {
    const to = `refused-${Date.now()}@${BOUNCING_DOMAIN}`;
    const { body } = await sendTest({ to });
    const state = await finalState((body.data as { mailId: string }).mailId);
    expect(state).toMatchObject({ to, state: 'ERROR', attempts: 1, response: null });
    expect(state.error).toMatch(/550 /);
  });

  it('to no address, or not an address, is refused and nothing is queued', async () => {
    for (const body of [{}, { to: '' }, { to: 'not an address' }, { to: 42 }, { to: `${'a'.repeat(250)}@x.org` }]) {
      const answer = await sendTest(body);
      expect(answer).toEqual({ status: 400, body: { success: false, error: EMAIL_INVALID } });
    }
    const queued = await db.collection('mail').where('to', '==', 'not an address').count().get();
    expect(queued.data().count).toBe(0);
  });

  it('ID that the function did not make is not found, whatever its shape', async () => {
    const made = 'test-mail-aaaaaaaaaaaaaaaaaaaaaaaa';
    for (const mailId of [
      made,
      'test-mail-x',
      made.toUpperCase(),
      `${made}a`,
      `x${made}`,
      `${REGISTRATION_ID_PREFIX}-SEED-0000-00001-verify-email-1`,
    ]) {
      expect(await stateOf(mailId)).toEqual({ status: 404, body: { success: false, error: NO_SUCH_MAIL } });
    }
  });
});
