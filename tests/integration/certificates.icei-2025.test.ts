// ICEI 2025 does not name yet who signs its certificates or which logos they carry (the spec names
// no one): certificates are refused, saying what is missing, and none is issued or mailed. When the
// organisers add them to editions/icei-2025/edition.ts, the first assertion fails on purpose: this
// edition then gets what certificates.fixture-2031.test.ts tests.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { certificatesStatusSchema } from '../../functions/src/domain/api/certificates';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { CERTIFICATE_FACTS } from '../../functions/src/domain/certificate';
import { CERTIFICATE_NOT_READY } from '../../functions/src/domain/messages';
import { certificatesIncomplete } from '../../functions/src/domain/admin-messages';
import { CERTIFICATES_OPEN_ON, venueInstant } from '../../functions/src/domain/venue-time';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callForFile as call } from '../support/api';
import { idTokenFor } from '../support/auth';
import { asOf, ON_FIRST_DAY } from '../support/clock';
import { heldLinkKey, keyed, paidRegistration, participant } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
const AFTER_CONFERENCE = asOf(venueInstant(CERTIFICATES_OPEN_ON, 10));
let adminToken = '';
let attendedId = '';

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
  attendedId = await paidRegistration(
    { ...participant(), ...tierFields(individualTier({ ieee: true })) },
    { adminToken, referencePrefix: 'NOCERT' },
  );
  const checkIn = await call('POST', '/api/admin/check-in', {
    token: adminToken,
    json: { registrationId: attendedId },
    headers: ON_FIRST_DAY,
  });
  expect(checkIn.status).toBe(200);
});

describe('certificates, while the edition does not name who signs them', () => {
  it('the edition lacks its signatories and logos', () => {
    expect(CERTIFICATE_FACTS).toEqual({
      complete: false,
      missing: ['the signatories (names, titles and signatures)', 'the logos'],
    });
  });

  it('the administrator is told what is missing, and sending is refused with that sentence', async () => {
    const status = await call('GET', '/api/admin/certificates', { token: adminToken, headers: AFTER_CONFERENCE });
    const { missing } = dataBody(certificatesStatusSchema).parse(status.json).data;
    const send = await call('POST', '/api/admin/certificates/send', { token: adminToken, headers: AFTER_CONFERENCE });
    expect(send.status).toBe(409);
    expect(send.json).toEqual({ success: false, error: certificatesIncomplete(missing) });
    expect((await db.doc(`mail/${attendedId}-certificate`).get()).exists).toBe(false);
  });

  it('a person who attended is told the certificate is not ready, and none is issued', async () => {
    const path = keyed(
      `/api/registrations/${attendedId}/certificate.pdf`,
      await heldLinkKey(attendedId, AFTER_CONFERENCE),
    );
    const download = await call('GET', path, { headers: AFTER_CONFERENCE });
    expect(download.status).toBe(409);
    expect(download.json).toEqual({ success: false, error: CERTIFICATE_NOT_READY });
    expect((await db.collection('certificates').where('registrationId', '==', attendedId).get()).size).toBe(0);
  });
});
