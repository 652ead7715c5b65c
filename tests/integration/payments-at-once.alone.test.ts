// Payment uploads, and verifications, of one registration at once (AT_ONCE of each), through
// Hosting: each ends in one consistent state. They run by themselves (`.alone`): the Functions
// emulator starts a process for each request in flight, and twenty at once beside the browser tests
// took most of a minute, against seconds on a machine not otherwise busy
// (docs/development.md, "Timeouts and why").
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_BUSY } from '../../functions/src/domain/messages';
import { PROOF_UPLOADS_PER_HOUR } from '../../functions/src/domain/limits';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { idTokenFor } from '../support/auth';
import { AT_ONCE, AT_ONCE_TIMEOUT_MS } from '../support/contention';
import { participant, PDF, registrationWithVerifiedEmail, uploadProof, verifyPayment } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const ATTENDEE_DATA = () => ({ ...participant(), ...tierFields(individualTier({ ieee: false })) });
const db = getFirestore(suiteAdminApp());
let adminToken = '';

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

describe(`${AT_ONCE} payment uploads at once`, () => {
  it(
    'end in one consistent state, within the hourly cap: every accepted upload has its proof, audit entry, mail and file, no others',
    async () => {
      // More at once than the cap allows, so that the cap itself is raced.
      expect(AT_ONCE).toBeGreaterThan(PROOF_UPLOADS_PER_HOUR);
      const id = await registrationWithVerifiedEmail(ATTENDEE_DATA());
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, n) =>
          uploadProof({ registrationId: id, paymentReferenceId: `REF-${n}` }, { data: PDF, name: `r${n}.pdf` }),
        ),
      );
      const accepted = answers.filter((answer) => answer.status === 200).length;
      expect(accepted).toBeGreaterThanOrEqual(1);
      // The cap holds under concurrency: it is checked on the version of the record that the write recording a proof is conditional on.
      expect(accepted).toBeLessThanOrEqual(PROOF_UPLOADS_PER_HOUR);
      // A refused one says so (saved at the same moment, the cap, or 503: Firestore gave up under
      // lock contention and nothing was changed); none fails any other way.
      expect(answers.filter((answer) => ![200, 409, 429, 503].includes(answer.status))).toEqual([]);
      for (const busy of answers.filter((answer) => answer.status === 503)) {
        expect(busy.body).toEqual({ success: false, error: SERVER_BUSY });
      }

      const record = (await db.doc(`registrations/${id}`).get()).data();
      expect(record?.paymentVerified).toBe(false);
      expect(record?.paymentProofs).toHaveLength(accepted);
      const last = record?.paymentProofs[accepted - 1];
      expect(record?.paymentReferenceId).toBe(last.paymentReferenceId);
      expect(record?.receipt.path).toBe(last.receipt.path);

      const audit = await db.collection(`registrations/${id}/audit`).where('event', '==', 'upload-proof').get();
      expect(audit.size).toBe(accepted);
      const mails = await db.collection('mail').where('registrationId', '==', id).get();
      expect(mails.docs.filter((doc) => doc.id.includes('proof-received')).length).toBe(accepted);
      const [files] = await getStorage(suiteAdminApp())
        .bucket()
        .getFiles({ prefix: `registrations/${id}/payment-receipt-` });
      expect(files.map((file) => file.name).sort()).toEqual(
        record?.paymentProofs.map((proof: { receipt: { path: string } }) => proof.receipt.path).sort(),
      );
    },
    AT_ONCE_TIMEOUT_MS,
  );
});

describe('verifying a payment', () => {
  it(
    `marks the payment verified once, even when ${AT_ONCE} calls arrive together`,
    async () => {
      const id = await registrationWithVerifiedEmail(ATTENDEE_DATA());
      await uploadProof({ registrationId: id, paymentReferenceId: 'REF-1' }, { data: PDF, name: 'a.pdf' });
      const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => verifyPayment(id, adminToken)));
      // Each is verified, or told to try again (503: Firestore gave up under lock contention within
      // the function's budget, nothing changed), as resends and uploads are; none fails another way.
      expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
      const busy = answers.filter((answer) => answer.status === 503);
      for (const answer of busy) expect(answer.body).toEqual({ success: false, error: SERVER_BUSY });
      // Each tries again afterwards and is answered as done: verifying is idempotent.
      for (let retry = 0; retry < busy.length; retry += 1) {
        expect((await verifyPayment(id, adminToken)).status).toBe(200);
      }
      const record = (await db.doc(`registrations/${id}`).get()).data();
      expect(record?.paymentVerified).toBe(true);
      expect(record?.paymentVerifiedBy.email).toMatch(/^admin-/);
      const audit = await db.collection(`registrations/${id}/audit`).where('event', '==', 'verify-payment').get();
      expect(audit.size).toBe(1);
      const mails = await db
        .collection('mail')
        .where('registrationId', '==', id)
        .where('event', '==', 'payment-verified-1')
        .get();
      expect(mails.size).toBe(1);
    },
    AT_ONCE_TIMEOUT_MS,
  );
});
