// An administrator's decision on an IEEE membership that could not be checked at registration
// (domain/ieee-review.ts), the registrant's own or a group's student's: one batch, conditional on the
// registration as read, writes the decision, the new tier or amount when the non-IEEE rate applies,
// the audit entry and the registrant's mail.
import { currentTime } from '../clock';
import { DomainError } from '../domain/errors';
import {
  groupRepricedWithoutIeee,
  repricedAsNonIeee,
  type IeeeDecision,
  type IeeeDecisionRequest,
} from '../domain/ieee-review';
import { stateOf } from '../domain/lifecycle';
import {
  IEEE_DECISION_NOT_A_GROUP,
  IEEE_MEMBERSHIP_ALREADY_DECIDED,
  ieeeStudentAlreadyDecided,
  REGISTRATION_NOT_FOUND,
} from '../domain/messages';
import { IEEE_DECISION_STUDENT_INVALID } from '../domain/admin-messages';
import { formatInr } from '../domain/pricing';
import { taxNoteFor } from '../domain/conference';
import { venueDate } from '../domain/venue-time';
import { getTier } from '../domain/tiers';
import type { Administrator } from './admin-auth';
import { registrationDoc } from './collections';
import { firestore } from './firebase';
import { greetingNameOf, nonIeeeRateMail, type MailDocument } from './mail';
import { countMailAfterwards } from './mail-quota';
import {
  commitIfUnchanged,
  readRegistrationVersion,
  recordTransition,
  type IeeeMembershipDecision,
  type RegistrationRecord,
  type StoredStudent,
} from './registrations';
import { retryOnContention } from './contention';

export async function decideIeeeMembership(
  id: string,
  { decision, student }: IeeeDecisionRequest,
  admin: Administrator,
): Promise<void> {
  const ref = registrationDoc(id, REGISTRATION_NOT_FOUND);
  let mailed: MailDocument | undefined;
  const at = currentTime();
  await retryOnContention(async () => {
    mailed = undefined;
    const { record, updateTime: read } = await readRegistrationVersion(ref, REGISTRATION_NOT_FOUND);
    const by = admin.email ?? admin.uid;
    const change =
      student === undefined
        ? registrantDecision(record, decision, by, at)
        : studentDecision(record, decision, student, by, at);
    mailed = change.mail;
    const state = stateOf(record);
    const batch = firestore().batch();
    recordTransition(batch, ref, read, {
      auditId: `ieee-membership-${decision}${change.suffix}`,
      entry: { event: `ieee-membership-${decision}`, from: state, to: state, at, by, ...change.audit },
      fields: change.fields,
      ...(mailed ? { mail: { message: mailed, quota: null } } : {}),
    });
    await commitIfUnchanged(batch, ref, read);
  });
  const sent = mailed as MailDocument | undefined;
  if (sent) await countMailAfterwards(sent.to, at);
}

interface DecisionChange {
  /** Added to the audit entry's ID and the mail's event: which student, if any. */
  suffix: string;
  audit: { detail?: Record<string, unknown> };
  fields: Record<string, unknown>;
  mail?: MailDocument;
}

function amountChangedMail(record: RegistrationRecord, tier: string, amount: number, suffix: string, student?: string) {
  return nonIeeeRateMail({
    registrationId: record.id,
    email: record.email,
    name: greetingNameOf(record),
    tier,
    amount: formatInr(amount),
    previousAmount: formatInr(record.totalAmount),
    difference: formatInr(Math.max(0, amount - record.totalAmount)),
    taxNote: taxNoteFor(record.billing, venueDate(currentTime())),
    event: `ieee-membership-not-member${suffix}`,
    ...(student ? { student } : {}),
  });
}

/** The registrant's own membership: confirmed, or the registration moves to the non-IEEE tier. */
function registrantDecision(record: RegistrationRecord, decision: IeeeDecision, by: string, at: Date): DecisionChange {
  if (record.students) throw new DomainError('bad-request', IEEE_DECISION_STUDENT_INVALID);
  if (!record.ieeeMembershipToCheck) throw new DomainError('conflict', IEEE_MEMBERSHIP_ALREADY_DECIDED);
  const moved = decision === 'not-member' ? repricedAsNonIeee(record, record.createdAt) : null;
  const outcome: IeeeMembershipDecision = {
    decision,
    by,
    at,
    ...(moved ? { previousTier: record.registrationTier, previousAmount: record.totalAmount } : {}),
  };
  return {
    suffix: '',
    audit: moved
      ? { detail: { from: record.registrationTier, to: moved.registrationTier, amount: moved.pricing.total } }
      : {},
    fields: {
      ieeeMembershipToCheck: false,
      ieeeMembershipDecision: outcome,
      ...(moved
        ? { registrationTier: moved.registrationTier, totalAmount: moved.pricing.total, pricing: moved.pricing }
        : {}),
    },
    ...(moved
      ? { mail: amountChangedMail(record, getTier(moved.registrationTier).label, moved.pricing.total, '') }
      : {}),
  };
}

/**
 * One student of a group: confirmed, or that student is priced at the non-IEEE rate (their number
 * goes, as the spec keeps a student's number only when it counts). The registration stays to be
 * checked while another student is.
 */
function studentDecision(
  record: RegistrationRecord,
  decision: IeeeDecision,
  n: number,
  by: string,
  at: Date,
): DecisionChange {
  if (!record.students) throw new DomainError('bad-request', IEEE_DECISION_NOT_A_GROUP);
  const index = n - 1;
  const student = record.students[index];
  if (!student) throw new DomainError('bad-request', IEEE_DECISION_STUDENT_INVALID);
  if (!student.ieeeMembershipToCheck) throw new DomainError('conflict', ieeeStudentAlreadyDecided(n));
  const group = { registrationTier: record.registrationTier, students: record.students };
  const moved = decision === 'not-member' ? groupRepricedWithoutIeee(group, index, record.createdAt) : null;
  const outcome: IeeeMembershipDecision = {
    decision,
    by,
    at,
    ...(moved ? { previousAmount: record.totalAmount } : {}),
  };
  const students = (moved?.students ?? group.students).map((each, position): StoredStudent => {
    if (position !== index) return each;
    const { ieeeMembershipToCheck: _checked, ...rest } = each;
    return { ...rest, ieeeMembershipDecision: outcome };
  });
  const suffix = `-student-${n}`;
  return {
    suffix,
    audit: { detail: { student: n, ...(moved ? { amount: moved.pricing.total } : {}) } },
    fields: {
      students,
      ieeeMembershipToCheck: students.some((each) => each.ieeeMembershipToCheck === true),
      ...(moved ? { totalAmount: moved.pricing.total, pricing: moved.pricing } : {}),
    },
    ...(moved
      ? {
          mail: amountChangedMail(
            record,
            getTier(record.registrationTier).label,
            moved.pricing.total,
            suffix,
            `Student ${n}, ${student.name}`,
          ),
        }
      : {}),
  };
}
