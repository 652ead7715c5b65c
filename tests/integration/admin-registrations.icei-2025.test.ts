// The administrators' table and dashboard over the 2025 suite's seeded registrations
// (editions/icei-2025/sample/, one in each state).
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_URL } from '../../scripts/suite/config';
import { idTokenFor } from '../support/auth';

let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

async function adminGet<T>(path: string): Promise<T> {
  const response = await fetch(`${SITE_URL}${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

describe('the registrations table', () => {
  it('finds the seeded registrations by part of a name, an e-mail address or an ID', async () => {
    const found = async (q: string) =>
      (await adminGet<{ items: { id: string }[] }>(`/api/admin/registrations?${new URLSearchParams({ q })}`)).items.map(
        (row) => row.id,
      );
    expect(await found('meer')).toContain('ICEI25-SEED-0000-00003');
    expect(await found('vikram.pa')).toContain('ICEI25-SEED-0000-00002');
    expect(await found('Rahul D')).toContain('ICEI25-SEED-0000-00004');
    expect(await found('seed-0000')).toEqual(
      expect.arrayContaining([1, 2, 3, 4].map((n) => `ICEI25-SEED-0000-0000${n}`)),
    );
  });
});

describe('the dashboard figures', () => {
  it('count the seeded payment-verified registration towards the verified amount', async () => {
    const { totals } = await adminGet<{ totals: { verifiedAmount: number } }>('/api/admin/stats');
    expect(totals.verifiedAmount).toBeGreaterThan(0);
  });
});
