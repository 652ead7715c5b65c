// Cancellations: a registrant asks, with a reason; an administrator approves or declines. The
// refund the policy gives is fixed when the request is made (its day decides, not the day someone
// gets to it). An approval of a paid registration records the refund paid, issues a credit note
// for it against the tax invoice, and voids the entry passes; an unpaid one is simply closed. Each
// step is one batch written on condition the registration is still the version read
// (docs/decisions/0008): the credit note's number, the refund, the passes and the mail commit
// together or not at all.
import { DomainError } from '../domain/errors';
import type { CancellationDecision } from '../domain/api/cancellation';
import { formatPaise, paiseOfRupees } from '../domain/gst';
import { financialYearOf } from '../domain/invoice-number';
import { isCancelled, stateOf } from '../domain/lifecycle';
import {
  CANCELLATION_PENDING,
  NO_CANCELLATION_TO_DECIDE,
  ON_BEHALF_PENDING,
  REFUND_DATE_AHEAD,
  REFUND_NOT_PAID,
  REFUND_REQUIRED,
  REFUND_WITHOUT_POLICY,
  REGISTRATION_CANCELLED,
  REGISTRATION_NOT_FOUND,
  STATUS_ID_UNKNOWN,
  refundAbovePaid,
  refundDiffersFromPolicy,
} from '../domain/messages';
import { REFUND_POLICY, refundDue } from '../domain/refunds';
import { accountsKeptUntil } from '../domain/retention';
import { reviewStatusOf } from '../domain/review-status';
import { formatCalendarDayLong, venueDate } from '../domain/venue-time';
import { currentTime } from '../clock';
import { MAIL_REPLY_TO } from '../config';
import { auditOf, mailId, mails, refunds, registrationDoc, registrations, selectFields } from './collections';
import { retryOnContention } from './contention';
import { firestore } from './firebase';
import { commitOrRetry, prepareCreditNote } from './invoices';
import {
  cancellationDecidedMail,
  cancellationDigestMail,
  cancellationNoticeMail,
  cancellationRequestedMail,
  greetingNameOf,
} from './mail';
import { newLinkKey, queueWithLinkKey } from './data-access';
import { countMailAfterwards } from './mail-quota';
import { currentPassRefs, replacePasses } from './passes';
import {
  isAlreadyExists,
  queued,
  readRegistrationVersion,
  type CancellationRecord,
  type RegistrationRecord,
} from './registrations';

/** What the registration paid, in paise, or null when its payment is not verified. */
function paidPaise(record: RegistrationRecord): number | null {
  // A complimentary registration (a sponsor's code) is admitted as paid, but nothing was: no refund.
  return stateOf(record) === 'payment-verified' && record.totalAmount > 0 ? paiseOfRupees(record.totalAmount) : null;
}

/**
 * Records a registrant's request to cancel and tells the registration's address (so a request by
 * someone else who knew the ID is noticed) and the organisers (so none waits unseen). Refused while
 * one is pending or once cancelled. An administrator may record one for a registrant who asked
 * them (`byAdministrator`, their address): the audit names them, and the organisers' notice is not
 * sent, since one of them made it.
 */
export async function requestCancellation(
  id: string,
  reason: string,
  now: () => Date = currentTime,
  byAdministrator: string | null = null,
): Promise<CancellationRecord> {
  const ref = registrationDoc(id, STATUS_ID_UNKNOWN);
  return retryOnContention(async () => {
    const { record, updateTime } = await readRegistrationVersion(ref, STATUS_ID_UNKNOWN);
    if (isCancelled(record)) throw new DomainError('conflict', REGISTRATION_CANCELLED);
    if (record.cancellation?.state === 'requested') {
      throw new DomainError('conflict', byAdministrator === null ? CANCELLATION_PENDING : ON_BEHALF_PENDING);
    }
    const at = now();
    const paid = paidPaise(record);
    const cancellation: CancellationRecord = {
      state: 'requested',
      reason,
      requestedAt: at,
      dueAmountPaise: paid === null ? null : (refundDue(REFUND_POLICY, paid, venueDate(at))?.amount ?? null),
      decidedAt: null,
      decidedBy: null,
      note: null,
      refund: null,
      creditNote: null,
    };
    const request = (record.cancellationRequests ?? 0) + 1;
    const state = stateOf(record);
    const batch = firestore().batch();
    batch.create(auditOf(ref).doc(`cancellation-requested-${request}`), {
      event: 'cancellation-requested',
      from: state,
      to: state,
      at,
      by: byAdministrator ?? 'registrant',
      detail: { reason, dueAmountPaise: cancellation.dueAmountPaise },
    });
    // The registrant's own action: past the address's daily cap the request still stands, unmailed.
    await queueWithLinkKey(
      batch,
      id,
      (linkKey) =>
        cancellationRequestedMail({
          registrationId: id,
          email: record.email,
          name: greetingNameOf(record),
          event: `cancellation-requested-${request}`,
          linkKey,
        }),
      at,
    );
    // The organisers' notice is not counted against their address's day: every request needs a
    // decision, and a registration can have one request pending at a time.
    if (byAdministrator === null) {
      const notice = cancellationNoticeMail({
        registrationId: id,
        to: MAIL_REPLY_TO.value(),
        requestedOn: venueDate(at),
        paid: paid === null ? null : formatPaise(paid),
        refundDue: cancellation.dueAmountPaise === null ? null : formatPaise(cancellation.dueAmountPaise),
        event: `cancellation-requested-${request}-organisers`,
      });
      batch.create(mails().doc(mailId(id, notice.event)), queued(notice));
    }
    batch.update(ref, { cancellation, cancellationRequests: request, updatedAt: at }, { lastUpdateTime: updateTime });
    await commitOrRetry(batch);
    return cancellation;
  });
}

/** The refund an approval records: checked against what was paid and what the policy gives. */
function refundOf(
  record: RegistrationRecord,
  pending: CancellationRecord,
  decision: CancellationDecision,
  today: string,
): CancellationRecord['refund'] {
  const paid = paidPaise(record);
  const { refund } = decision;
  if (paid === null) {
    if (refund) throw new DomainError('bad-request', REFUND_NOT_PAID);
    return null;
  }
  if (!refund) throw new DomainError('bad-request', REFUND_REQUIRED);
  if (refund.amountPaise > paid) throw new DomainError('bad-request', refundAbovePaid(formatPaise(paid)));
  const reason = refund.reason?.trim() || null;
  const due = pending.dueAmountPaise;
  if (due === null && !reason) throw new DomainError('bad-request', REFUND_WITHOUT_POLICY);
  if (due !== null && refund.amountPaise !== due && !reason) {
    throw new DomainError('bad-request', refundDiffersFromPolicy(formatPaise(due)));
  }
  if (refund.amountPaise === 0) return null;
  // The schema required both for an amount paid out.
  const { bankReference = '', date = today } = refund;
  if (date > today) throw new DomainError('bad-request', REFUND_DATE_AHEAD);
  return { amountPaise: refund.amountPaise, date, bankReference, reason };
}

/**
 * An administrator's decision on the pending request. Approved: the registration is cancelled, its
 * passes void, and a paid one's refund recorded, with a credit note for it when the payment was
 * invoiced. Declined: the registration stands, and the registrant may ask again.
 */
export async function decideCancellation(
  id: string,
  decision: CancellationDecision,
  by: string,
  now: () => Date = currentTime,
): Promise<CancellationRecord> {
  const ref = registrationDoc(id, REGISTRATION_NOT_FOUND);
  let mailed: { to: string; at: Date } | null = null;
  const decided = await retryOnContention(async () => {
    mailed = null;
    const { record, updateTime } = await readRegistrationVersion(ref, REGISTRATION_NOT_FOUND);
    const pending = record.cancellation;
    if (!pending || pending.state !== 'requested') throw new DomainError('conflict', NO_CANCELLATION_TO_DECIDE);
    const at = now();
    const today = venueDate(at);
    const approve = decision.decision === 'approve';
    const refund = approve ? refundOf(record, pending, decision, today) : null;
    const creditNote = refund
      ? await prepareCreditNote(record, {
          by,
          at,
          reason: `Cancellation of registration ${id}: ₹${formatPaise(refund.amountPaise)} refunded on ${formatCalendarDayLong(refund.date)}`,
          totalPaise: refund.amountPaise,
        })
      : null;
    const cancellation: CancellationRecord = {
      ...pending,
      state: approve ? 'approved' : 'declined',
      decidedAt: at,
      decidedBy: by,
      note: decision.note?.trim() || null,
      refund,
      creditNote: creditNote ? { number: creditNote.number, date: creditNote.date } : null,
    };
    const state = stateOf(record);
    // The request decided, numbered as it was asked: its audit entry and its mail are named after it.
    const decidedEvent = `cancellation-${cancellation.state}-${record.cancellationRequests ?? 1}`;
    const batch = firestore().batch();
    batch.create(auditOf(ref).doc(decidedEvent), {
      event: `cancellation-${cancellation.state}`,
      from: state,
      to: state,
      at,
      by,
      detail: {
        note: cancellation.note,
        refund: refund ? { amountPaise: refund.amountPaise, date: refund.date, reason: refund.reason } : null,
      },
    });
    creditNote?.write(batch);
    if (approve) replacePasses(batch, currentPassRefs(record), [], at);
    if (refund) {
      const financialYear = financialYearOf(refund.date);
      batch.create(refunds().doc(id), {
        registrationId: id,
        ...refund,
        creditNote: cancellation.creditNote,
        financialYear,
        recordedAt: at,
        by,
        expiresAt: accountsKeptUntil(financialYear),
      });
    }
    // The credit note's link carries a link key, written with the mail.
    const linkKey = cancellation.creditNote ? newLinkKey(id) : null;
    linkKey?.create(batch, at);
    const mail = cancellationDecidedMail({
      registrationId: id,
      email: record.email,
      name: greetingNameOf(record),
      approved: approve,
      note: cancellation.note,
      refund: refund
        ? {
            amount: formatPaise(refund.amountPaise),
            date: formatCalendarDayLong(refund.date),
            bankReference: refund.bankReference,
          }
        : null,
      creditNote:
        cancellation.creditNote && linkKey
          ? { ...cancellation.creditNote, linkKey: linkKey.token, awaitsIrn: creditNote?.irnDue ?? false }
          : null,
      event: decidedEvent,
    });
    batch.create(mails().doc(mailId(id, mail.event)), queued(mail));
    // A credit note for the whole invoice cancels it; after a part refund it still stands for the rest.
    const invoiceCancelled = creditNote !== null && refund?.amountPaise === paiseOfRupees(record.totalAmount);
    batch.update(
      ref,
      {
        cancellation,
        reviewStatus: reviewStatusOf({ ...record, cancellation }),
        ...(invoiceCancelled ? { invoice: null } : {}),
        updatedAt: at,
      },
      { lastUpdateTime: updateTime },
    );
    await commitOrRetry(batch);
    mailed = { to: record.email, at };
    return cancellation;
  });
  // An administrator's mail always goes out, counted against its recipient's day afterwards.
  const counted = mailed as { to: string; at: Date } | null;
  if (counted) await countMailAfterwards(counted.to, counted.at);
  return decided;
}

/** The cancellation requests awaiting a decision: how many, and the venue's day of the oldest. */
export async function pendingCancellations(): Promise<{ count: number; oldest: string | null }> {
  const snapshot = await selectFields<Pick<RegistrationRecord, 'cancellation'>>(
    registrations().where('cancellation.state', '==', 'requested'),
    'cancellation',
  ).get();
  const days = snapshot.docs.flatMap((doc) => {
    const requestedAt = doc.data().cancellation?.requestedAt;
    return requestedAt ? [venueDate(requestedAt)] : [];
  });
  return { count: snapshot.size, oldest: days.sort()[0] ?? null };
}

/**
 * The organisers' daily reminder (run by the nightly job, triggers/retention-daily.ts) when two or
 * more requests await a decision; one alone had its own notice. Once a day at most: the mail is
 * named after the day, so a second run that day finds it queued. It carries no personal data.
 */
export async function queueCancellationDigest(now: Date = currentTime()): Promise<boolean> {
  const { count, oldest } = await pendingCancellations();
  if (count < 2 || oldest === null) return false;
  const event = `cancellation-digest-${venueDate(now)}`;
  const digest = cancellationDigestMail({ to: MAIL_REPLY_TO.value(), count, oldestOn: oldest, event });
  try {
    await mails().doc(event).create(queued(digest));
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}
