// The mail delivery log: the suite's stand-in for the Trigger Email extension records SUCCESS,
// or ERROR for bounce.example, and sends again a failed mail an administrator retries.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_ID_PREFIX } from '../../functions/src/domain/registration-id';
import { SITE_URL } from '../../scripts/suite/config';
import { BOUNCING_DOMAIN } from '../../scripts/suite/config';
import { ORIGIN } from '../support/api';
import { idTokenFor } from '../support/auth';
import { participant, submitRegistration } from '../support/registration';
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
