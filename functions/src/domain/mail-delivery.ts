// The rules of sending a queued mail (services/mail-sender.ts), in the fields and states of the
// Trigger Email extension's contract on a `mail` document, so that whatever reads them (the mail
// log, health, the dashboard, a test mail, the smoke test) reads the same, and an official sender
// could take over the collection as it is: `delivery.state` PENDING, PROCESSING (with a lease),
// SUCCESS (with the server's answer), ERROR (with the error), RETRY (an administrator's request to
// send again); `delivery.attempts` counts the attempts made.
import type { DeliveryState } from './api/mail-log';

/**
 * How long a claimed mail is the claimant's. Longer than the sender's own timeout (60 s): a sender
 * still sending never loses its mail to the sweep; one that died loses it two minutes after it claimed.
 */
export const MAIL_LEASE_MS = 2 * 60_000;

/**
 * The waits after the 1st, 2nd, … failed attempt that may succeed later (the server unreachable,
 * a 4xx answer), before the sweep sends again: a server down for a minute is over by the 3rd, one
 * down for an hour by the 6th. After the last, the mail stays in ERROR for the mail log.
 */
export const MAIL_RETRY_DELAYS_MS = [15_000, 60_000, 4 * 60_000, 15 * 60_000, 60 * 60_000] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;

/** A mail queued this long ago with no delivery yet lost its event: the sweep sends it. */
export const MAIL_UNCLAIMED_AFTER_MS = 60_000;

export interface DeliveryRecord {
  state: DeliveryState;
  attempts?: number;
  /** Attempts counted when an administrator last asked for a RETRY: the automatic ones start again there. */
  attemptsBeforeRetry?: number;
  leaseExpireTime?: Date | null;
  /** PENDING after a failure that may pass: not before this instant. */
  retryAt?: Date | null;
}

/**
 * Whether a sender may claim the mail now. A new mail (no delivery), one an administrator asked to
 * send again (RETRY) and one waiting out a failure whose time has come are due; so is one whose
 * claimant's lease ran out (it died before recording an outcome). Anything sent, failed for good,
 * or being sent under a live lease is not.
 */
export function isClaimable(delivery: DeliveryRecord | null | undefined, now: Date): boolean {
  if (!delivery) return true;
  switch (delivery.state) {
    case 'RETRY':
      return true;
    case 'PENDING':
      return !delivery.retryAt || delivery.retryAt.getTime() <= now.getTime();
    case 'PROCESSING':
      return !delivery.leaseExpireTime || delivery.leaseExpireTime.getTime() <= now.getTime();
    default:
      return false;
  }
}

/**
 * The attempts a claim starts from. A claimable PROCESSING mail's lease ran out: its sender died
 * before recording how the attempt went, perhaps after the server took the mail. That attempt
 * counts, so a mail that ends its sender every time is tried a bounded number of times, not forever.
 */
export function attemptsAtClaim(delivery: DeliveryRecord | null | undefined): number {
  return (delivery?.attempts ?? 0) + (delivery?.state === 'PROCESSING' ? 1 : 0);
}

/** The attempts this sending has made: since the last RETRY, which starts them afresh. */
const attemptsMade = (delivery: Pick<DeliveryRecord, 'attempts' | 'attemptsBeforeRetry'>) =>
  (delivery.attempts ?? 0) - (delivery.attemptsBeforeRetry ?? 0);

/** Whether this sending (since the last RETRY) has made every attempt it may. */
export function attemptsSpent(delivery: Pick<DeliveryRecord, 'attempts' | 'attemptsBeforeRetry'>): boolean {
  return attemptsMade(delivery) >= MAIL_MAX_ATTEMPTS;
}

/**
 * Whether a mail is still to be sent: queued, waiting out a failure, or asked for again. Not one
 * being sent (a sender holds it; what it does cannot be stopped) or one whose outcome is recorded.
 */
export function awaitsSending(delivery: Pick<DeliveryRecord, 'state'> | null | undefined): boolean {
  return !delivery || delivery.state === 'PENDING' || delivery.state === 'RETRY';
}

/** The mail log's reason for a mail withdrawn before it went out (services/email-correction.ts). */
export const MAIL_WITHDRAWN_ADDRESS_CORRECTED =
  "Not sent: the registration's e-mail address was corrected before this mail went out, and it was addressed to the old one.";

/** The mail log's reason for a mail whose senders kept stopping mid-attempt (attemptsAtClaim). */
export const SENDER_STOPPED_MID_ATTEMPT =
  'The sender stopped before it could record how its attempts went, and the attempts are spent: the mail may have arrived. Send it again only if its recipient did not get it.';

/** What an SMTP server or the network said to one attempt, as nodemailer reports it. */
export interface SendFailure {
  /** The server's reply code (550, 421, …), absent when no server answered. */
  responseCode?: number;
  /** The server's whole reply line, when it answered. */
  response?: string;
  message: string;
}

/** A 5xx answer is the server's final word (no such mailbox, refused); anything else may pass. */
export const isPermanentFailure = (failure: SendFailure) =>
  failure.responseCode !== undefined && failure.responseCode >= 500;

/** The reason a person reads in the mail log: the server's own answer when there is one. */
export function failureReason(failure: SendFailure): string {
  return failure.response?.trim() || failure.message;
}

/**
 * After a failed attempt (attempts counts it): when to send again, or null to stop in ERROR. A
 * permanent failure stops at once; one that may pass waits longer each time, up to the last delay.
 */
export function nextAttemptAt(
  failure: SendFailure,
  delivery: Pick<DeliveryRecord, 'attempts' | 'attemptsBeforeRetry'>,
  now: Date,
): Date | null {
  if (isPermanentFailure(failure)) return null;
  const delay = MAIL_RETRY_DELAYS_MS[attemptsMade(delivery) - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

/**
 * The Message-ID of a mail, the same for every attempt to send it: a server that took a mail but
 * went away before saying so gets it again on the retry, and a mailbox that has that Message-ID
 * already keeps one copy. An administrator's RETRY is a new sending, with an ID of its own.
 */
export function messageIdOf(
  mailId: string,
  delivery: Pick<DeliveryRecord, 'attemptsBeforeRetry'>,
  from: string,
): string {
  const domain = /@([^\s@>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  const sending = delivery.attemptsBeforeRetry ?? 0;
  return `<${mailId}${sending > 0 ? `.${sending}` : ''}@${domain}>`;
}
