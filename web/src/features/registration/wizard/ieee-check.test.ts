import { afterEach, describe, expect, it, vi } from 'vitest';
import { IEEE_UNAVAILABLE } from '@domain/messages';
import { checkIeeeMembership } from './ieee-check';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('checkIeeeMembership', () => {
  it('is null for an active member', async () => {
    answer(200, { success: true, MemberStatus: 'Active' });
    expect(await checkIeeeMembership('90000001')).toBeNull();
  });

  it.each([400, 401, 429])('shows the server’s own message when it refuses with %i', async (status) => {
    answer(status, { success: false, error: `Refused with ${status}.` });
    expect(await checkIeeeMembership('90000001')).toBe(`Refused with ${status}.`);
  });

  it.each([500, 502, 503])('says "try again later" when the check itself failed (%i)', async (status) => {
    answer(status, { success: false, error: 'Upstream said something technical.' });
    expect(await checkIeeeMembership('90000001')).toBe(IEEE_UNAVAILABLE);
  });

  it('says "try again later" when nothing answered', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await checkIeeeMembership('90000001')).toBe(IEEE_UNAVAILABLE);
  });
});
