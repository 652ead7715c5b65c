// Entry passes (docs/api.md, "Entry passes and check-in"): every person of a registration whose
// payment is verified has one, the registrant and, for a student group, each student. A pass code is derived, never stored: an
// HMAC of `${registrationId}|${person}|${passEpoch}` under the function's PASS_SECRET
// (services/passes.ts), of which only a hash becomes a document id. The epoch counts the
// registration's payment verifications and the renewals of its passes, so an undone and repeated
// verification, or a corrected e-mail address, gives new codes.
import { z } from './zod';
import { PASS_CODE_MALFORMED } from './messages';
import { getTier, type TierId } from './tiers';

/** Who a pass is for: the registrant (a group's coordinator), or the n-th student of a group (from 1). */
export type PassPerson = 'registrant' | `student-${number}`;

export const REGISTRANT: PassPerson = 'registrant';

const STUDENT_PERSON = /^student-([1-9][0-9]{0,2})$/;

export function isPassPerson(value: unknown): value is PassPerson {
  return typeof value === 'string' && (value === REGISTRANT || STUDENT_PERSON.test(value));
}

/** "student-3" → 3; the registrant → null. */
export function studentNumberOf(person: PassPerson): number | null {
  const match = STUDENT_PERSON.exec(person);
  return match ? Number(match[1]) : null;
}

/**
 * 128 bits (16 bytes) in base64url without padding: 22 characters, the last of which carries only
 * two bits, so it is one of A, Q, g or w. Anything else is not a code we issued, and is refused
 * before it becomes part of a document path.
 */
const PASS_CODE = /^[A-Za-z0-9_-]{21}[AQgw]$/;
export const PASS_CODE_BYTES = 16;

export function isPassCode(value: unknown): value is string {
  return typeof value === 'string' && PASS_CODE.test(value);
}

/** A pass's page on the site, the address its QR code and its links hold. */
export const passPath = (code: string) => `/pass/${code}`;

/** Whether `path` is a pass's page, of a code that could be ours. */
export function isPassPath(path: string): boolean {
  return path.startsWith(passPath('')) && isPassCode(path.slice(passPath('').length));
}

export const passCodeSchema = z.string({ error: PASS_CODE_MALFORMED }).refine(isPassCode, PASS_CODE_MALFORMED);

/** What a registration counts that its passes' epoch is made of. */
export interface PassEpochSource {
  /** How many times its payment was verified (or a complimentary registration admitted). */
  paymentVerifications?: number;
  /** How many times its passes were issued anew without a verification: its e-mail address corrected. */
  passRenewals?: number;
}

/**
 * The epoch of a registration's current passes. Each verification and each renewal adds one, so
 * the epoch only grows and no code issued before, to whichever address, opens again.
 */
export const passEpochOf = (record: PassEpochSource): number =>
  (record.paymentVerifications ?? 0) + (record.passRenewals ?? 0);

/** What the HMAC is computed over: one message per registration, person and epoch. */
export function passMessage(registrationId: string, person: PassPerson, passEpoch: number): string {
  return `${registrationId}|${person}|${passEpoch}`;
}

/** What a registration holds that its passes are made of. */
export interface PassSource {
  id: string;
  firstName: string;
  lastName: string;
  organization: string;
  registrationTier: TierId;
  instituteName?: string | null | undefined;
  students?: readonly { name: string }[] | null | undefined;
}

/** The one who wears a pass, as the pass page, the desk and the badge show them. */
export interface PassHolder {
  registrationId: string;
  person: PassPerson;
  name: string;
  organization: string;
  tierId: TierId;
}

/** Everyone a registration admits, the registrant first, then each student in the group's order. */
export function passHoldersOf(record: PassSource): PassHolder[] {
  const common = { registrationId: record.id, tierId: record.registrationTier };
  const registrant: PassHolder = {
    ...common,
    person: REGISTRANT,
    name: `${record.firstName} ${record.lastName}`.trim(),
    organization: record.organization,
  };
  const students = (record.students ?? []).map((student, index): PassHolder => ({
    ...common,
    person: `student-${index + 1}`,
    name: student.name,
    // A group's students come from its institute; the coordinator's own organization is theirs.
    organization: record.instituteName || record.organization,
  }));
  return [registrant, ...students];
}

/** One person of a registration, or null when it has no such person (a student number past the group). */
export function passHolderOf(record: PassSource, person: PassPerson): PassHolder | null {
  return passHoldersOf(record).find((holder) => holder.person === person) ?? null;
}

/** The tier as the edition names it; a tier it no longer offers keeps its id. */
export function tierLabelOf(tierId: TierId): string {
  try {
    return getTier(tierId).label;
  } catch {
    return tierId;
  }
}

/** The document id of one person's check-in on one conference day: at most one can be created. */
export function checkInId(registrationId: string, person: PassPerson, day: string): string {
  return `${registrationId}_${person}_${day}`;
}
