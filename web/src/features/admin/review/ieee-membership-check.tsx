import { useState } from 'react';
import { IEEE_MEMBERSHIP_TO_CHECK } from '@domain/admin-messages';
import { groupRepricedWithoutIeee, repricedAsNonIeee } from '@domain/ieee-review';
import { dueRoseSinceProof } from '@domain/balance';
import { formatInr } from '@domain/pricing';
import { getTier } from '@domain/tiers';
import type { AdminRegistration } from '@domain/api/admin-record';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { formatDateTime } from '../shared/format';
import { useAdminApi } from '../shared/use-admin-api';

type Decision = 'confirmed' | 'not-member';
type Decided = NonNullable<AdminRegistration['ieeeMembershipDecision']>;

/**
 * Whose membership is decided: the registrant's own, or one student of a group (`n` from 1). `total`
 * is what the registration costs if the answer is "not a member" (null when no cheaper tier exists),
 * and `tierAfter` the tier it then has.
 */
interface Subject {
  n?: number;
  who: string;
  number: string;
  toCheck: boolean;
  decided: Decided | null | undefined;
  total: number | null;
  tierAfter: string;
}

function subjectsOf(record: AdminRegistration): Subject[] {
  const registeredAt = new Date(record.createdAt);
  const registrant = `${record.title} ${record.firstName} ${record.lastName}`;
  if (!record.students) {
    const moved = repricedAsNonIeee(record, registeredAt);
    return [
      {
        who: registrant,
        number: record.ieeeNumber ?? '(none)',
        toCheck: record.ieeeMembershipToCheck === true,
        decided: record.ieeeMembershipDecision,
        total: moved?.pricing.total ?? null,
        tierAfter: getTier(moved?.registrationTier ?? record.registrationTier).label,
      },
    ];
  }
  const students = record.students;
  return students.flatMap((student, index) =>
    student.ieeeMembershipToCheck || student.ieeeMembershipDecision
      ? [
          {
            n: index + 1,
            who: `Student ${index + 1}, ${student.name}`,
            number: student.ieeeNumber ?? '(none)',
            toCheck: student.ieeeMembershipToCheck === true,
            decided: student.ieeeMembershipDecision,
            total: groupRepricedWithoutIeee(
              { registrationTier: record.registrationTier, students },
              index,
              registeredAt,
            ).pricing.total,
            tierAfter: getTier(record.registrationTier).label,
          },
        ]
      : [],
  );
}

/** A decision taken, as the record page shows it afterwards. */
function decisionText(subject: Subject, decided: Decided, individual: boolean): string {
  const before = formatInr(decided.previousAmount ?? 0);
  const outcome =
    decided.decision === 'confirmed'
      ? 'confirmed'
      : individual
        ? `not confirmed: moved from ${decided.previousTier ? getTier(decided.previousTier).label : 'the IEEE tier'} (${before}) to the non-IEEE rate`
        : `not confirmed: charged the non-IEEE rate (the registration was ${before})`;
  return `${individual ? 'IEEE membership' : `${subject.who}: IEEE membership`} ${outcome} by ${decided.by}, ${formatDateTime(decided.at)}.`;
}

/**
 * A registration made while IEEE's service could not be reached: the administrator checks each
 * membership left to check (the certificates are among the files below), the registrant's own or
 * each student's of a group, and confirms it or applies the non-IEEE rate, before the payment can be
 * verified. Decisions taken are shown.
 */
export function IeeeMembershipCheck({
  record,
  onChanged,
}: {
  record: AdminRegistration;
  onChanged: (done: string | null) => void;
}) {
  const api = useAdminApi();
  const [dialog, setDialog] = useState<{ subject: Subject; decision: Decision } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const individual = !record.students;
  const subjects = subjectsOf(record);
  const open = subjects.filter((subject) => subject.toCheck);
  const decisions = subjects.flatMap((subject) =>
    subject.decided ? [{ key: subject.n ?? 0, text: decisionText(subject, subject.decided, individual) }] : [],
  );
  const decidedLines = decisions.map(({ key, text }) => (
    <p key={key} className="admin-hint" data-testid="ieee-decision">
      {text}
    </p>
  ));
  if (open.length === 0) return decidedLines.length > 0 ? <>{decidedLines}</> : null;

  const tier = getTier(record.registrationTier).label;
  const registrant = `${record.title} ${record.firstName} ${record.lastName}`;

  async function decide({ subject, decision }: { subject: Subject; decision: Decision }) {
    setBusy(true);
    setFailure(null);
    try {
      await api.postJson(`/api/admin/registrations/${encodeURIComponent(record.id)}/ieee-membership`, {
        decision,
        ...(subject.n ? { student: subject.n } : {}),
      });
      setDialog(null);
      const last = open.length === 1;
      const whose = subject.n ? `The IEEE membership of Student ${subject.n}` : 'IEEE membership';
      onChanged(
        decision === 'confirmed'
          ? `${whose} confirmed. ${
              !last
                ? 'Decide the other students before verifying the payment.'
                : // A student charged the non-IEEE rate before: the proof is short of the amount due now.
                  record.reviewStatus === 'proof-under-verification' && dueRoseSinceProof(record)
                  ? 'The amount due rose after the proof was sent: see beside Verify Payment.'
                  : 'The payment can now be verified.'
            }`
          : `${subject.n ? `Student ${subject.n} charged` : 'Moved to'} the non-IEEE rate. The registrant is e-mailed the new amount.`,
      );
    } catch (error) {
      setFailure((error as Error).message);
      onChanged(null);
    } finally {
      setBusy(false);
    }
  }

  const chosen = dialog?.subject;
  return (
    <section
      className="admin-review__state admin-ieee-check"
      aria-labelledby="ieee-check-title"
      data-testid="ieee-check"
    >
      <h3 id="ieee-check-title">{IEEE_MEMBERSHIP_TO_CHECK}</h3>
      {individual ? (
        <p>
          IEEE&apos;s service could not be reached when {registrant} registered as {tier} with member number{' '}
          <strong>{open[0]?.number}</strong>. Check the membership certificate below, then decide: the amount due
          depends on it, and the payment can be verified only after.
        </p>
      ) : (
        <p>
          IEEE&apos;s service could not be reached when {registrant} registered this group. Check each student&apos;s
          IEEE certificate below, then decide for each: the amount due depends on it, and the payment can be verified
          only after.
        </p>
      )}
      {decidedLines}
      {open.map((subject) => (
        <div
          key={subject.n ?? 0}
          className="admin-ieee-check__subject"
          {...(subject.n ? { role: 'group', 'aria-label': subject.who } : {})}
        >
          {subject.n && (
            <p>
              {subject.who}: member number <strong>{subject.number}</strong>
            </p>
          )}
          <div className="actions">
            <button
              type="button"
              className="button admin-button"
              onClick={() => setDialog({ subject, decision: 'confirmed' })}
            >
              {subject.n ? `Student ${subject.n}: membership confirmed` : 'Membership confirmed'}
            </button>
            {subject.total !== null && (
              <button
                type="button"
                className="button button--secondary admin-button"
                onClick={() => setDialog({ subject, decision: 'not-member' })}
              >
                {subject.n ? `Student ${subject.n} not a member` : 'Not a member'}: charge {formatInr(subject.total)}
              </button>
            )}
          </div>
        </div>
      ))}
      {failure && (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      )}
      <ConfirmDialog
        open={dialog?.decision === 'confirmed'}
        title={`Confirm the IEEE membership of ${chosen?.who ?? ''}?`}
        confirmLabel="Yes, membership confirmed"
        busy={busy}
        onConfirm={() => dialog && void decide(dialog)}
        onCancel={() => setDialog(null)}
      >
        <p>
          {chosen?.n
            ? `${record.id} keeps the IEEE rate for Student ${chosen.n}: ${formatInr(record.totalAmount)}.`
            : `${record.id} stays ${tier} at ${formatInr(record.totalAmount)}.`}{' '}
          Nothing is sent to the registrant.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.decision === 'not-member'}
        title={
          chosen?.n ? `Charge ${chosen.who} the non-IEEE rate?` : `Move ${chosen?.who ?? ''} to the non-IEEE rate?`
        }
        confirmLabel={`Charge ${formatInr(chosen?.total ?? 0)}`}
        destructive
        busy={busy}
        onConfirm={() => dialog && void decide(dialog)}
        onCancel={() => setDialog(null)}
      >
        <p>
          {record.id}{' '}
          {chosen?.n
            ? `costs ${formatInr(chosen.total ?? 0)} instead of ${formatInr(record.totalAmount)}: Student ${chosen.n} is charged the group's non-IEEE rate.`
            : `becomes ${chosen?.tierAfter ?? tier}: ${formatInr(chosen?.total ?? 0)} instead of ${formatInr(record.totalAmount)}, at the rate of the day it registered.`}{' '}
          The registrant is e-mailed the new amount and, if they paid already, the difference to pay.
        </p>
      </ConfirmDialog>
    </section>
  );
}
