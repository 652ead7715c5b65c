// Which mails an organiser should look at: those of the last day that failed for good or are stuck
// on their way, read from what the sender records (mail-delivery.ts), for the dashboard's Mail
// section and, without addresses or subjects, GET /api/health. Also the rule behind health's
// `mail: stalled`.
import type { DeliveryState } from './api/mail-log';
import { MAIL_PROBLEMS_HOURS } from './limits';
import { MAIL_WITHDRAWN_ADDRESS_CORRECTED } from './mail-delivery';
import { isMailId } from './registration-id';
import { addressKey } from './mailbox';

/**
 * How long a queued mail may go without a final state before it is stuck. The sender takes a new
 * mail within seconds (the sweep takes one whose event was lost a minute on) and ends an attempt
 * within its 2-minute lease; only a mail waiting out failures takes longer, and its wait is shown
 * as such. Half an hour of silence means the sender is not running or the server keeps refusing.
 */
export const MAIL_STALLED_AFTER_MS = 30 * 60_000;

/** What the summary covers: mails queued in the last day, so an organiser sees one day's trouble. */
export const MAIL_PROBLEMS_SPAN_MS = MAIL_PROBLEMS_HOURS * 60 * 60_000;

/** States no sender has finished with yet: a sender (or an administrator's RETRY) has more to do. */
export const UNSETTLED_STATES = ['PENDING', 'PROCESSING', 'RETRY'] as const satisfies readonly DeliveryState[];

export const MAIL_PROBLEMS = ['failed', 'stuck'] as const;
export type MailProblem = (typeof MAIL_PROBLEMS)[number];

/** What the rules read of a mail document. */
export interface QueuedMail {
  queuedAt?: Date;
  delivery?: {
    state: DeliveryState;
    error?: string | null;
    endTime?: Date | null;
    retryAt?: Date | null;
  } | null;
}

/** The span a summary made at `now` covers, and the instant before which a mail is stuck. */
export function mailProblemsWindow(now: Date): { since: Date; stalledBefore: Date } {
  return {
    since: new Date(now.getTime() - MAIL_PROBLEMS_SPAN_MS),
    stalledBefore: new Date(now.getTime() - MAIL_STALLED_AFTER_MS),
  };
}

/**
 * A mail withdrawn before it went out, its registration's address corrected (services/
 * email-correction.ts): ended in ERROR with our own reason, and nothing for anyone to act on.
 */
export const isWithdrawnMail = (delivery: QueuedMail['delivery']): boolean =>
  delivery?.state === 'ERROR' && delivery.error === MAIL_WITHDRAWN_ADDRESS_CORRECTED;

/**
 * A mail queued in the last day that failed for good (ERROR; one withdrawn is no failure), or is
 * stuck: waiting to be tried again after a failure (PENDING with a retryAt), or half an hour on
 * with no final state.
 */
export function mailProblemOf(mail: QueuedMail, now: Date): MailProblem | null {
  const { since, stalledBefore } = mailProblemsWindow(now);
  const queuedAt = mail.queuedAt?.getTime();
  if (queuedAt === undefined || queuedAt < since.getTime() || queuedAt > now.getTime()) return null;
  const delivery = mail.delivery;
  if (delivery?.state === 'ERROR') return isWithdrawnMail(delivery) ? null : 'failed';
  if (delivery?.state === 'SUCCESS') return null;
  if (delivery?.state === 'PENDING' && delivery.retryAt) return 'stuck';
  return queuedAt <= stalledBefore.getTime() ? 'stuck' : null;
}

/**
 * health's `mail`, from the newest mail queued half an hour ago or more: `ok` once the sender
 * recorded a final state on it (a failure included: the sender runs), `stalled` otherwise.
 */
export function mailState(delivery: { state?: string } | null | undefined): 'ok' | 'stalled' {
  return delivery?.state === 'SUCCESS' || delivery?.state === 'ERROR' ? 'ok' : 'stalled';
}

/** The reason the server (or the network) gave to the latest failed attempt among these mails' problems. */
export function latestReason(mails: readonly QueuedMail[], now: Date): string | null {
  let latest: { at: number; reason: string } | null = null;
  for (const mail of mails) {
    const reason = mail.delivery?.error?.trim();
    if (!reason || !mailProblemOf(mail, now)) continue;
    const at = mail.delivery?.endTime?.getTime() ?? mail.queuedAt?.getTime() ?? 0;
    if (!latest || at > latest.at) latest = { at, reason };
  }
  return latest?.reason ?? null;
}

/** The most of an SMTP answer a public page shows: enough for its code and its sentence. */
export const PUBLIC_REASON_LENGTH = 200;
const ADDRESS = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;

/**
 * An SMTP answer fit for a public page. Servers name the recipient in it ("550 5.1.1
 * <asha@example.org>: Recipient address rejected"), so every address is masked; a long answer is cut.
 */
export function publicReason(reason: string): string {
  const masked = reason.replace(ADDRESS, '[address]').replace(/\s+/g, ' ').trim();
  return masked.length > PUBLIC_REASON_LENGTH ? `${masked.slice(0, PUBLIC_REASON_LENGTH - 1)}…` : masked;
}

/**
 * Whether a mail went to this address, compared as addresses are everywhere (domain/mailbox.ts):
 * a failed mail is sent again only to the address its registration has now.
 */
export const sentTo = (mail: { to: string }, email: string) => addressKey(mail.to) === addressKey(email);

/**
 * Whether the mail log's "Send again" applies: a failed mail of a registration (an administrator's
 * test mail is not sent again; another test is).
 */
export const canSendAgain = (mail: { id: string; state: DeliveryState }) => mail.state === 'ERROR' && isMailId(mail.id);
