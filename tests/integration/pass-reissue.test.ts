// After PASS_SECRET changed, passes are issued again: POST /api/admin/passes/reissue gives every
// verified registration whose passes no longer open new ones, mailed and audited, once.
import { createHash } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { reissueReportSchema } from '../../functions/src/domain/api/pass-reissue';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { derivePassCode } from '../../functions/src/services/passes';
import { sentMail } from '../support/inbox';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { idTokenFor, signInAgain } from '../support/auth';
import { paidRegistration, participant } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
const hash = (code: string) => createHash('sha256').update(code).digest('hex');
const codesIn = (text: unknown) => [...String(text).matchAll(/\/pass\/([A-Za-z0-9_-]{22})\b/g)].map((m) => m[1] ?? '');
let adminToken = '';

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

/** The registration's passes as a deploy under an earlier PASS_SECRET would have stored them. */
async function issuedUnderAnOldSecret(id: string): Promise<string> {
  const stored = await db.collection('passes').where('registrationId', '==', id).get();
  expect(stored.size).toBe(1);
  const pass = stored.docs[0]?.data() ?? {};
  const oldCode = derivePassCode('a-secret-since-rotated', id, 'registrant', Number(pass.passEpoch));
  await db.doc(`passes/${hash(oldCode)}`).set(pass);
  await stored.docs[0]?.ref.delete();
  return oldCode;
}

describe('reissuing passes after the key changed', () => {
  // A paid registration (its invoice PDF, pass and mails), then two sweeps over every verified
  // registration the run has made: 60 s leaves a machine three times slower room (docs/development.md,
  // "Timeouts and why").
  it(
    'mails new passes to registrations whose passes no longer open, audited, and only once',
    { timeout: 60_000 },
    async () => {
      const id = await paidRegistration(
        { ...participant(), ...tierFields(individualTier({ ieee: false })) },
        { adminToken, referencePrefix: 'REISSUE' },
      );
      const oldCode = await issuedUnderAnOldSecret(id);
      expect((await callApi('GET', `/api/passes/${oldCode}`)).status).toBe(404);

      const reissue = async () =>
        callApi('POST', '/api/admin/passes/reissue', { token: await signInAgain(adminToken) });
      const first = await reissue();
      expect(first.status).toBe(200);
      expect(dataBody(reissueReportSchema).parse(await first.json()).data.reissued).toBeGreaterThanOrEqual(1);

      const [newCode] = codesIn((await sentMail(`mail/${id}-passes-reissued-1`)).text);
      expect(newCode).toBeDefined();
      expect((await callApi('GET', `/api/passes/${newCode}`)).status).toBe(200);
      expect((await callApi('GET', `/api/passes/${oldCode}`)).status).toBe(404);
      expect((await db.doc(`passes/${hash(oldCode)}`).get()).exists).toBe(false);
      expect((await db.doc(`registrations/${id}/audit/passes-reissued-1`).get()).get('by')).toMatch(/^admin-/);

      expect((await reissue()).status).toBe(200);
      expect((await db.doc(`mail/${id}-passes-reissued-2`).get()).exists).toBe(false);
    },
  );

  it('is for administrators only', async () => {
    const desk = await idTokenFor({ admin: false, checkin: true });
    expect((await callApi('POST', '/api/admin/passes/reissue', { token: desk })).status).toBe(403);
  });
});
