// The mails queued in the last day that failed for good or are stuck (domain/mail-health.ts): for
// the dashboard in full, and for GET /api/health as counts and a masked reason. None of it reads
// the whole day's mail: the failed (ERROR) and the unsettled (PENDING, PROCESSING, RETRY) are
// found by state and queuedAt on one composite index, (delivery.state, queuedAt DESC) in
// firestore.indexes.json, and the mails no sender has taken up by equality alone, as the sweep does.
// The mails withdrawn before they went out are counted on another, (delivery.state, delivery.error,
// queuedAt), and taken from the failed: they are no failure (domain/mail-health.ts, isWithdrawnMail).
import type { Query } from 'firebase-admin/firestore';
import type { MailDay } from '../domain/api/health';
import type { MailProblemRow, MailProblems } from '../domain/api/mail-problems';
import {
  latestReason,
  mailProblemOf,
  mailProblemsWindow,
  publicReason,
  UNSETTLED_STATES,
  type MailProblem,
} from '../domain/mail-health';
import { MAIL_WITHDRAWN_ADDRESS_CORRECTED } from '../domain/mail-delivery';
import { mails, selectFields, type StoredMail } from './collections';
import { deliveryOf } from './mail-delivery';

/**
 * The most mails of each kind read at once. Few are unsettled at any moment (the sender ends each
 * in SUCCESS or ERROR within about 80 minutes); more than this is an outage that health's 503
 * already reports, and the newest of them say why.
 */
export const MAIL_PROBLEMS_READ = 100;
/** The newest failures whose reasons the public summary compares: the latest is among them. */
const REASON_SAMPLE = 10;

const failedBetween = (since: Date, until: Date) =>
  mails()
    .where('delivery.state', '==', 'ERROR')
    .where('queuedAt', '>=', since)
    .where('queuedAt', '<=', until)
    .orderBy('queuedAt', 'desc');

/** Of those, the mails withdrawn before they went out (an address corrected): ended, but no failure. */
const withdrawnBetween = (since: Date, until: Date) =>
  mails()
    .where('delivery.state', '==', 'ERROR')
    .where('delivery.error', '==', MAIL_WITHDRAWN_ADDRESS_CORRECTED)
    .where('queuedAt', '>=', since)
    .where('queuedAt', '<=', until);

/** The failed mails of the span: those ended in ERROR but the withdrawn. */
async function failedCount(since: Date, until: Date): Promise<number> {
  const [ended, withdrawn] = await Promise.all([
    failedBetween(since, until).count().get(),
    withdrawnBetween(since, until).count().get(),
  ]);
  return ended.data().count - withdrawn.data().count;
}

const unsettledBetween = (since: Date, until: Date) =>
  mails()
    .where('delivery.state', 'in', [...UNSETTLED_STATES])
    .where('queuedAt', '>=', since)
    .where('queuedAt', '<=', until)
    .orderBy('queuedAt', 'desc');

/** Mails no sender has taken up: few, as the sweep takes any a minute old that it can send. */
const untaken = () => mails().where('delivery', '==', null);

/** Just what the rules read: no recipient, subject or body. */
const deliveryFields = (query: Query) =>
  selectFields<Pick<StoredMail, 'queuedAt' | 'delivery'>>(query, 'queuedAt', 'delivery');

/** The counts and the latest reason, for a public answer: addresses masked, nothing else of a mail. */
export async function mailDaySummary(now: Date): Promise<MailDay> {
  const { since } = mailProblemsWindow(now);
  const [failed, latestFailed, unsettled, notTaken] = await Promise.all([
    failedCount(since, now),
    deliveryFields(failedBetween(since, now)).limit(REASON_SAMPLE).get(),
    deliveryFields(unsettledBetween(since, now)).limit(MAIL_PROBLEMS_READ).get(),
    deliveryFields(untaken()).limit(MAIL_PROBLEMS_READ).get(),
  ]);
  const stuck = [...unsettled.docs, ...notTaken.docs].filter((doc) => mailProblemOf(doc.data(), now) === 'stuck');
  const reason = latestReason(
    [...latestFailed.docs, ...stuck].map((doc) => doc.data()),
    now,
  );
  return {
    since: since.toISOString(),
    failed,
    stuck: stuck.length,
    lastReason: reason === null ? null : publicReason(reason),
  };
}

function problemRow(id: string, mail: StoredMail, problem: MailProblem): MailProblemRow {
  return {
    id,
    registrationId: mail.registrationId ?? null,
    event: mail.event,
    to: mail.to,
    // A mail written without a message is never sent; it is listed all the same.
    subject: (mail.message as StoredMail['message'] | undefined)?.subject ?? '',
    queuedAt: mail.queuedAt?.toISOString() ?? null,
    problem,
    ...deliveryOf(mail),
    retryAt: mail.delivery?.retryAt?.toISOString() ?? null,
  };
}

/** For the dashboard: the day's counts and its failed and stuck mails, newest first. */
export async function recentMailProblems(now: Date): Promise<MailProblems> {
  const { since } = mailProblemsWindow(now);
  const [failed, ...found] = await Promise.all([
    failedCount(since, now),
    failedBetween(since, now).limit(MAIL_PROBLEMS_READ).get(),
    unsettledBetween(since, now).limit(MAIL_PROBLEMS_READ).get(),
    untaken().limit(MAIL_PROBLEMS_READ).get(),
  ]);
  const rows = found
    .flatMap((snapshot) => snapshot.docs)
    .flatMap((doc) => {
      const problem = mailProblemOf(doc.data(), now);
      return problem ? [problemRow(doc.id, doc.data(), problem)] : [];
    })
    .sort((a, b) => (b.queuedAt ?? '').localeCompare(a.queuedAt ?? ''));
  return {
    since: since.toISOString(),
    failed,
    stuck: rows.filter((row) => row.problem === 'stuck').length,
    mails: rows,
  };
}
