// The mail delivery log: the function's mail sender records SUCCESS, or ERROR for bounce.example,
// and sends again a failed mail an administrator retries; a registration not found has no log.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_ID_PREFIX } from '../../functions/src/domain/registration-id';
import { REGISTRATION_NOT_FOUND } from '../../functions/src/domain/messages';
import { SITE_URL } from '../../scripts/suite/config';
import { BOUNCING_DOMAIN } from '../../scripts/suite/config';
import { ORIGIN } from '../support/api';
import { idTokenFor } from '../support/auth';
import { participant, submitRegistration } from '../support/registration';
import { UNKNOWN_ID } from '../support/routes';
import { individualTier, tierFields } from '../support/tiers';

const ATTENDEE = individualTier({ ieee: false });

interface Row {
  id: string;
  event: string;
  state: string;
  attempts: number;
  error: string | null;
}

let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

async function mailLog(id: string, token = adminToken) {
  const response = await fetch(`${SITE_URL}/api/admin/registrations/${id}/mail`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, rows: response.ok ? ((await response.json()) as { data: Row[] }).data : [] };
}

async function resend(mailId: string) {
  const response = await fetch(`${SITE_URL}/api/admin/mail/${mailId}/resend`, {
    method: 'POST',
    headers: { origin: ORIGIN, authorization: `Bearer ${adminToken}` },
  });
  return response.status;
}

async function register(email: string): Promise<string> {
  const { body } = await submitRegistration({
    ...participant(email),
    ...tierFields(ATTENDEE),
  });
  return String(body.id);
}

describe('the mail delivery log', () => {
  it('of a registration that does not exist is not found, not an empty log', async () => {
    const response = await fetch(`${SITE_URL}/api/admin/registrations/${UNKNOWN_ID}/mail`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: REGISTRATION_NOT_FOUND });
  });

  it('shows a delivered mail as SUCCESS, and will not send it again', async () => {
    const id = await register(`delivered-${Date.now()}@example.org`);
    await vi.waitFor(async () => expect((await mailLog(id)).rows[0]?.state).toBe('SUCCESS'), { timeout: 10_000 });
    const [row] = (await mailLog(id)).rows;
    expect(row).toMatchObject({ event: 'verify-email-1', attempts: 1, error: null });
    expect(await resend(String(row?.id))).toBe(409);
  });

  it('shows a bounced mail with its error and sends it again on request', async () => {
    const id = await register(`nobody-${Date.now()}@${BOUNCING_DOMAIN}`);
    await vi.waitFor(async () => expect((await mailLog(id)).rows[0]?.state).toBe('ERROR'), { timeout: 10_000 });
    const [row] = (await mailLog(id)).rows;
    expect(row?.error).toMatch(/mailbox unavailable/);
    expect(row?.attempts).toBe(1);

    expect(await resend(String(row?.id))).toBe(200);
    await vi.waitFor(async () => expect((await mailLog(id)).rows[0]?.attempts).toBe(2), { timeout: 10_000 });
    expect((await mailLog(id)).rows[0]?.state).toBe('ERROR');
  });

  it('is for administrators only', async () => {
    const id = `${REGISTRATION_ID_PREFIX}-SEED-0000-00001`;
    expect((await mailLog(id, '')).status).toBe(401);
    expect((await mailLog(id, await idTokenFor({ admin: false }))).status).toBe(403);
  });
});
