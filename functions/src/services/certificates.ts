// Certificates of participation: for every person checked in on some conference day, issued once
// under a number (certificates/{registrationId}_{person}), mailed once per registration after the
// conference with a link to each certificate's page, each downloadable from there and the status page.
import { randomBytes } from 'node:crypto';
import {
  CERTIFICATE_CODE_BYTES,
  certificateCodeOf,
  certifiedPapers,
  isCertificateCode,
  type CertificateInput,
} from '../domain/certificate';
import { passHolderOf, passHoldersOf, type PassHolder, type PassPerson, REGISTRANT } from '../domain/passes';
import { RETENTION_DAYS } from '../domain/retention';
import { getTier } from '../domain/tiers';
import { CONFERENCE_DAYS, venueInstant } from '../domain/venue-time';
import {
  auditOf,
  certificateDoc,
  certificates,
  checkInDoc,
  mailId,
  mails,
  registrationDoc,
  type StoredCertificate,
} from './collections';
import { allCheckIns } from './check-in';
import { firestore } from './firebase';
import { certificateMail } from './mail';
import { countMailInBatch } from './mail-quota';
import { acceptedPapers } from './paper-coverage';
import { getRegistration, isAlreadyExists, queued, type AuditEntry, type RegistrationRecord } from './registrations';
import { currentTime } from '../clock';

export type { StoredCertificate };

/** The mail's event: one certificate mail per registration, ever. */
export const CERTIFICATE_EVENT = 'certificate';

/** Registration → the persons checked in on at least one conference day. */
async function checkedInPersons(): Promise<Map<string, Set<PassPerson>>> {
  const persons = new Map<string, Set<PassPerson>>();
  for (const checkIn of await allCheckIns()) {
    const of = persons.get(checkIn.registrationId) ?? new Set<PassPerson>();
    of.add(checkIn.person);
    persons.set(checkIn.registrationId, of);
  }
  return persons;
}

async function alreadySentOf(registrationIds: readonly string[]): Promise<Set<string>> {
  if (registrationIds.length === 0) return new Set();
  const snapshots = await firestore().getAll(
    ...registrationIds.map((id) => mails().doc(mailId(id, CERTIFICATE_EVENT))),
  );
  return new Set(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.get('registrationId')));
}

/** How many registrations have a certificate, and how many of those were mailed. */
export async function certificateCounts(): Promise<{ eligible: number; alreadySent: number }> {
  const eligible = [...(await checkedInPersons()).keys()];
  return { eligible: eligible.length, alreadySent: (await alreadySentOf(eligible)).size };
}

/** Queues the mail and its audit entry together, only if that mail was never queued. */
async function queueCertificateMail(
  record: RegistrationRecord,
  persons: Set<PassPerson>,
  by: string,
): Promise<boolean> {
  const holders = passHoldersOf(record).filter((holder) => persons.has(holder.person));
  if (holders.length === 0) return false;
  const issued = await Promise.all(holders.map((holder) => issueCertificate(record, holder)));
  const mail = certificateMail({
    registrationId: record.id,
    email: record.email,
    name: record.firstName,
    certificates: issued.map((certificate) => ({ name: certificate.name, code: certificate.code })),
    group: passHoldersOf(record).length > 1,
    event: CERTIFICATE_EVENT,
  });
  const now = currentTime();
  const batch = firestore().batch();
  batch.create(mails().doc(mailId(record.id, CERTIFICATE_EVENT)), queued(mail));
  countMailInBatch(batch, mail.to, now);
  batch.create(auditOf(registrationDoc(record.id)).doc('certificate-sent'), {
    event: 'certificate-sent',
    from: 'payment-verified',
    to: 'payment-verified',
    at: now,
    by,
    detail: { persons: holders.map((holder) => holder.person) },
  } satisfies AuditEntry);
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

/** One mail per eligible registration not mailed yet; a second call sends none. */
export async function sendCertificates(by: string): Promise<{ sent: number; alreadySent: number }> {
  const persons = await checkedInPersons();
  const already = await alreadySentOf([...persons.keys()]);
  let sent = 0;
  for (const [registrationId, of] of persons) {
    if (already.has(registrationId)) continue;
    const record = await getRegistration(registrationId);
    if (record && (await queueCertificateMail(record, of, by))) sent += 1;
  }
  return { sent, alreadySent: persons.size - sent };
}

/** The persons of a registration checked in on some conference day, in the registration's order. */
export async function attendedHolders(record: RegistrationRecord): Promise<PassHolder[]> {
  const holders = passHoldersOf(record);
  const refs = holders.flatMap((holder) => CONFERENCE_DAYS.map((day) => checkInDoc(record.id, holder.person, day)));
  const snapshots = await firestore().getAll(...refs);
  const attended = new Set(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.get('person')));
  return holders.filter((holder) => attended.has(holder.person));
}

/** Whether the person was checked in on any conference day (their check-ins' ids are known). */
export async function wasCheckedIn(registrationId: string, person: PassPerson): Promise<boolean> {
  const snapshots = await firestore().getAll(...CONFERENCE_DAYS.map((day) => checkInDoc(registrationId, person, day)));
  return snapshots.some((snapshot) => snapshot.exists);
}

/**
 * What a person's certificate says: the registrant of an author tier names the papers, those on
 * the accepted list once the organisers have loaded one (domain/certificate.ts, certifiedPapers).
 */
export async function certificateOf(record: RegistrationRecord, holder: PassHolder): Promise<CertificateInput> {
  const author = holder.person === REGISTRANT && getTier(record.registrationTier).kind === 'author';
  const base = { name: holder.name, organization: holder.organization };
  if (!author) return base;
  return { ...base, paperIds: certifiedPapers(record.paperIds ?? [], await acceptedPapers(), record.email) };
}

/**
 * The person's certificate, issued now if it never was: the first issue's number, name and papers
 * stay, whoever asks again and however many ask at once (the document is created once). The name is
 * the registration's as it reads when the certificate is created, in the same transaction: a name
 * correction committed after `record` was read renamed no certificate of this person (there was
 * none), so the certificate must not take the name from before it.
 */
export async function issueCertificate(record: RegistrationRecord, holder: PassHolder): Promise<StoredCertificate> {
  const ref = certificateDoc(record.id, holder.person);
  const existing = (await ref.get()).data();
  if (existing) return existing;
  const input = await certificateOf(record, holder);
  const expiresAt = venueInstant(RETENTION_DAYS.certificatesErasedOn);
  const created = firestore().runTransaction(async (tx) => {
    const [first, current] = await Promise.all([tx.get(ref), tx.get(registrationDoc(record.id))]);
    const issued = first.data();
    if (issued) return issued;
    const now = current.data();
    const named = (now && passHolderOf(now, holder.person)) ?? holder;
    const certificate = {
      code: certificateCodeOf(randomBytes(CERTIFICATE_CODE_BYTES)),
      registrationId: record.id,
      person: holder.person,
      name: named.name,
      organization: named.organization,
      paperIds: [...(input.paperIds ?? [])],
      issuedAt: currentTime(),
    };
    // Written as a literal, so the deploy check sees the expiry its TTL policy deletes it by.
    tx.create(ref, { ...certificate, expiresAt });
    return { ...certificate, expiresAt };
  });
  // Another request created it between this one's read and its commit: theirs is the certificate.
  return created.catch(async (error: unknown) => {
    if (!isAlreadyExists(error)) throw error;
    const first = (await ref.get()).data();
    if (!first) throw error;
    return first;
  });
}

/** The certificate issued under `code`, if any; a code not of our shape is none. */
export async function findCertificate(code: string): Promise<StoredCertificate | null> {
  if (!isCertificateCode(code)) return null;
  const found = await certificates().where('code', '==', code).limit(1).get();
  return found.docs[0]?.data() ?? null;
}
