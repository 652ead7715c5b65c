// Legal holds: records under proceedings (an audit, an assessment, a dispute) are kept until the
// hold is released, whatever their retention says (CGST Act s. 36 keeps accounts "till the
// disposal" of proceedings; DPDP Act s. 8(7) allows what the law requires). A hold is placed on a
// registration or a sponsor by its ID, with the reason, by an operator (`npm run admin -- hold`):
// - its invoices, credit notes, refund and erasure record stop expiring (their TTL field is set
//   aside in `heldExpiresAt`, and put back on release);
// - the registration is not erased, on request or by the retention job, nor are its files or the
//   copies of the mails sent about it.
// `legalHolds/{id}` holds the ID, the reason and who placed it, and goes when the hold is released.
import { FieldValue } from 'firebase-admin/firestore';
import { DomainError } from '../domain/errors';
import { legalHoldNotFound, legalHoldOwnerInvalid } from '../domain/messages';
import { isRegistrationId } from '../domain/registration-id';
import { isSponsorId } from '../domain/sponsorship';
import { creditNotes, erasures, invoices, legalHolds, refunds } from './collections';
import { firestore } from './firebase';

/** The owner's records that expire: its invoices and credit notes, and a registration's refund and erasure record. */
async function expiringRecordsOf(ownerId: string) {
  const sponsor = isSponsorId(ownerId);
  const [issued, credited, refund, erasure] = await Promise.all([
    (sponsor ? invoices().where('sponsorId', '==', ownerId) : invoices().where('registrationId', '==', ownerId)).get(),
    (sponsor
      ? creditNotes().where('sponsorId', '==', ownerId)
      : creditNotes().where('registrationId', '==', ownerId)
    ).get(),
    sponsor ? null : refunds().doc(ownerId).get(),
    sponsor ? null : erasures().doc(ownerId).get(),
  ]);
  const present = <T extends { exists: boolean }>(doc: T | null): T[] => (doc?.exists ? [doc] : []);
  return { issued: issued.docs, credited: credited.docs, refund: present(refund), erasure: present(erasure) };
}

const countOf = (records: Awaited<ReturnType<typeof expiringRecordsOf>>) =>
  records.issued.length + records.credited.length + records.refund.length + records.erasure.length;

function checkedOwner(ownerId: string): string {
  if (!isRegistrationId(ownerId) && !isSponsorId(ownerId))
    throw new DomainError('bad-request', legalHoldOwnerInvalid(ownerId));
  return ownerId;
}

/**
 * Places a hold (or renews its reason): every record of the owner that would expire is kept. The
 * owner need not exist any more: an erased registration's invoices and erasure record are held.
 * Each write names its collection, so that the deploy check sees which TTL policies it touches.
 */
export async function placeLegalHold(ownerId: string, reason: string, by: string, at: Date): Promise<number> {
  const id = checkedOwner(ownerId);
  const records = await expiringRecordsOf(id);
  const batch = firestore().batch();
  batch.set(legalHolds().doc(id), { reason, by, since: at });
  // A record held already (a renewed hold) has no expiry to set aside: it keeps the one it has aside.
  const expiry = (doc: { get(field: string): unknown }) => doc.get('expiresAt') as Date | undefined;
  for (const doc of records.issued) {
    const until = expiry(doc);
    if (until) batch.update(invoices().doc(doc.id), { heldExpiresAt: until, expiresAt: FieldValue.delete() });
  }
  for (const doc of records.credited) {
    const until = expiry(doc);
    if (until) batch.update(creditNotes().doc(doc.id), { heldExpiresAt: until, expiresAt: FieldValue.delete() });
  }
  for (const doc of records.refund) {
    const until = expiry(doc);
    if (until) batch.update(refunds().doc(doc.id), { heldExpiresAt: until, expiresAt: FieldValue.delete() });
  }
  for (const doc of records.erasure) {
    const until = expiry(doc);
    if (until) batch.update(erasures().doc(doc.id), { heldExpiresAt: until, expiresAt: FieldValue.delete() });
  }
  await batch.commit();
  return countOf(records);
}

/** Releases a hold: each record expires again when it would have; a record already past that goes at once. */
export async function releaseLegalHold(ownerId: string): Promise<number> {
  const id = checkedOwner(ownerId);
  const hold = await legalHolds().doc(id).get();
  if (!hold.exists) throw new DomainError('not-found', legalHoldNotFound(id));
  const records = await expiringRecordsOf(id);
  const batch = firestore().batch();
  const setAside = (doc: { get(field: string): unknown }) => doc.get('heldExpiresAt') as Date | undefined;
  for (const doc of records.issued) {
    const until = setAside(doc);
    if (until) batch.update(invoices().doc(doc.id), { expiresAt: until, heldExpiresAt: FieldValue.delete() });
  }
  for (const doc of records.credited) {
    const until = setAside(doc);
    if (until) batch.update(creditNotes().doc(doc.id), { expiresAt: until, heldExpiresAt: FieldValue.delete() });
  }
  for (const doc of records.refund) {
    const until = setAside(doc);
    if (until) batch.update(refunds().doc(doc.id), { expiresAt: until, heldExpiresAt: FieldValue.delete() });
  }
  for (const doc of records.erasure) {
    const until = setAside(doc);
    if (until) batch.update(erasures().doc(doc.id), { expiresAt: until, heldExpiresAt: FieldValue.delete() });
  }
  batch.delete(hold.ref);
  await batch.commit();
  return countOf(records);
}

/** The IDs under a hold now (few: each is a case). */
export async function heldIds(): Promise<Set<string>> {
  return new Set((await legalHolds().select().get()).docs.map((doc) => doc.id));
}
