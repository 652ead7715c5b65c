// A legal hold (services/legal-holds.ts, which `npm run admin -- hold` and `release` call): the
// registration's invoice stops expiring, the registration is erased neither on request nor by the
// retention job while it lasts, and on release everything expires as it would have and the
// erasure goes through, leaving no hold.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalHoldKeepsRegistration } from '../../functions/src/domain/messages';
import { eraseRegistration } from '../../functions/src/services/erasure';
import { placeLegalHold, releaseLegalHold } from '../../functions/src/services/legal-holds';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { ROOT } from '../../scripts/suite/config';
import { idTokenFor } from '../support/auth';
import { paidRegistration, participant } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
const run = promisify(execFile);
const admin = (...args: string[]) => run('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: ROOT });
let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

// One run of the command line (the erasure, which reaches the suite's Storage), as erasure.test.ts,
// with its timeout: a few seconds of CPU beside the other tests.
describe('a legal hold', { timeout: 45_000 }, () => {
  it('keeps a registration and its invoice whatever asks, until released', async () => {
    const id = await paidRegistration(
      { ...participant(), ...tierFields(individualTier({ ieee: false })) },
      { adminToken, referencePrefix: 'HOLD' },
    );
    const invoice = db.doc(`invoices/${id}_1`);
    const expiresAt = (await invoice.get()).get('expiresAt');
    expect(expiresAt).toBeDefined();

    expect(await placeLegalHold(id, 'GST audit 2026-27, notice 14', 'test', new Date())).toBe(1);
    expect((await db.doc(`legalHolds/${id}`).get()).data()).toMatchObject({ reason: 'GST audit 2026-27, notice 14' });
    const kept = (await invoice.get()).data();
    expect(kept).not.toHaveProperty('expiresAt');
    expect(kept?.heldExpiresAt).toEqual(expiresAt);

    // Neither a request nor the retention job erases it: refused before anything is touched.
    await expect(eraseRegistration(id, { by: 'test', cause: 'request', reason: 'asked by e-mail' })).rejects.toThrow(
      legalHoldKeepsRegistration(id, 'GST audit 2026-27, notice 14'),
    );
    expect(await eraseRegistration(id, { by: 'retention', cause: 'retention' })).toBe('kept');
    expect((await db.doc(`registrations/${id}`).get()).exists).toBe(true);

    // Released: the invoice expires when it would have, and the erasure goes through.
    expect(await releaseLegalHold(id)).toBe(1);
    const after = (await invoice.get()).data();
    expect(after?.expiresAt).toEqual(expiresAt);
    expect(after).not.toHaveProperty('heldExpiresAt');
    expect((await db.doc(`legalHolds/${id}`).get()).exists).toBe(false);
    // Through the command line, whose process reaches the suite's Storage, as an operator's would.
    await admin('erase', id, '--reason', 'asked by e-mail', '--yes');
    expect((await db.doc(`registrations/${id}`).get()).exists).toBe(false);
    await expect(releaseLegalHold(id)).rejects.toThrow(`${id} is under no legal hold: nothing was released.`);
  });
});
