// At most MAILS_PER_RECIPIENT_PER_DAY mails to one address on one day at the venue, whatever
// their kind and whoever asked: a registration site mails any address typed into it. Every
// mail is counted in the same transaction or batch that queues it. A mail a registrant's own
// action would trigger is refused (a resend) or left out (the receipt of a proof: the upload
// itself is kept) past the cap; a mail an administrator's action sends always goes out.
import {
  FieldValue,
  type DocumentReference,
  type Timestamp,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { MAILS_PER_RECIPIENT_PER_DAY } from '../domain/limits';
import { venueDate, venueMidnightAfter } from '../domain/venue-time';
import { mailQuotas, type MailQuota } from './collections';
import { counterKey } from './counter-keys';
import { mailboxOf } from '../domain/mailbox';

export interface RecipientQuota {
  email: string;
  /** When the count was read: the day it belongs to. */
  at: Date;
  sent: number;
  /** How long until the venue's next day, when the count starts again. */
  resetsInMs: number;
  expiresAt: Date;
}

function quotaRef(email: string, now: Date): DocumentReference<MailQuota> {
  // Counted per inbox (domain/mailbox.ts), so sub-addresses of one share its cap. The address is
  // personal data: only a keyed hash of it is kept, for two days (TTL on expiresAt).
  const who = counterKey('mail-quota', mailboxOf(email), 32);
  return mailQuotas().doc(`${who}-${venueDate(now)}`);
}

/** The address's count for today, as read at `now`. */
function quotaOf(email: string, now: Date, sent: number): RecipientQuota {
  const midnight = venueMidnightAfter(now);
  return { email, at: now, sent, resetsInMs: midnight.getTime() - now.getTime(), expiresAt: addDays(midnight, 1) };
}

/** Reads the address's count for today; in a transaction, before any write. */
export async function readRecipientQuota(tx: Transaction, email: string, now: Date): Promise<RecipientQuota> {
  return quotaOf(email, now, (await tx.get(quotaRef(email, now))).data()?.count ?? 0);
}

/** The address's count for today with its update time (null while there is none). */
export interface RecipientQuotaVersion {
  quota: RecipientQuota;
  updateTime: Timestamp | null;
}

/**
 * Reads the address's count for today without a transaction, with its update time, for a write
 * conditional on it (countMailIfUnchanged).
 */
export async function readRecipientQuotaVersion(email: string, now: Date): Promise<RecipientQuotaVersion> {
  const snapshot = await quotaRef(email, now).get();
  return {
    quota: quotaOf(email, now, snapshot.data()?.count ?? 0),
    updateTime: snapshot.exists ? (snapshot.updateTime ?? null) : null,
  };
}

/** Counts one mail in a batch, which fails unless the count is still the one read. */
export function countMailIfUnchanged(batch: WriteBatch, quota: RecipientQuota, updateTime: Timestamp | null): void {
  const ref = quotaRef(quota.email, quota.at);
  const counted = { count: quota.sent + 1, expiresAt: quota.expiresAt };
  if (updateTime) batch.update(ref, counted, { lastUpdateTime: updateTime });
  else batch.create(ref, counted);
}

export const hasRoomFor = (quota: RecipientQuota) => quota.sent < MAILS_PER_RECIPIENT_PER_DAY;

/** Counts one mail to the address, in the transaction that queues it. */
export function countMail(tx: Transaction, quota: RecipientQuota): void {
  tx.set(quotaRef(quota.email, quota.at), { count: quota.sent + 1, expiresAt: quota.expiresAt });
}

/** One more mail for the address's day, written without reading the count (an atomic increment). */
function oneMore(now: Date) {
  return { count: FieldValue.increment(1) as unknown as number, expiresAt: addDays(venueMidnightAfter(now), 1) };
}

/**
 * Counts one mail that is never refused (an administrator's) after its transaction committed:
 * written inside it, even blind, the count made 20 concurrent administrators' transactions on one
 * registration time out on the emulator's locks.
 */
export async function countMailAfterwards(email: string, now: Date): Promise<void> {
  await quotaRef(email, now).set(oneMore(now), { merge: true });
}

/** Counts one mail in a batch (which cannot read): an atomic increment, never refused. */
export function countMailInBatch(batch: WriteBatch, email: string, now: Date): void {
  batch.set(quotaRef(email, now), oneMore(now), { merge: true });
}

function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * 24 * 60 * 60 * 1000);
}
