// Legal holds: records under proceedings (an audit, an assessment, a dispute) are kept until the
// hold is released, whatever their retention says (CGST Act s. 36 keeps accounts "till the
// disposal" of proceedings; DPDP Act s. 8(7) allows what the law requires). A hold is placed on a
// registration or a sponsor by its ID, with the reason, by an operator (`npm run admin -- hold`):
// - its invoices, credit notes, refund and erasure record stop expiring (their TTL field is set
//   aside in `heldExpiresAt`, and put back on release);
// - the registration is not erased, on request or by the retention job, nor are its files.
// `legalHolds/{id}` holds the ID, the reason and who placed it, and goes when the hold is released.
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { DomainError } from '../domain/errors';
import { legalHoldNotFound, legalHoldOwnerInvalid } from '../domain/messages';
import { isRegistrationId } from '../domain/registration-id';
import { isSponsorId } from '../domain/sponsorship';
import { creditNotes, erasures, invoices, legalHolds, refunds } from './collections';
import { firestore } from './firebase';

/** The records a hold keeps that would otherwise expire: the owner's money documents and erasure record. */
async function expiringRecordsOf(ownerId: string): Promise<DocumentReference[]> {
  const field = isSponsorId(ownerId) ? 'sponsorId' : 'registrationId';
  const [issued, credited] = await Promise.all([
    invoices().where(field, '==', ownerId).get(),
    creditNotes().where(field, '==', ownerId).get(),
  ]);
  const singles = isSponsorId(ownerId) ? [] : [refunds().doc(ownerId), erasures().doc(ownerId)];
  const existing = (await Promise.all(singles.map((ref) => ref.get())))
    .filter((doc) => doc.exists)
    .map((doc) => doc.ref);
  return [
    ...issued.docs.map((doc) => doc.ref),
    ...credited.docs.map((doc) => doc.ref),
    ...existing,
  ] as DocumentReference[];
}

function checkedOwner(ownerId: string): string {
  if (!isRegistrationId(ownerId) && !isSponsorId(ownerId))
    throw new DomainError('bad-request', legalHoldOwnerInvalid(ownerId));
  return ownerId;
}

/**
 * Places a hold (or renews its reason): every record of the owner that would expire is kept. The
 * owner need not exist any more: an erased registration's invoices and erasure record are held.
 */
export async function placeLegalHold(ownerId: string, reason: string, by: string, at: Date): Promise<number> {
  const id = checkedOwner(ownerId);
  const records = await expiringRecordsOf(id);
  const batch = firestore().batch();
  batch.set(legalHolds().doc(id), { reason, by, since: at });
  for (const ref of records) {
    const data = (await ref.get()).data() as { expiresAt?: unknown } | undefined;
    // Held already (a renewed hold): its expiry is set aside once, never overwritten by nothing.
    if (data?.expiresAt !== undefined)
      batch.update(ref, { heldExpiresAt: data.expiresAt, expiresAt: FieldValue.delete() });
  }
  await batch.commit();
  return records.length;
}

/** Releases a hold: each record expires again when it would have; a record already past that goes at once. */
export async function releaseLegalHold(ownerId: string): Promise<number> {
  const id = checkedOwner(ownerId);
  const hold = await legalHolds().doc(id).get();
  if (!hold.exists) throw new DomainError('not-found', legalHoldNotFound(id));
  const records = await expiringRecordsOf(id);
  const batch = firestore().batch();
  for (const ref of records) {
    const data = (await ref.get()).data() as { heldExpiresAt?: unknown } | undefined;
    if (data?.heldExpiresAt !== undefined)
      batch.update(ref, { expiresAt: data.heldExpiresAt, heldExpiresAt: FieldValue.delete() });
  }
  batch.delete(hold.ref);
  await batch.commit();
  return records.length;
}

/** The IDs under a hold now (few: each is a case). */
export async function heldIds(): Promise<Set<string>> {
  return new Set((await legalHolds().select().get()).docs.map((doc) => doc.id));
}
