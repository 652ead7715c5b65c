// A certificate of participation stored as the function stores one (services/certificates.ts,
// issueCertificate), for tests of what reads certificates in an edition that issues none yet.
import { getFirestore } from 'firebase-admin/firestore';
import { suiteAdminApp } from '../../scripts/suite/admin';

export async function storeCertificate(certificate: {
  code: string;
  registrationId: string;
  name: string;
  organization: string;
  issuedAt?: Date;
  expiresAt?: Date;
}): Promise<void> {
  const issuedAt = certificate.issuedAt ?? new Date();
  await getFirestore(suiteAdminApp())
    .doc(`certificates/${certificate.registrationId}_registrant`)
    .set({
      person: 'registrant',
      paperIds: [],
      ...certificate,
      issuedAt,
      expiresAt: certificate.expiresAt ?? new Date(issuedAt.getTime() + 86_400_000),
    });
}
