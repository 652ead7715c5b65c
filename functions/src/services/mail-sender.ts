// Sends the mails queued in `mail` over the organisers' SMTP server, recording each delivery in the
// Trigger Email extension's fields (domain/mail-delivery.ts). A mail is claimed in a transaction
// before it is sent, so a duplicate event, or two instances at once, send it once; whatever a
// sender could not finish (it died holding the lease, the server was away) the sweep takes up.
// What can still happen: a sender that dies after the server accepted a mail and before it wrote
// SUCCESS leaves a lease that runs out, and the sweep sends that mail once more (docs/deploy.md, "Mail").
import { randomUUID } from 'node:crypto';
import { logger } from 'firebase-functions';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { currentTime } from '../clock';
import { MAIL_FROM, MAIL_REPLY_TO, SMTP_CONNECTION_URI, SMTP_PASSWORD } from '../config';
import {
  MAIL_LEASE_MS,
  MAIL_UNCLAIMED_AFTER_MS,
  SENDER_STOPPED_MID_ATTEMPT,
  attemptsAtClaim,
  attemptsSpent,
  failureReason,
  isClaimable,
  messageIdOf,
  nextAttemptAt,
  type SendFailure,
} from '../domain/mail-delivery';
import type { DocumentReference, UpdateData } from 'firebase-admin/firestore';
import { mails, type StoredMail } from './collections';
import { firestore } from './firebase';
import { deliveredCopy } from './mail-redaction';

type Delivery = NonNullable<StoredMail['delivery']>;
/** `erased`: the mail's document went (its registration erased) while it was on its way. */
export type SendOutcome = 'sent' | 'failed' | 'waiting' | 'not due' | 'erased';
/** `broken`: the send threw (the document holds what no sender can read); it is logged by its ID. */
type SweepOutcome = SendOutcome | 'broken';

/** Whether the sweep should try a mail: due, or a document whose delivery cannot be read. */
function dueOrUnreadable(mail: StoredMail, now: Date): boolean {
  try {
    return isClaimable(mail.delivery, now);
  } catch {
    return true;
  }
}

/** The mails the sweep reads in one run; the next run, a minute later, takes the rest. */
const SWEEP_BATCH = 100;
/** Mails sent at once by one sweep: a backlog drains without opening a hundred connections. */
const SWEEP_CONCURRENCY = 4;

/**
 * The SMTP server named by SMTP_CONNECTION_URI (smtp:// or smtps://, the user in the URI) with
 * SMTP_PASSWORD. Each send opens its own connection: a sender sends one mail per event, and a
 * pooled connection left open between events would meet a server that has long closed it.
 */
export function smtpOptions(uri: string, password: string): SMTPTransport.Options {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw new Error('SMTP_CONNECTION_URI is not a URI: smtps://user@host:465 or smtp://user@host:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_CONNECTION_URI must start smtp:// or smtps://, not ${url.protocol}//`);
  }
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(user ? { auth: { user, pass: password } } : {}),
    // Within the sender's 60 s: a server that does not answer is a failure to retry, not a timeout.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    // A mail document is data: nothing in it may make the sender read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

const list = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);

/**
 * Claims a due mail for this sender; the mail as claimed, or null when it is not due (anymore), or
 * its attempts are spent by senders that stopped mid-attempt (then it is left in ERROR, saying so).
 */
export async function claim(
  mailId: string,
  now: Date,
  claimId: string = randomUUID(),
): Promise<StoredMail | 'attempts spent' | null> {
  const ref = mails().doc(mailId);
  return firestore().runTransaction(async (tx): Promise<StoredMail | 'attempts spent' | null> => {
    const mail = (await tx.get(ref)).data();
    // A commit can apply and its answer still fail (a dropped connection; the emulator once failed
    // one after applying it), and Firestore's client then runs the transaction again: the mail it
    // finds PROCESSING under this claim's name is this sender's, to send now, not another's to
    // leave until its lease runs out.
    if (mail?.message && mail.delivery?.state === 'PROCESSING' && mail.delivery.claimId === claimId) return mail;
    if (!mail?.message || !isClaimable(mail.delivery, now)) return null;
    const before: Partial<Delivery> = mail.delivery ?? {};
    const attempts = attemptsAtClaim(mail.delivery);
    if (before.state === 'PROCESSING' && attemptsSpent({ ...before, attempts })) {
      tx.update(ref, {
        'delivery.state': 'ERROR',
        'delivery.attempts': attempts,
        'delivery.endTime': now,
        'delivery.leaseExpireTime': null,
        'delivery.error': SENDER_STOPPED_MID_ATTEMPT,
      });
      return 'attempts spent';
    }
    const delivery: Delivery = {
      state: 'PROCESSING',
      attempts,
      // An administrator's RETRY starts the automatic attempts afresh from here.
      attemptsBeforeRetry: before.state === 'RETRY' ? (before.attempts ?? 0) : (before.attemptsBeforeRetry ?? 0),
      claimId,
      error: before.error ?? null,
      startTime: now,
      endTime: before.endTime ?? null,
      leaseExpireTime: new Date(now.getTime() + MAIL_LEASE_MS),
      retryAt: null,
      info: null,
    };
    tx.update(ref, { delivery });
    return { ...mail, delivery };
  });
}

async function deliver(mailId: string, mail: StoredMail): Promise<SMTPTransport.SentMessageInfo> {
  const from = mail.from || MAIL_FROM.value();
  const transport = nodemailer.createTransport(smtpOptions(SMTP_CONNECTION_URI.value(), SMTP_PASSWORD.value()));
  try {
    return await transport.sendMail({
      from,
      // The same for each attempt of this sending (domain/mail-delivery.ts, messageIdOf).
      messageId: messageIdOf(mailId, mail.delivery ?? {}, from),
      replyTo: mail.replyTo || MAIL_REPLY_TO.value(),
      to: list(mail.to),
      subject: mail.message.subject,
      text: mail.message.text,
      html: mail.message.html,
    });
  } finally {
    transport.close();
  }
}

/** Firestore's NOT_FOUND: an update of a document that is no longer there. */
const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 5;

/**
 * Records what became of a send; false when the mail document is gone, erased with its
 * registration (or by the retention job) while the mail was on its way. There is nothing left to
 * record on, and that is no failure of the sender's: thrown, it would end the function's instance,
 * and the other mails it was sending with it.
 */
async function recordUnlessErased(
  ref: DocumentReference<StoredMail>,
  what: string,
  patch: UpdateData<StoredMail>,
): Promise<boolean> {
  try {
    await ref.update(patch);
    return true;
  } catch (error) {
    if (!isNotFound(error)) throw error;
    logger.info(`${what}: the mail was erased while it was being sent; nothing left to record`);
    return false;
  }
}

/**
 * Sends one mail if it is due: claims it, sends it, and records SUCCESS with the server's answer,
 * or the failure: ERROR when it is final or the attempts are spent, else PENDING until its retry.
 * Only the send's own failure is recorded as one: once the server has taken the mail, a failed
 * write of SUCCESS throws instead, and the lease running out is what sends it again (at most once).
 */
export async function sendQueuedMail(mailId: string, trigger: string): Promise<SendOutcome> {
  // The id comes from the platform's event or our own query, never from a caller: one path segment.
  if (!mailId || mailId.includes('/')) return 'not due';
  const claimed = await claim(mailId, currentTime());
  if (claimed === 'attempts spent') {
    logger.error(`${trigger}: mail ${mailId} not sent again: ${SENDER_STOPPED_MID_ATTEMPT}`);
    return 'failed';
  }
  if (!claimed?.delivery) return 'not due';
  const attempts = (claimed.delivery.attempts ?? 0) + 1;
  const ref = mails().doc(mailId);
  const what = `${trigger}: mail ${mailId} (${claimed.event ?? 'mail'})`;
  let info: SMTPTransport.SentMessageInfo;
  let copy: ReturnType<typeof deliveredCopy>;
  try {
    // Before the send: whatever this could throw on must fail the attempt, not follow a delivery.
    copy = deliveredCopy(claimed);
    info = await deliver(mailId, claimed);
  } catch (error) {
    const failure = error as SendFailure;
    const reason = failureReason({ ...failure, message: failure.message ?? String(error) });
    const now = currentTime();
    const retryAt = nextAttemptAt(failure, { ...claimed.delivery, attempts }, now);
    const recorded = await recordUnlessErased(ref, what, {
      'delivery.state': retryAt ? 'PENDING' : 'ERROR',
      'delivery.attempts': attempts,
      'delivery.endTime': now,
      'delivery.leaseExpireTime': null,
      'delivery.retryAt': retryAt,
      'delivery.error': reason,
    });
    if (!recorded) return 'erased';
    const next = retryAt ? `again after ${retryAt.toISOString()}` : 'not again (ERROR)';
    logger.warn(`${what} not sent, attempt ${attempts}, ${next}: ${reason}`);
    return retryAt ? 'waiting' : 'failed';
  }
  const recorded = await recordUnlessErased(ref, what, {
    // The links leave the stored copy as the delivery is recorded (services/mail-redaction.ts).
    ...(copy ? { message: copy, linkRemovedAt: currentTime() } : {}),
    'delivery.state': 'SUCCESS',
    'delivery.attempts': attempts,
    'delivery.endTime': currentTime(),
    'delivery.leaseExpireTime': null,
    'delivery.error': null,
    'delivery.info': {
      messageId: info.messageId ?? null,
      accepted: (info.accepted ?? []).map(String),
      rejected: (info.rejected ?? []).map(String),
      pending: (info.pending ?? []).map(String),
      response: info.response ?? null,
    },
  });
  if (!recorded) return 'erased';
  logger.info(`${what} sent, attempt ${attempts}: ${info.response}`);
  return 'sent';
}

/**
 * Every mail a sender should have taken and has not: a retry whose time has come, a lease that ran
 * out, a RETRY or a new mail whose event was lost. Sent a few at a time; how many of each outcome.
 */
export async function sweepQueuedMail(trigger: string): Promise<Record<SweepOutcome, number>> {
  const now = currentTime();
  const unclaimedBefore = new Date(now.getTime() - MAIL_UNCLAIMED_AFTER_MS);
  // A probe's mail document has no `delivery` (collections.ts, ProbeMail): neither query finds it,
  // so only its trigger answers it, and a trigger that never fires is not covered up here.
  const [started, unclaimed] = await Promise.all([
    mails().where('delivery.state', 'in', ['PENDING', 'PROCESSING', 'RETRY']).limit(SWEEP_BATCH).get(),
    // Equality alone (no composite index): the few new mails not yet taken are filtered here.
    mails().where('delivery', '==', null).limit(SWEEP_BATCH).get(),
  ]);
  const lost = unclaimed.docs.filter((doc) => {
    const queuedAt = doc.data().queuedAt;
    return !(queuedAt instanceof Date) || queuedAt.getTime() <= unclaimedBefore.getTime();
  });
  // A document whose delivery this sender cannot read is tried, and its failure logged below.
  const due = [...started.docs, ...lost].filter((doc) => dueOrUnreadable(doc.data(), now)).map((doc) => doc.id);
  const outcomes: Record<SweepOutcome, number> = { sent: 0, failed: 0, waiting: 0, 'not due': 0, erased: 0, broken: 0 };
  for (let next = 0; next < due.length; next += SWEEP_CONCURRENCY) {
    const batch = due.slice(next, next + SWEEP_CONCURRENCY);
    const settled = await Promise.allSettled(batch.map((id) => sendQueuedMail(id, trigger)));
    // One mail that breaks its send (a document no sender can read) stops neither the others nor the run.
    settled.forEach((result, index) => {
      if (result.status === 'fulfilled') {
        outcomes[result.value] += 1;
        return;
      }
      outcomes.broken += 1;
      logger.error(`${trigger}: mail ${batch[index]} could not be sent: ${String(result.reason)}`);
    });
  }
  if (due.length > 0) logger.info(`${trigger}: ${due.length} mails due`, outcomes);
  return outcomes;
}
