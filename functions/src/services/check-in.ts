// The registration desk: one check-in per person per conference day, however many desks
// scan the same pass at the same moment. The check-in document's id is the person and the day,
// and it is created in a transaction that also reads the pass and the registration, so exactly
// one desk creates it and every other is told who checked the person in, when and where.
//
// The transaction never reads the check-in document it creates. Firestore's server transactions
// lock what they read: were each desk to read the check-in and then create it, every desk would
// hold a read lock that every other desk's commit waits for, and ten desks at once deadlock until
// lock timeouts and retries sort them out (tens of seconds, then 503). Creating without reading
// lets one commit win; the others fail with ALREADY_EXISTS and read what the winner wrote.
import { FieldPath } from 'firebase-admin/firestore';
import type { CheckInTarget } from '../domain/api/check-in';
import { nameMatches } from '../domain/admin-search';
import { CHECK_IN_SEARCH_LIMIT, DESK_NAME_CANDIDATES } from '../domain/api/check-in';
import { DomainError } from '../domain/errors';
import { isCancelled, stateOf } from '../domain/lifecycle';
import { CHECK_IN_PERSON_UNKNOWN, NOT_CHECKED_IN, REGISTRATION_NOT_FOUND, SERVER_BUSY } from '../domain/messages';
import { isPassCode, passHolderOf, passHoldersOf, type PassHolder, type PassPerson } from '../domain/passes';
import { isRegistrationIdShape, normalizeRegistrationId } from '../domain/registration-id';
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
import { findPass, opensWithCurrentSecret } from './passes';
import { getRegistration, isAlreadyExists, type AuditEntry, type RegistrationRecord } from './registrations';
import { currentTime } from '../clock';

export type { StoredCheckIn };

export type CheckInOutcome =
  | { result: 'unknown-pass' }
  | { result: 'payment-not-verified'; holder: PassHolder }
  | { result: 'cancelled'; holder: PassHolder }
  | { result: 'checked-in' | 'already-checked-in'; holder: PassHolder; checkIn: StoredCheckIn };

export interface CheckInRequest {
  target: CheckInTarget;
  /** The conference day at the venue (domain/venue-time, conferenceDayAt). */
  day: string;
  by: string;
  desk: string | undefined;
}

/** Where a registration counts the undone check-ins of one person and day. */
const undoneKeyOf = (person: PassPerson, day: string) => `${person}_${day}`;

/**
 * The audit entry's id: one per person, day and round, so a check-in cannot be audited twice. The
 * first round's is `checked-in-{person}-{day}`; after an undo, the next check-in is `…-2`, and so on.
 */
function auditIdOf(checkIn: Pick<StoredCheckIn, 'person' | 'day'>, record: Pick<RegistrationRecord, 'checkInsUndone'>) {
  const undone = record.checkInsUndone?.[undoneKeyOf(checkIn.person, checkIn.day)] ?? 0;
  return `checked-in-${checkIn.person}-${checkIn.day}${undone === 0 ? '' : `-${undone + 1}`}`;
}

/** Who a request names, once the transaction found them: kept for the answer to a lost race. */
interface Found {
  holder?: PassHolder;
}

function checkInOnce(request: CheckInRequest, found: Found): Promise<CheckInOutcome> {
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
    // Its flags stay as they were (what was paid was paid), so the cancellation is asked first.
    if (isCancelled(record)) return { result: 'cancelled', holder };
    if (stateOf(record) !== 'payment-verified') return { result: 'payment-not-verified', holder };
    found.holder = holder;
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
    // create(), unread: if the person is already checked in for the day, the commit fails with
    // ALREADY_EXISTS and nothing of this transaction is written.
    tx.create(checkInDoc(holder.registrationId, holder.person, day), checkIn);
    tx.create(auditOf(registration).doc(auditIdOf(checkIn, record)), {
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

/**
 * How many times a check-in that lost to an existing one reads it and, should an administrator
 * have undone it in between, tries again; after the last, the desk is asked to scan again.
 */
const LOST_RACE_ROUNDS = 3;

/** Checks a person in for the day, once; a repeated or concurrent call is told of the first one. */
export async function checkInPerson(request: CheckInRequest): Promise<CheckInOutcome> {
  for (let round = 1; ; round += 1) {
    const found: Found = {};
    try {
      return await retryOnContention(() => checkInOnce(request, found));
    } catch (error) {
      if (!isAlreadyExists(error) || !found.holder) throw error;
      const { holder } = found;
      const earlier = (await checkInDoc(holder.registrationId, holder.person, request.day).get()).data();
      if (earlier) return { result: 'already-checked-in', holder, checkIn: earlier };
      if (round === LOST_RACE_ROUNDS) throw new DomainError('conflict', SERVER_BUSY, {}, 1);
    }
  }
}

export interface UndoCheckInRequest {
  registrationId: string;
  person: PassPerson;
  day: string;
  by: string;
}

/**
 * Takes back one person's check-in of one day (an administrator's correction): the check-in is
 * deleted and the registration's audit trail says who undid it and what it was, in one transaction.
 * The registration counts the undone rounds, so a later check-in of that day is audited afresh.
 */
export async function undoCheckIn(request: UndoCheckInRequest): Promise<void> {
  const { registrationId, person, day, by } = request;
  const registration = registrationDoc(registrationId);
  await retryOnContention(() =>
    firestore().runTransaction(async (tx) => {
      const record = (await tx.get(registration)).data();
      if (!record) throw new DomainError('not-found', REGISTRATION_NOT_FOUND);
      const holder = passHolderOf(record, person);
      if (!holder) throw new DomainError('not-found', CHECK_IN_PERSON_UNKNOWN);
      const ref = checkInDoc(registrationId, person, day);
      const checkIn = (await tx.get(ref)).data();
      if (!checkIn) throw new DomainError('conflict', NOT_CHECKED_IN);
      const key = undoneKeyOf(person, day);
      const round = (record.checkInsUndone?.[key] ?? 0) + 1;
      const state = stateOf(record);
      const at = currentTime();
      tx.create(auditOf(registration).doc(`check-in-undone-${person}-${day}-${round}`), {
        event: 'check-in-undone',
        from: state,
        to: state,
        at,
        by,
        detail: {
          person,
          name: holder.name,
          day,
          checkedInAt: checkIn.at.toISOString(),
          checkedInBy: checkIn.by,
          ...(checkIn.desk ? { desk: checkIn.desk } : {}),
        },
      } satisfies AuditEntry);
      tx.delete(ref);
      tx.update(registration, new FieldPath('checkInsUndone', key), round, 'updatedAt', at);
    }),
  );
}

export interface DeskSearchResult {
  record: RegistrationRecord;
  persons: { holder: PassHolder; checkIn: StoredCheckIn | null }[];
  /** Found by a pass code: its holder is the first of `persons`, the rest their group. */
  byPass: boolean;
}

/**
 * Registrations whose registrant's or students' names, e-mail address or registration ID match `q`
 * (the administrators' search, domain/admin-search), newest first, with each person's check-in of
 * `day`. The people whose own name was searched for come first: a student of a group of 50 is at
 * the top of the desk's list, not somewhere in it.
 */
export async function searchForDesk(q: string, day: string): Promise<DeskSearchResult[]> {
  // A pass code typed or pasted (a pass that will not scan) finds its holder's registration.
  const byCode = await registrationOfPass(q.trim());
  if (byCode) return withCheckInsOf([byCode.record], q, day, byCode.person);
  const snapshot = await sortedQuery({ q, order: 'desc' }).limit(CHECK_IN_SEARCH_LIMIT).get();
  return withCheckInsOf(
    snapshot.docs.map((doc) => doc.data()),
    q,
    day,
  );
}

/**
 * The desk's search for check-in staff: a pass code, a whole registration ID, or a name (the
 * registrant's or a student's, whole or the start of a word), never an e-mail address. The stored
 * search keys mix names with addresses, so the candidates they find are kept only when a name of
 * theirs is what matched: an address or its start finds no one.
 */
/** What check-in staff found, and how: a pass code or a registration ID names one registration. */
export interface StaffSearch {
  found: DeskSearchResult[];
  by: 'pass code' | 'registration ID' | 'name';
}

export async function searchAsCheckInStaff(q: string, day: string): Promise<StaffSearch> {
  const typed = q.trim();
  const byPass = await registrationOfPass(typed);
  if (byPass) return { found: await withCheckInsOf([byPass.record], q, day, byPass.person), by: 'pass code' };
  const byId = isRegistrationIdShape(typed) ? await getRegistration(normalizeRegistrationId(typed)) : null;
  if (byId) return { found: await withCheckInsOf([byId], q, day), by: 'registration ID' };
  const snapshot = await sortedQuery({ q, order: 'desc' }).limit(DESK_NAME_CANDIDATES).get();
  const named = snapshot.docs
    .map((doc) => doc.data())
    .filter((record) => passHoldersOf(record).some((holder) => nameMatches(holder.name, q)))
    .slice(0, CHECK_IN_SEARCH_LIMIT);
  return { found: await withCheckInsOf(named, q, day), by: 'name' };
}

/** The registration of the pass `typed` opens, and whose pass it is, if it is a pass code that opens one. */
async function registrationOfPass(typed: string): Promise<{ record: RegistrationRecord; person: string } | null> {
  const pass = isPassCode(typed) ? await findPass(typed) : null;
  const record = pass ? await getRegistration(pass.registrationId) : null;
  return pass && record ? { record, person: pass.person } : null;
}

/**
 * Each registration's people, with their check-in of `day`: the holder of the pass searched by
 * (`passHolder`) first, else those whose name was searched.
 */
async function withCheckInsOf(
  records: RegistrationRecord[],
  q: string,
  day: string,
  passHolder?: string,
): Promise<DeskSearchResult[]> {
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
    const searched = persons.filter(({ holder }) =>
      passHolder === undefined ? nameMatches(holder.name, q) : holder.person === passHolder,
    );
    return {
      record,
      persons: [...searched, ...persons.filter((person) => !searched.includes(person))],
      byPass: passHolder !== undefined && searched.length > 0,
    };
  });
}

type CheckInRow = Pick<StoredCheckIn, 'registrationId' | 'person' | 'day' | 'at' | 'tierId'>;

/** Every check-in so far, a projection of what the figures and the CSV need (no names). */
export async function allCheckIns(): Promise<CheckInRow[]> {
  const snapshot = await selectFields<CheckInRow>(checkIns(), 'registrationId', 'person', 'day', 'at', 'tierId').get();
  return snapshot.docs.map((doc) => doc.data());
}
