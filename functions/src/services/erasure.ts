// Erasing a person: everything we hold about one registration goes (record, students, audit,
// claim, tokens, passes, check-ins, mails, matched bank lines, cached IEEE answers, files), and
// what the law requires of a payment stays in `erasures`, without contact details. Used by the
// administrators' erase (the CLI and the registration page) and by the retention job.
import { DomainError } from '../domain/errors';
import { legalHoldKeepsRegistration, REGISTRATION_NOT_FOUND } from '../domain/messages';
import { isRegistrationId } from '../domain/registration-id';
import {
  auditOf,
  certificates,
  checkIns,
  dataAccessTokens,
  deleteAll,
  documentIds,
  emailClaims,
  erasures,
  ieeeMemberCache,
  mails,
  passes,
  registrationDoc,
  sponsorCodes,
  statementLines,
  verificationTokens,
  type ErasureRecord,
  legalHolds,
} from './collections';
import { firestore } from './firebase';
import { deleteFilesUnder, storedFilesUnder } from './files';
import { emailKey, type RegistrationRecord } from './registrations';
import { ERASURE_RECORD_YEARS, isStaleUnverified } from '../domain/retention';
import { currentTime } from '../clock';
import { retryOnContention } from './contention';
import { forgetAuthor } from './paper-coverage';

export type ErasureCause = ErasureRecord['cause'];

/**
 * `erased` now; `already-erased` earlier (whatever was left is deleted again); `kept` when there
 * was no such registration, or `onlyIf` refused it.
 */
export type ErasureOutcome = 'erased' | 'already-erased' | 'kept';

/** What a verified payment leaves behind: amount, dates and references, nothing that names anyone. */
function paymentTrace(record: RegistrationRecord): ErasureRecord['payment'] {
  if (!record.paymentVerified && !record.paymentVerifications) return null;
  return {
    amount: record.totalAmount,
    tierId: record.registrationTier,
    registeredAt: record.createdAt,
    verifiedAt: record.paymentVerifiedAt ?? null,
    verified: record.paymentVerified === true,
    references: (record.paymentProofs ?? []).map((proof) => proof.paymentReferenceId),
  };
}

/**
 * Erases one registration. The record and its address claim go in one transaction that also
 * writes the erasure record, so nothing can update a half-erased registration; the rest is then
 * deleted by query, and a repeated call (after a crash between the two) finishes the job.
 */
export async function eraseRegistration(
  id: string,
  input: { by: string; cause: ErasureCause; reason?: string; onlyIf?: (record: RegistrationRecord) => boolean },
): Promise<ErasureOutcome> {
  if (!isRegistrationId(id)) throw new DomainError('not-found', REGISTRATION_NOT_FOUND);
  const ref = registrationDoc(id);
  const erased = await retryOnContention(() =>
    firestore().runTransaction(async (tx) => {
      const record = (await tx.get(ref)).data();
      if (!record) {
        const earlier = (await tx.get(erasures().doc(id))).data();
        return earlier ? { erasure: earlier, outcome: 'already-erased' as const } : null;
      }
      // Checked again here, so a registration that changed since the caller looked is kept.
      if (input.onlyIf && !input.onlyIf(record)) return null;
      // Under proceedings: kept whatever asks, and a person's or an operator's request told why.
      // (Said after the transaction has ended, so that it leaves no lock behind.)
      const hold = (await tx.get(legalHolds().doc(id))).data();
      if (hold) return { outcome: 'held' as const, reason: hold.reason };
      const claim = emailClaims().doc(emailKey(record.email));
      const claimed = (await tx.get(claim)).data();
      // The sponsor's code it used forgets it. A registration never verified gives its code back,
      // so its holder can register again with it; a verified one leaves it used, by nobody named.
      const code = record.sponsorCode ? sponsorCodes().doc(record.sponsorCode.code) : null;
      const codeHeld = code ? (await tx.get(code)).data()?.usedBy === id : false;
      const erasedAt = currentTime();
      const erasure: Omit<ErasureRecord, 'expiresAt'> = {
        registrationId: id,
        erasedAt,
        by: input.by,
        cause: input.cause,
        ...(input.reason ? { reason: input.reason } : {}),
        payment: paymentTrace(record),
        ieeeNumbers: ieeeNumbersOf(record),
      };
      const expiresAt = new Date(
        Date.UTC(erasedAt.getUTCFullYear() + ERASURE_RECORD_YEARS, erasedAt.getUTCMonth(), erasedAt.getUTCDate()),
      );
      tx.set(erasures().doc(id), { ...erasure, expiresAt });
      if (claimed?.registrationId === id) tx.delete(claim);
      if (code && codeHeld) tx.update(code, record.verified ? { usedBy: null } : { usedBy: null, usedAt: null });
      tx.delete(ref);
      return { erasure, outcome: 'erased' as const, email: record.email };
    }),
  );
  if (!erased) return 'kept';
  if (erased.outcome === 'held') {
    if (input.cause === 'request') throw new DomainError('conflict', legalHoldKeepsRegistration(id, erased.reason));
    return 'kept';
  }
  const { erasure, outcome } = erased;
  await deleteWhatRemains(id, {
    ieeeNumbers: erasure.ieeeNumbers,
    cause: input.cause,
    email: 'email' in erased ? erased.email : undefined,
  });
  // The member numbers were kept only to clear the cache above.
  await erasures().doc(id).update({ ieeeNumbers: [] });
  return outcome;
}

/** Everything of an erased registration outside its record and claim, deleted by query. */
async function deleteWhatRemains(
  id: string,
  { ieeeNumbers, cause, email }: { ieeeNumbers: string[]; cause: ErasureCause; email: string | undefined },
): Promise<void> {
  const ref = registrationDoc(id);
  await Promise.all([
    // The accepted list may name the person as a paper's author (domain/paper-coverage.ts); the
    // retention job, erasing every registration, then removes all the authors at once.
    ...(email && cause !== 'retention' ? [forgetAuthor(email)] : []),
    deleteAll(auditOf(ref)),
    deleteAll(verificationTokens().where('registrationId', '==', id)),
    deleteAll(dataAccessTokens().where('registrationId', '==', id)),
    deleteAll(passes().where('registrationId', '==', id)),
    deleteAll(checkIns().where('registrationId', '==', id)),
    // A certificate outlives the contact details the retention job erases (whoever is shown it can
    // still check its number); an erasure on request takes it too.
    ...(cause === 'retention' ? [] : [deleteAll(certificates().where('registrationId', '==', id))]),
    deleteAll(mails().where('registrationId', '==', id)),
    statementLines().doc(id).delete(),
    ...ieeeNumbers.map((number) => ieeeMemberCache().doc(number).delete()),
    deleteFilesUnder(`registrations/${id}/`),
  ]);
}

/**
 * After a restore (docs/deploy.md, "Restoring a backup"): an erased registration whose data came
 * back (its record, a file, a mail or a pass) is erased again. Its erasure record stays as it was
 * (who, when, why, the payment's trace) and notes when it was applied again. A restore never
 * removes documents, so `erasures/` holds every erasure made before and after the backup.
 */
export async function eraseAgain(erasure: ErasureRecord, at: Date): Promise<boolean> {
  const id = erasure.registrationId;
  if (!isRegistrationId(id)) return false;
  const ref = registrationDoc(id);
  const [record, ...others] = await Promise.all([
    ref.get(),
    documentIds(mails().where('registrationId', '==', id).limit(1)),
    documentIds(passes().where('registrationId', '==', id).limit(1)),
    storedFilesUnder(`registrations/${id}/`),
  ]);
  if (!record.exists && others.every((found) => found.length === 0)) return false;
  const restored = await retryOnContention(() =>
    firestore().runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data();
      if (!current) return null;
      const claim = emailClaims().doc(emailKey(current.email));
      const claimed = (await tx.get(claim)).data();
      const code = current.sponsorCode ? sponsorCodes().doc(current.sponsorCode.code) : null;
      const codeHeld = code ? (await tx.get(code)).data()?.usedBy === id : false;
      if (claimed?.registrationId === id) tx.delete(claim);
      if (code && codeHeld) tx.update(code, current.verified ? { usedBy: null } : { usedBy: null, usedAt: null });
      tx.delete(ref);
      return current;
    }),
  );
  await deleteWhatRemains(id, {
    ieeeNumbers: restored ? ieeeNumbersOf(restored) : [],
    cause: erasure.cause,
    email: restored?.email,
  });
  await erasures()
    .doc(id)
    .update({ erasedAgainAt: [...(erasure.erasedAgainAt ?? []), at] });
  return true;
}

/** Every erasure applied again where a restore brought its data back: the IDs erased again. */
export async function reapplyErasures(at: Date): Promise<{ erasures: number; erasedAgain: string[] }> {
  const all = (await erasures().get()).docs.map((doc) => doc.data());
  const erasedAgain: string[] = [];
  // One at a time: a restore is rare, and each erasure makes a dozen queries.
  for (const erasure of all) if (await eraseAgain(erasure, at)) erasedAgain.push(erasure.registrationId);
  return { erasures: all.length, erasedAgain };
}

function ieeeNumbersOf(record: RegistrationRecord): string[] {
  const numbers = [record.ieeeNumber, ...(record.students ?? []).map((student) => student.ieeeNumber)];
  return numbers.filter((number): number is string => typeof number === 'string' && number.length > 0);
}

/**
 * Erases a registration whose address was never verified once it is past the time it may hold
 * that address; true when it was erased (now or before), false when it still holds it.
 */
export async function eraseIfStaleUnverified(id: string, now: Date): Promise<boolean> {
  const outcome = await eraseRegistration(id, {
    by: 'retention',
    cause: 'unverified-expired',
    onlyIf: (record) => isStaleUnverified(record, now),
  });
  return outcome !== 'kept';
}
