import {
  checkInRequestSchema,
  checkInResultSchema,
  checkInSearchQuerySchema,
  checkInSearchSchema,
  deskSearchSchema,
  type CheckInResult,
} from '../../domain/api/check-in';
import { DomainError } from '../../domain/errors';
import { isCancelled, stateOf } from '../../domain/lifecycle';
import { exactUniqueName } from '../../domain/admin-search';
import { CHECK_IN_CLOSED, DESK_SEARCHES_CAPPED } from '../../domain/messages';
import { passEndingOf } from '../../domain/pass-ending';
import { tierLabelOf, type PassHolder } from '../../domain/passes';
import { conferenceDayAt, venueDate } from '../../domain/venue-time';
import {
  checkInPerson,
  searchAsCheckInStaff,
  searchForDesk,
  type CheckInOutcome,
  type DeskSearchResult,
  type StaffSearch,
  type StoredCheckIn,
} from '../../services/check-in';
import { passCodesFor } from '../../services/passes';
import { consumeRateLimit } from '../../services/rate-limit';
import { jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { replyData } from '../reply';
import type { RouteHandler } from '../types';
import { currentTime } from '../../clock';

/**
 * The person as the desk is told: the registration ID only to an administrator (an undo names it);
 * check-in staff have no second factor, and an ID is how a registration's documents are asked for.
 */
const personView = (holder: PassHolder, administrator: boolean) => ({
  name: holder.name,
  organization: holder.organization,
  tier: tierLabelOf(holder.tierId),
  ...(administrator ? { registrationId: holder.registrationId } : {}),
  person: holder.person,
});

function answerOf(outcome: CheckInOutcome, day: string, administrator: boolean): CheckInResult {
  if (outcome.result === 'unknown-pass') return { result: outcome.result, day };
  if (outcome.result === 'payment-not-verified' || outcome.result === 'cancelled') {
    return { result: outcome.result, person: personView(outcome.holder, administrator), day };
  }
  const { checkIn } = outcome;
  return {
    result: outcome.result,
    person: personView(outcome.holder, administrator),
    day,
    checkedInAt: checkIn.at.toISOString(),
    checkedInBy: checkIn.by,
    ...(checkIn.desk ? { desk: checkIn.desk } : {}),
  };
}

/**
 * POST /api/admin/check-in {code} | {registrationId[, person]} [desk]: checks a person in for the
 * conference day at the venue, at most once a day; refused outside the conference's days. What
 * the desk cannot send is told before that (a malformed code, two targets, a desk too long).
 */
export const postCheckIn: RouteHandler<'checkin-staff'> = async (req, res, _params, staff) => {
  const { target, desk } = parseOrThrow(checkInRequestSchema, jsonBody(req));
  const day = conferenceDayAt(currentTime());
  if (!day) throw new DomainError('forbidden', CHECK_IN_CLOSED);
  const outcome = await checkInPerson({ target, day, by: staff.email ?? staff.uid, desk });
  replyData(res, 200, checkInResultSchema, answerOf(outcome, day, staff.administrator));
};

/**
 * GET /api/admin/check-in/search?q=: up to 10 registrations for the desk, with today's check-ins.
 * Administrators search as in the registrations table and see the registration's ID; check-in
 * staff find people by name, registration ID or pass code only, see the desk's allow-list, and are
 * rate-limited per account (its uid: no header changes it).
 */
export const getCheckInSearch: RouteHandler<'checkin-staff'> = async (req, res, _params, staff) => {
  if (!staff.administrator) {
    await consumeRateLimit('desk-search', `uid:${staff.uid}`, currentTime(), DESK_SEARCHES_CAPPED);
  }
  const { q } = parseOrThrow(checkInSearchQuerySchema, { q: req.query.q });
  // Today at the venue, a conference day or not: the desk may look people up the day before.
  const day = venueDate(currentTime());
  if (staff.administrator) {
    replyData(res, 200, checkInSearchSchema, administratorsView(await searchForDesk(q, day), day));
  } else {
    replyData(res, 200, deskSearchSchema, checkInStaffView(await searchAsCheckInStaff(q, day), day, q));
  }
};

const checkInStateOf = (checkIn: StoredCheckIn | null) =>
  checkIn ? { at: checkIn.at, by: checkIn.by, ...(checkIn.desk ? { desk: checkIn.desk } : {}) } : null;

/** What both views say of a registration found: who, at which tier, whether it admits, how it was found. */
function registrationAtDesk(record: DeskSearchResult['record'], byPass: boolean) {
  const cancelled = isCancelled(record);
  return {
    name: `${record.firstName} ${record.lastName}`.trim(),
    organization: record.organization,
    tier: tierLabelOf(record.registrationTier),
    paymentVerified: stateOf(record) === 'payment-verified' && !cancelled,
    cancelled,
    byPass,
  };
}

/** A person's pass code's last characters, once they have a pass. */
const passEndingFor = (code: string | undefined) => (code ? { passEnding: passEndingOf(code) } : {});

function administratorsView(found: DeskSearchResult[], day: string) {
  return {
    view: 'administrator' as const,
    day,
    results: found.map(({ record, persons, byPass }) => {
      const codes = passCodesFor(record);
      return {
        registrationId: record.id,
        ...registrationAtDesk(record, byPass),
        persons: persons.map(({ holder, checkIn }) => ({
          person: holder.person,
          name: holder.name,
          organization: holder.organization,
          checkedIn: checkInStateOf(checkIn),
          ...passEndingFor(codes[holder.person]),
        })),
      };
    }),
  };
}

function checkInStaffView({ found, by }: StaffSearch, day: string, q: string) {
  // A name search hands out the code of one person only: the one whose whole name was typed, if
  // nobody else found has it (domain/admin-search.ts).
  const named =
    by === 'name'
      ? exactUniqueName(
          found.flatMap(({ persons }) => persons.map(({ holder }) => holder.name)),
          q,
        )
      : null;
  return {
    view: 'check-in staff' as const,
    day,
    results: found.map(({ record, persons, byPass }) => {
      // Empty unless the payment is verified: only then does a person have a pass to check in by.
      const codes = passCodesFor(record);
      return {
        ...registrationAtDesk(record, byPass),
        persons: persons.map(({ holder, checkIn }) => {
          const passCode = by !== 'name' || holder.name === named ? codes[holder.person] : undefined;
          return {
            name: holder.name,
            organization: holder.organization,
            checkedIn: checkInStateOf(checkIn),
            ...(passCode ? { passCode } : {}),
            ...passEndingFor(codes[holder.person]),
          };
        }),
      };
    }),
  };
}
