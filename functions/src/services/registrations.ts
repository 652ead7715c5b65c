// The registrations collection, read and written (its documents' shape: registration-record.ts).
// Services are the only code that touches Firestore.
import { claimCode, type ClaimableCode } from './sponsor-codes';
import type { DocumentReference, Timestamp, WriteBatch } from 'firebase-admin/firestore';
import { isCancelled, stateOf } from '../domain/lifecycle';
import { searchKeysFor } from '../domain/admin-search';
import { addressKey } from '../domain/mailbox';
import { DomainError, rateLimited, rateLimitedForMinutes } from '../domain/errors';
import {
  EMAIL_ALREADY_VERIFIED,
  RECIPIENT_MAILS_CAPPED,
  REGISTRATION_CANCELLED,
  STATUS_ID_UNKNOWN,
  verificationMailsCapped,
} from '../domain/messages';
import { HOUR_MS, VERIFICATION_MAILS_PER_HOUR } from '../domain/limits';
import { recentInstants, slidingWindow } from '../domain/quota';
import {
  auditOf,
  emailClaims,
  mailId,
  mails,
  registrationDoc,
  verificationTokens,
  type EmailClaim,
  type StoredMail,
} from './collections';
import { isRegistrationId } from '../domain/registration-id';
import { firestore } from './firebase';
import type { MailDocument } from './mail';
import {
  countMailIfUnchanged,
  countMailInBatch,
  hasRoomFor,
  readRecipientQuotaVersion,
  type RecipientQuotaVersion,
} from './mail-quota';
import { currentTime } from '../clock';
import { asContention, retryOnContention } from './contention';
import type { AuditEntry, RegistrationRecord } from './registration-record';

export type {
  AuditEntry,
  CancellationRecord,
  IeeeMembershipDecision,
  PaymentProofRecord,
  RegistrationRecord,
  Rejection,
  StoredStudent,
} from './registration-record';

/**
 * A mail as written to `mail`, stamped on the function's clock (the suite's, locally), which the
 * retention job and the mail log read. `delivery: null` until the mail sender takes it
 * up (it starts one when there is none, null included), so "not taken up yet" is a value a query
 * can ask for: the sender's sweep finds the mails whose event was lost that way.
 * Every mail is written through here, an administrator's test mail (no registration) included.
 */
export function queued(message: Omit<MailDocument, 'registrationId'> & { registrationId?: string }): StoredMail {
  return { ...message, queuedAt: currentTime(), delivery: null };
}

export const sortKeyOf = (createdAt: Date, id: string) => `${createdAt.toISOString()}|${id}`;

/** Everything an administrator may type to find a registration (domain/admin-search). */
export function searchKeysOf(
  record: Pick<RegistrationRecord, 'id' | 'email' | 'firstName' | 'lastName'> & {
    paymentProofs?: { paymentReferenceId: string }[];
    students?: { name: string }[];
  },
): string[] {
  return searchKeysFor({
    id: record.id,
    email: record.email,
    firstName: record.firstName,
    lastName: record.lastName,
    paymentReferences: (record.paymentProofs ?? []).map((proof) => proof.paymentReferenceId),
    studentNames: (record.students ?? []).map((student) => student.name),
  });
}

/** Registrations are unique per e-mail address, compared without case. */
export const emailKey = addressKey;

/** The fields of a record that name its files. */
export type FileFields = Pick<RegistrationRecord, 'ieeeCert' | 'receipt' | 'students' | 'paymentProofs'>;
export const FILE_FIELDS = ['ieeeCert', 'receipt', 'students', 'paymentProofs'] as const;

/** Every file a record names, with the field that names it (each path once). */
export function filesNamedBy(record: FileFields): { where: string; path: string }[] {
  const files: { where: string; path: string }[] = [];
  const add = (where: string, file: { path: string } | undefined) => file && files.push({ where, path: file.path });
  add('ieeeCert', record.ieeeCert);
  add('receipt', record.receipt);
  (record.students ?? []).forEach((student, index) => {
    add(`students[${index}].idCard`, student.idCard);
    add(`students[${index}].ieeeCert`, student.ieeeCert);
  });
  (record.paymentProofs ?? []).forEach((proof, index) => add(`paymentProofs[${index}].receipt`, proof.receipt));
  return [...new Map(files.map((file) => [file.path, file])).values()];
}

export async function findEmailClaim(email: string): Promise<EmailClaim | null> {
  const snapshot = await emailClaims().doc(emailKey(email)).get();
  return snapshot.data() ?? null;
}

/**
 * Writes the whole registration in one atomic batch: the e-mail claim, the record, its
 * verification token, its first audit entry and its mail. `create()` on the claim makes a
 * second registration for the same address fail as a whole, even on an emulator without
 * isolated transactions.
 */
export async function createRegistrationDocuments(input: {
  record: RegistrationRecord;
  tokenHash: string;
  tokenExpiresAt: Date;
  mail: MailDocument;
  /** The sponsor's code it is made with, claimed in the same batch. */
  sponsorCode?: ClaimableCode;
}): Promise<void> {
  const { record } = input;
  const ref = registrationDoc(record.id);
  const batch = firestore().batch();
  batch.create(emailClaims().doc(emailKey(record.email)), {
    registrationId: record.id,
    clientRequestId: record.clientRequestId ?? null,
  } satisfies EmailClaim);
  batch.create(ref, { ...record, verificationMailsAt: [record.createdAt] });
  batch.create(verificationTokens().doc(input.tokenHash), {
    registrationId: record.id,
    expiresAt: input.tokenExpiresAt,
  });
  batch.create(auditOf(ref).doc('created'), {
    event: 'created',
    from: null,
    to: 'created',
    at: record.createdAt,
    by: 'registrant',
  });
  batch.create(mails().doc(mailId(record.id, input.mail.event)), queued(input.mail));
  if (input.sponsorCode) claimCode(batch, input.sponsorCode, record.id, record.createdAt);
  // One registration per address, so its first mail never meets the recipient's cap; it counts.
  countMailInBatch(batch, input.mail.to, record.createdAt);
  await batch.commit();
}

export async function getRegistration(id: string): Promise<RegistrationRecord | null> {
  if (!isRegistrationId(id)) return null;
  const snapshot = await registrationDoc(id).get();
  return snapshot.exists ? (snapshot.data() ?? null) : null;
}

/** Oldest first: the registration's story as it happened. */
export async function auditTrail(id: string): Promise<AuditEntry[]> {
  if (!isRegistrationId(id)) return [];
  const snapshot = await auditOf(registrationDoc(id)).orderBy('at').get();
  return snapshot.docs.map((doc) => doc.data());
}

export async function findToken(hash: string): Promise<{ registrationId: string; expiresAt: Date } | null> {
  return (await verificationTokens().doc(hash).get()).data() ?? null;
}

/** A registration as read for a change written on condition that it is still so (commitIfUnchanged). */
export interface RegistrationVersion {
  record: RegistrationRecord;
  updateTime: Timestamp;
}

/** Reads a registration outside any transaction, with the update time a conditional write needs. */
export async function readRegistrationVersion(
  ref: DocumentReference<RegistrationRecord>,
  notFound: string,
): Promise<RegistrationVersion> {
  const snapshot = await ref.get();
  const record = snapshot.data();
  if (!record || !snapshot.updateTime) throw new DomainError('not-found', notFound);
  return { record, updateTime: snapshot.updateTime };
}

/**
 * Adds a lifecycle change to a batch: the audit entry under a deterministic id per event and the
 * mail are creates, so a repeated call cannot record or mail the change twice, and the registration
 * is updated only if it is still the version read (the whole batch fails otherwise).
 */
export function recordTransition(
  batch: WriteBatch,
  ref: DocumentReference<RegistrationRecord>,
  read: Timestamp,
  change: {
    auditId: string;
    entry: AuditEntry;
    fields: Record<string, unknown>;
    /**
     * With the recipient's count for today as read (a mail the registrant triggers), counted on
     * condition it is unchanged; without it the caller counts the mail after the commit.
     */
    mail?: { message: MailDocument; quota: RecipientQuotaVersion | null };
  },
): void {
  batch.create(auditOf(ref).doc(change.auditId), change.entry);
  if (change.mail) {
    batch.create(mails().doc(mailId(ref.id, change.mail.message.event)), queued(change.mail.message));
    const counted = change.mail.quota;
    if (counted) countMailIfUnchanged(batch, counted.quota, counted.updateTime);
  }
  batch.update(ref, { ...change.fields, updatedAt: change.entry.at }, { lastUpdateTime: read });
}

/**
 * Commits a batch of writes conditional on what was read (docs/decisions/0008). When it fails
 * because something changed meanwhile, it is contention: retryOnContention reads and decides again.
 * A create that met an existing document while the registration is still the version read is a
 * repeated change, not contention: it fails as ALREADY_EXISTS (isAlreadyExists) for the caller.
 */
export async function commitIfUnchanged(
  batch: WriteBatch,
  ref: DocumentReference<RegistrationRecord>,
  read: Timestamp,
): Promise<void> {
  try {
    await batch.commit();
  } catch (error) {
    if (isAlreadyExists(error)) {
      const now = (await ref.get()).updateTime;
      if (now?.isEqual(read)) throw error;
    }
    throw asContention(error);
  }
}

/**
 * A registration's next verification link, added to a batch: its token's document, and the
 * record's fields that make it the only link that works (verify-email.ts checks the hash) and count
 * it; `sent` numbers its mail (`verify-email-{sent}`).
 */
export function addVerificationLink(
  batch: WriteBatch,
  record: Pick<RegistrationRecord, 'id' | 'verificationMailsSent'>,
  link: { hash: string; expiresAt: Date },
): { sent: number; fields: Pick<RegistrationRecord, 'verificationTokenHash' | 'verificationMailsSent'> } {
  const sent = (record.verificationMailsSent ?? 1) + 1;
  batch.create(verificationTokens().doc(link.hash), { registrationId: record.id, expiresAt: link.expiresAt });
  return { sent, fields: { verificationTokenHash: link.hash, verificationMailsSent: sent } };
}

/**
 * A new verification link for a registration whose e-mail is not verified yet: the new token and
 * its mail are stored, and the previous link stops working, in one batch. Refused past
 * VERIFICATION_MAILS_PER_HOUR for the registration or the recipient's cap for the day. The batch
 * holds only if the registration and the recipient's count are still as read (conditional writes),
 * so concurrent calls cannot pass a cap together: the losers read again and decide again.
 *
 * Optimistic rather than a transaction: twenty resends of one registration at once made twenty
 * transactions wait on each other's locks (the emulator ends each wait after its lock timeout),
 * 6 to 54 s in the suite; a lost conditional write fails at once (docs/decisions/0008).
 */
export async function replaceVerificationLink(input: {
  id: string;
  hash: string;
  expiresAt: Date;
  mailFor: (record: RegistrationRecord, sent: number) => MailDocument;
}): Promise<void> {
  const ref = registrationDoc(input.id, STATUS_ID_UNKNOWN);
  await retryOnContention(async () => {
    const { record, updateTime: read } = await readRegistrationVersion(ref, STATUS_ID_UNKNOWN);
    if (isCancelled(record)) throw new DomainError('conflict', REGISTRATION_CANCELLED);
    if (stateOf(record) !== 'created') throw new DomainError('conflict', EMAIL_ALREADY_VERIFIED);
    const now = currentTime();
    const sentAt = record.verificationMailsAt ?? [];
    const hourly = slidingWindow(sentAt, now, HOUR_MS, VERIFICATION_MAILS_PER_HOUR);
    if (!hourly.ok) throw rateLimitedForMinutes(verificationMailsCapped, hourly.retryAfterMs);
    const { quota, updateTime } = await readRecipientQuotaVersion(record.email, now);
    if (!hasRoomFor(quota)) throw rateLimited(RECIPIENT_MAILS_CAPPED, quota.resetsInMs);
    const batch = firestore().batch();
    const link = addVerificationLink(batch, record, input);
    const mail = input.mailFor(record, link.sent);
    batch.create(mails().doc(mailId(ref.id, mail.event)), queued(mail));
    countMailIfUnchanged(batch, quota, updateTime);
    batch.update(
      ref,
      {
        ...link.fields,
        verificationMailsAt: recentInstants(sentAt, now, VERIFICATION_MAILS_PER_HOUR),
        updatedAt: now,
      },
      { lastUpdateTime: read },
    );
    await commitIfUnchanged(batch, ref, read);
  });
}

/**
 * Adds to a batch the mail a registrant's own action sends, within its recipient's daily cap, the
 * count written on condition it is unchanged: past the cap the action still stands, unmailed.
 * True when the mail is in the batch.
 */
export async function queueWithinCap(batch: WriteBatch, mail: MailDocument, at: Date): Promise<boolean> {
  const { quota, updateTime } = await readRecipientQuotaVersion(mail.to, at);
  if (!hasRoomFor(quota)) return false;
  batch.create(mails().doc(mailId(mail.registrationId, mail.event)), queued(mail));
  countMailIfUnchanged(batch, quota, updateTime);
  return true;
}

/**
 * Queues a mail under its deterministic id; false when that mail was already queued. For the
 * administrators' reminders: counted against the recipient's day, never refused by it.
 */
export async function queueMailOnce(message: MailDocument): Promise<boolean> {
  try {
    const batch = firestore().batch();
    batch.create(mails().doc(mailId(message.registrationId, message.event)), queued(message));
    countMailInBatch(batch, message.to, currentTime());
    await batch.commit();
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

/** Firestore's ALREADY_EXISTS: a create() lost to an identical earlier one. */
export function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 6;
}

/** A conditional write refused because its document changed since it was read. */
export function isFailedPrecondition(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 9;
}
