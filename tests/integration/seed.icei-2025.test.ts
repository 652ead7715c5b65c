// The suite starts with one sample registration in each state of the lifecycle, so a newcomer
// can try the status page and the admin pages at once (docs/development.md lists them).
import { describe, expect, it } from 'vitest';
import { SITE_URL } from '../../scripts/suite/config';
import { idTokenFor } from '../support/auth';
import { derivePassCode } from '../../functions/src/services/passes';
import { suitePassSecret } from '../../scripts/suite/seed';
import { admin } from '../support/admin-command';

async function publicRecord(id: string) {
  const response = await fetch(`${SITE_URL}/api/registrations/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { verified: boolean; paymentVerified?: boolean } }).data;
}

describe('seed data', () => {
  it.each([
    ['ICEI25-SEED-0000-00001', false, undefined],
    ['ICEI25-SEED-0000-00002', true, undefined],
    ['ICEI25-SEED-0000-00003', true, false],
    ['ICEI25-SEED-0000-00004', true, true],
  ])('%s is verified=%s, paymentVerified=%s', async (id, verified, paymentVerified) => {
    const data = await publicRecord(id);
    expect(data.verified).toBe(verified);
    expect(data.paymentVerified).toBe(paymentVerified);
  });

  it('finds a seeded registration by its ID typed loosely (lower case, O for 0)', async () => {
    const data = await publicRecord('icei25-seed-0000-oooo3');
    expect(data.paymentVerified).toBe(false);
  });

  it('has the seeded receipt in storage for administrators', async () => {
    const token = await idTokenFor({ admin: true });
    const response = await fetch(
      `${SITE_URL}/backend/uploads/ICEI25-SEED-0000-00003/payment-receipt-5eed00000003.pdf`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(response.status).toBe(200);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('gives the verified sample its entry pass, the one docs/development.md links', async () => {
    const code = derivePassCode(suitePassSecret(), 'ICEI25-SEED-0000-00004', 'registrant', 1);
    expect(code).toBe('5ov3ECsUTYUGcfIYTG3a_g');
    const response = await fetch(`${SITE_URL}/api/passes/${code}`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { name: string; organization: string } };
    expect(data).toMatchObject({ name: expect.stringContaining('Rahul Desai'), organization: 'IIT Dharwad' });
    // A pass names its holder and opens nothing else: no registration ID.
    expect(JSON.stringify(data)).not.toContain('ICEI25-SEED-0000-00004');
  });

  it('is whole as the product would have made it: the audit names none of the samples', async () => {
    const { lines } = await admin('audit');
    expect(lines.filter((line) => line.includes('ICEI25-SEED-'))).toEqual([]);
  });
});
