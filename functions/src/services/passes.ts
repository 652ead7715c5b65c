// Entry passes (domain/passes.ts): derived with PASS_SECRET, stored only as hashes, issued in the
// transaction that verifies a payment and withdrawn in the one that undoes it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { PASS_SECRET } from '../config';
import { isCancelled, stateOf } from '../domain/lifecycle';
import {
  passEpochOf,
  passHoldersOf,
  passMessage,
  PASS_CODE_BYTES,
  type PassHolder,
  type PassEpochSource,
  type PassPerson,
  type PassSource,
} from '../domain/passes';
import { passDoc, type StoredPass } from './collections';
import type { RegistrationRecord } from './registrations';

/** base64url of the first 16 bytes of HMAC-SHA256(secret, "registrationId|person|passEpoch"). */
export function derivePassCode(secret: string, registrationId: string, person: PassPerson, passEpoch: number): string {
  return createHmac('sha256', secret)
    .update(passMessage(registrationId, person, passEpoch))
    .digest()
    .subarray(0, PASS_CODE_BYTES)
    .toString('base64url');
}

/**
 * A registration admitted once more (its payment verified, or a complimentary one admitted): the
 * count of admissions, which is its audit and mail ID (`payment-verified-{count}`, so a repeated or
 * concurrent call cannot audit or mail twice), and its passes at the next epoch.
 */
export function nextAdmission(record: PassSource & PassEpochSource) {
  const count = (record.paymentVerifications ?? 0) + 1;
  return { count, event: `payment-verified-${count}`, passes: passesAt(record, passEpochOf(record) + 1) };
}

/**
 * A paid registration's passes issued anew without a verification (its e-mail address corrected):
 * the renewal's count, to store as `passRenewals`, and the passes at the next epoch.
 */
export function renewedPasses(record: PassSource & PassEpochSource) {
  const renewals = (record.passRenewals ?? 0) + 1;
  return { renewals, passes: passesAt(record, passEpochOf(record) + 1) };
}

/** A pass as it is issued: its code (for the mail, once) and whom it admits. */
export interface IssuedPass {
  code: string;
  holder: PassHolder;
  passEpoch: number;
}

/** Everyone's pass for a registration at this epoch (the registrant first, then each student). */
export function passesAt(record: PassSource, passEpoch: number, secret = PASS_SECRET.value()): IssuedPass[] {
  return passHoldersOf(record).map((holder) => ({
    code: derivePassCode(secret, record.id, holder.person, passEpoch),
    holder,
    passEpoch,
  }));
}

/**
 * Person → pass code of a registration whose payment is verified (empty otherwise), for whatever
 * shows a pass again: the acknowledgement, badges. The codes are derived, never read back.
 */
export function passCodesFor(
  record: PassSource & PassEpochSource & Pick<RegistrationRecord, 'verified' | 'paymentVerified' | 'cancellation'>,
  secret = PASS_SECRET.value(),
): Partial<Record<PassPerson, string>> {
  // A cancelled registration's passes were voided with it, whatever it paid.
  if (stateOf(record) !== 'payment-verified' || isCancelled(record)) return {};
  return Object.fromEntries(
    passesAt(record, passEpochOf(record), secret).map((pass) => [pass.holder.person, pass.code]),
  );
}

/**
 * Where the registration's current passes are stored, derived from the record like the codes
 * themselves: no query inside the transaction, whose range lock made twenty concurrent
 * verifications of one registration wait past Hosting's timeout in the emulator.
 */
export function currentPassRefs(record: PassSource & PassEpochSource): DocumentReference[] {
  return passesAt(record, passEpochOf(record)).map((pass) => passDoc(pass.code));
}

/** The writes replacePasses makes: a transaction's or a batch's. */
interface PassWrites {
  set(ref: DocumentReference<StoredPass>, pass: StoredPass): unknown;
  delete(ref: DocumentReference): unknown;
}

/** Replaces the registration's passes by `issued` (none: every pass withdrawn), in the batch or transaction. */
export function replacePasses(batch: PassWrites, stale: DocumentReference[], issued: IssuedPass[], at: Date): void {
  const kept = new Set(issued.map((pass) => passDoc(pass.code).id));
  for (const ref of stale) if (!kept.has(ref.id)) batch.delete(ref);
  for (const pass of issued) {
    const { registrationId, person, name, organization, tierId } = pass.holder;
    batch.set(passDoc(pass.code), {
      registrationId,
      person,
      name,
      organization,
      tierId,
      passEpoch: pass.passEpoch,
      createdAt: at,
    } satisfies StoredPass);
  }
}

/**
 * Whether a stored pass is the one `code` opens under the current PASS_SECRET: the code is derived
 * again and compared, so rotating the secret voids every pass issued before (docs/deploy.md).
 */
export function opensWithCurrentSecret(code: string, pass: StoredPass, secret = PASS_SECRET.value()): boolean {
  const expected = Buffer.from(derivePassCode(secret, pass.registrationId, pass.person, pass.passEpoch));
  const given = Buffer.from(code);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The pass a code opens, or null when none (never issued, withdrawn, or issued under an old secret). */
export async function findPass(code: string): Promise<StoredPass | null> {
  const pass = (await passDoc(code).get()).data();
  return pass && opensWithCurrentSecret(code, pass) ? pass : null;
}
