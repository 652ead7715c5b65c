// The registration desk: one check-in per person per conference day, however many desks
// scan the same pass at the same moment. The check-in document's id is the person and the day,
// and it is created in a transaction that also reads the pass and the registration, so exactly
// one desk creates it and every other is told who checked the person in, when and where.
import type { CheckInTarget } from '../domain/api/check-in';
import { nameMatches } from '../domain/admin-search';
import { CHECK_IN_SEARCH_LIMIT } from '../domain/api/check-in';
import { DomainError } from '../domain/errors';
import { stateOf } from '../domain/lifecycle';
import { CHECK_IN_PERSON_UNKNOWN, REGISTRATION_NOT_FOUND } from '../domain/messages';
import { passHolderOf, passHoldersOf, type PassHolder } from '../domain/passes';
import { sortedQuery } from './admin-queries';
import {
  auditOf,
  checkInDoc,
  checkIns,
  passDoc,
  registrationDoc,
  selectFields,
  type StoredCheckIn,
} from './collections';
import { retryOnContention } from './contention';
import { firestore } from './firebase';
import { opensWithCurrentSecret } from './passes';
import { isAlreadyExists, type AuditEntry, type RegistrationRecord } from './registrations';
import { currentTime } from '../clock';

export type CheckInOutcome =
  | { result: 'unknown-pass' }
  | { result: 'payment-not-verified'; holder: PassHolder }
  | { result: 'checked-in' | 'already-checked-in'; holder: PassHolder; checkIn: StoredCheckIn };

export interface CheckInRequest {
  target: CheckInTarget;
  /** The conference day at the venue (domain/venue-time, conferenceDayAt). */
  day: string;
  by: string;
  desk: string | undefined;
}

/** The audit entry's id: one per person and day, so a check-in cannot be audited twice. */
const auditIdOf = (checkIn: Pick<StoredCheckIn, 'person' | 'day'>) => `checked-in-${checkIn.person}-${checkIn.day}`;

function checkInOnce(request: CheckInRequest): Promise<CheckInOutcome> {
  const { target, day, by, desk } = request;
  const byCode = 'code' in target;
  return firestore().runTransaction(async (tx): Promise<CheckInOutcome> => {
    let who: { registrationId: string; person: PassHolder['person'] };
    if (byCode) {
      const pass = (await tx.get(passDoc(target.code))).data();
      if (!pass || !opensWithCurrentSecret(target.code, pass)) return { result: 'unknown-pass' };
      who = pass;
    } else {
      who = target;
    }
    const registration = registrationDoc(who.registrationId);
    const record = (await tx.get(registration)).data();
    // A pass outliving its registration or its person is no pass.
    if (!record) {
      if (byCode) return { result: 'unknown-pass' };
      throw new DomainError('not-found', REGISTRATION_NOT_FOUND);
    }
    const holder = passHolderOf(record, who.person);
    if (!holder) {
      if (byCode) return { result: 'unknown-pass' };
      throw new DomainError('not-found', CHECK_IN_PERSON_UNKNOWN);
    }
    if (stateOf(record) !== 'payment-verified') return { result: 'payment-not-verified', holder };
    const ref = checkInDoc(holder.registrationId, holder.person, day);
    const earlier = (await tx.get(ref)).data();
    if (earlier) return { result: 'already-checked-in', holder, checkIn: earlier };
    const checkIn: StoredCheckIn = {
      registrationId: holder.registrationId,
      person: holder.person,
      day,
      at: currentTime(),
      by,
      desk: desk ?? null,
      name: holder.name,
      tierId: holder.tierId,
    };
    // create(), not set(): should two transactions both find no check-in, the second commit fails.
    tx.create(ref, checkIn);
    tx.create(auditOf(registration).doc(auditIdOf(checkIn)), {
      event: 'checked-in',
      from: 'payment-verified',
      to: 'payment-verified',
      at: checkIn.at,
      by,
      detail: { person: holder.person, name: holder.name, day, ...(desk ? { desk } : {}) },
    } satisfies AuditEntry);
    return { result: 'checked-in', holder, checkIn };
  });
}

/** Checks a person in for the day, once; a repeated or concurrent call is told of the first one. */
export async function checkInPerson(request: CheckInRequest): Promise<CheckInOutcome> {
  try {
    return await retryOnContention(() => checkInOnce(request));
  } catch (error) {
    // Another desk's check-in committed between this one's read and its commit: read it now.
    if (!isAlreadyExists(error)) throw error;
    return retryOnContention(() => checkInOnce(request));
  }
}

export interface DeskSearchResult {
  record: RegistrationRecord;
  persons: { holder: PassHolder; checkIn: StoredCheckIn | null }[];
}

/**
 * Registrations whose registrant's or students' names, e-mail address or registration ID match `q`
 * (the administrators' search, domain/admin-search), newest first, with each person's check-in of
 * `day`. The people whose own name was searched for come first: a student of a group of 50 is at
 * the top of the desk's list, not somewhere in it.
 */
export async function searchForDesk(q: string, day: string): Promise<DeskSearchResult[]> {
  const snapshot = await sortedQuery({ q, order: 'desc' }).limit(CHECK_IN_SEARCH_LIMIT).get();
  const records = snapshot.docs.map((doc) => doc.data());
  if (records.length === 0) return [];
  // Equalities only: served by single-field indexes. At most 10 IDs, within what `in` takes.
  const found = await checkIns()
    .where('day', '==', day)
    .where(
      'registrationId',
      'in',
      records.map((record) => record.id),
    )
    .get();
  const checkInOf = new Map(found.docs.map((doc) => [`${doc.get('registrationId')}|${doc.get('person')}`, doc.data()]));
  return records.map((record) => {
    const persons = passHoldersOf(record).map((holder) => ({
      holder,
      checkIn: checkInOf.get(`${holder.registrationId}|${holder.person}`) ?? null,
    }));
    const searched = persons.filter(({ holder }) => nameMatches(holder.name, q));
    return { record, persons: [...searched, ...persons.filter((person) => !searched.includes(person))] };
  });
}

type CheckInRow = Pick<StoredCheckIn, 'registrationId' | 'person' | 'day' | 'at' | 'tierId'>;

/** Every check-in so far, a projection of what the figures and the CSV need (no names). */
export async function allCheckIns(): Promise<CheckInRow[]> {
  const snapshot = await selectFields<CheckInRow>(checkIns(), 'registrationId', 'person', 'day', 'at', 'tierId').get();
  return snapshot.docs.map((doc) => doc.data());
}
