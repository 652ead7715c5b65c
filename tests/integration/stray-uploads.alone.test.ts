// Uploads left by requests that died between storing a file and recording it (bench:rush found
// one when a worker was killed mid-upload): the daily retention job removes what no registration
// names once no request in flight could still record it, and nothing else. Alone: it looks at
// every file of the suite, and a test's upload in flight elsewhere must not be judged meanwhile.
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { describe, expect, it } from 'vitest';
import { IN_FLIGHT_MS } from '../../functions/src/domain/audit';
import { removeStrayUploads } from '../../functions/src/services/retention';
import { filesNamedBy, type FileFields } from '../../functions/src/services/registrations';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { idTokenFor } from '../support/auth';
import { groupRegistration, idCards, paidRegistration } from '../support/registration';
import { MIN_GROUP_STUDENTS } from '../../functions/src/domain/tiers';

const db = getFirestore(suiteAdminApp());
const bucket = getStorage(suiteAdminApp()).bucket();
const exists = async (path: string) => (await bucket.file(path).exists())[0];
const store = (path: string) =>
  bucket.file(path).save(Buffer.from('%PDF-1.4 stray'), { resumable: false, contentType: 'application/pdf' });

describe('uploads no registration names', { timeout: 45_000 }, () => {
  it('are removed by the retention job once past the longest request; named files stay', async () => {
    const students = Array.from({ length: MIN_GROUP_STUDENTS }, (_, index) => ({
      name: `Stray Student ${index + 1}`,
      idNumber: `STRAY-${index + 1}`,
    }));
    const id = await paidRegistration(groupRegistration(students, 'Stray Institute'), {
      adminToken: await idTokenFor({ admin: true }),
      referencePrefix: 'STRAY',
      files: idCards(students.length),
    });
    const named = filesNamedBy((await db.doc(`registrations/${id}`).get()).data() as FileFields).map((f) => f.path);
    expect(named).toHaveLength(MIN_GROUP_STUDENTS + 1);
    // What a proof upload and a registration leave when their worker dies before the record is written.
    const strays = [
      `registrations/${id}/payment-receipt-2-0badc0ffee00.pdf`,
      'registrations/ICEI25-NONE/id-card-1-00.pdf',
    ];
    await Promise.all(strays.map(store));

    // Just stored, they may be a request's in flight: kept.
    expect(await removeStrayUploads(new Date())).toBe(0);
    expect(await Promise.all(strays.map(exists))).toEqual([true, true]);

    // Past the longest request, on Storage's clock: removed, and only they.
    const removed = await removeStrayUploads(new Date(Date.now() + IN_FLIGHT_MS + 1_000));
    expect(removed).toBeGreaterThanOrEqual(strays.length);
    expect(await Promise.all(strays.map(exists))).toEqual([false, false]);
    expect(await Promise.all(named.map(exists))).toEqual(named.map(() => true));
  });
});
