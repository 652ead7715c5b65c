// Every Firestore collection the function uses, each typed once: the rest of the services reach
// Firestore through these references (and firestore() only for batches and transactions). Each
// names its collection literally, so the deploy check and the rules test can read it.
import type { RegisteredIrn } from '../domain/e-invoice-documents';
import type { SponsorCodeKind } from '../domain/sponsor-codes';
import { createHash } from 'node:crypto';
import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type FirestoreDataConverter,
  type Query,
} from 'firebase-admin/firestore';
import type { DeliveryState } from '../domain/api/mail-log';
import type { StatementColumns } from '../domain/api/reconciliation';
import type { StatementLine } from '../domain/reconciliation';
import { DomainError } from '../domain/errors';
import { NO_SUCH_PROBE, PASS_CODE_MALFORMED, REGISTRATION_NOT_FOUND } from '../domain/messages';
import { checkInId, isPassCode, isPassPerson, type PassPerson } from '../domain/passes';
import { isRegistrationId } from '../domain/registration-id';
import type { CreditNoteParticulars } from '../domain/credit-note';
import type { InvoiceParticulars } from '../domain/invoice';
import type { ScheduledJob } from '../domain/job-runs';
import { PROBE_ID } from '../domain/api/probe';
import { probeMailId, type ProbedTrigger } from '../domain/probes';
import type { TierId } from '../domain/tiers';
import { firestore } from './firebase';
import type { MemberStatus } from '../domain/ieee-membership';
import type { MailDocument, QueuedMessage } from './mail';
import type { AuditEntry, RegistrationRecord } from './registration-record';

/**
 * Instants are Dates in our code: Firestore stores a Date as a Timestamp, and this turns every
 * Timestamp read back into a Date, so nothing outside this file meets Firestore's time type.
 */
function withDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withDates(inner)]));
  }
  return value;
}

/** Our own data in, the same type out: the type is the contract, Firestore stores it as it is. */
function typed<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (value) => value as DocumentData,
    fromFirestore: (snapshot) => withDates(snapshot.data()) as T,
  };
}

/** A projection of some fields (select() drops a query's converter), read with Dates as above. */
export function selectFields<T extends DocumentData>(query: Query, ...fields: (keyof T & string)[]): Query<T> {
  return query.select(...fields).withConverter(typed<T>());
}

/** The ids of the documents a query finds, without reading their fields. */
export async function documentIds(query: Query): Promise<string[]> {
  return (await query.select().get()).docs.map((doc) => doc.id);
}

/**
 * The documents of a collection (at any depth) whose `expiresAt` is before `before`: what a TTL
 * policy on that field should have deleted (the audit, services/audit.ts).
 */
export async function expiredIn(collection: string, before: Date): Promise<{ path: string; expiresAt: Date }[]> {
  const snapshot = await firestore()
    .collectionGroup(collection)
    .where('expiresAt', '<', before)
    .select('expiresAt')
    .get();
  return snapshot.docs.map((doc) => ({ path: doc.ref.path, expiresAt: (doc.get('expiresAt') as Timestamp).toDate() }));
}

/** The paths of every registration's audit entries (`registrations/{id}/audit/{entry}`), fields unread. */
export async function auditEntryPaths(): Promise<string[]> {
  return (await firestore().collectionGroup('audit').select().get()).docs.map((doc) => doc.ref.path);
}

/** Firestore's most writes in one batch. */
const BATCH_LIMIT = 500;

/** Deletes the documents, in batches of Firestore's limit. */
export async function deleteDocuments(refs: readonly DocumentReference[]): Promise<void> {
  for (let start = 0; start < refs.length; start += BATCH_LIMIT) {
    const batch = firestore().batch();
    for (const ref of refs.slice(start, start + BATCH_LIMIT)) batch.delete(ref);
    await batch.commit();
  }
}

/** Deletes every document a query finds, a batch at a time; how many it deleted. */
export async function deleteAll(query: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    const snapshot = await query.limit(BATCH_LIMIT).get();
    if (snapshot.empty) return deleted;
    await deleteDocuments(snapshot.docs.map((doc) => doc.ref));
    deleted += snapshot.size;
  }
}

/**
 * A mail as the function queues it, and the delivery its sender records on it (services/mail-sender.ts,
 * in the Trigger Email extension's fields: domain/mail-delivery.ts).
 */
export type StoredMail = Omit<MailDocument, 'registrationId' | 'message'> & {
  message: QueuedMessage;
  /** The registration it concerns; none for an administrator's test mail (services/test-mail.ts). */
  registrationId?: string;
  queuedAt?: Date;
  /** When a delivered verification mail's link was taken out (services/mail-redaction.ts). */
  linkRemovedAt?: Date;
  /** A sender and reply-to of its own (none of ours sets them: MAIL_FROM and MAIL_REPLY_TO apply). */
  from?: string;
  replyTo?: string;
  /** Null as queued; then what the sender records. */
  delivery?: {
    state: DeliveryState;
    attempts?: number;
    attemptsBeforeRetry?: number;
    /** Names the sender's claim that set PROCESSING (services/mail-sender.ts, claim). */
    claimId?: string | null;
    error?: string | null;
    startTime?: Date | null;
    endTime?: Date | null;
    leaseExpireTime?: Date | null;
    retryAt?: Date | null;
    /** nodemailer's report of a sent mail; `response` is the SMTP server's answer. */
    info?: {
      messageId?: string | null;
      accepted?: string[];
      rejected?: string[];
      pending?: string[];
      response?: string | null;
    } | null;
  } | null;
};

/** Registrations are unique per e-mail address: one claim document per normalised address. */
export interface EmailClaim {
  registrationId: string;
  clientRequestId: string | null;
}

export interface VerificationToken {
  registrationId: string;
  /** A TTL policy (firestore.indexes.json) deletes the document some time after this. */
  expiresAt: Date;
}

/** A link to download everything held about a registration (services/data-access.ts). */
export interface DataAccessToken {
  registrationId: string;
  expiresAt: Date;
}

export interface RateLimitCounter {
  count: number;
  expiresAt: Date;
}

/** Mails sent to one address on one day at the venue (services/mail-quota.ts). */
export interface MailQuota {
  count: number;
  expiresAt: Date;
}

export interface CachedMembership {
  status: MemberStatus;
  checkedAt: Date;
  expiresAt: Date;
}

export interface StatementRecord {
  at: Date;
  by: string;
  lines: number;
  matched: number;
}

/**
 * The latest statement's line naming a registration: its amount agreeing or not (the record
 * compares it with the amount due), and when that statement was first reconciled.
 */
/**
 * The first line of the latest statement to name a registration, when it was reconciled, and
 * every line of it paying the registration together when there are several (else empty).
 */
export type MatchedStatementLine = StatementLine & {
  statement: string;
  reconciledAt?: Date;
  together?: StatementLine[];
};

/** The calls counted per client address (services/rate-limit.ts). */
export type RateLimitedEndpoint =
  'registration' | 'payment' | 'status' | 'resend' | 'ieee-status' | 'pass' | 'data' | 'desk-search' | 'sponsor-code';

export interface RateLimitSettings {
  perMinute?: Partial<Record<RateLimitedEndpoint, number>>;
}

export type ColumnChoice = StatementColumns;

/**
 * One person's entry pass, stored under the SHA-256 of its code (the code itself is never
 * stored): who it admits, as they were when the payment was verified.
 */
export interface StoredPass {
  registrationId: string;
  person: PassPerson;
  name: string;
  organization: string;
  tierId: TierId;
  /** The registration's count of payment verifications when the pass was issued. */
  passEpoch: number;
  createdAt: Date;
}

/** One person checked in on one conference day, at `checkIns/{registrationId}_{person}_{day}`. */
export interface StoredCheckIn {
  registrationId: string;
  person: PassPerson;
  /** The conference day at the venue (YYYY-MM-DD). */
  day: string;
  at: Date;
  by: string;
  desk: string | null;
  name: string;
  tierId: TierId;
}

/**
 * A certificate of participation as issued, at `certificates/{registrationId}_{person}` (one per
 * person, ever): what /certificates/{code} confirms and what its PDF prints, as it was on issue.
 */
export interface StoredCertificate {
  code: string;
  registrationId: string;
  person: PassPerson;
  name: string;
  organization: string;
  /** The papers it names (an author's, as certified); none for others. */
  paperIds: string[];
  issuedAt: Date;
  /** A TTL policy deletes it then (domain/retention.ts, certificatesDaysAfterEvent). */
  expiresAt: Date;
}

/**
 * What stays of an erased registration (services/erasure.ts): who erased it, when and why, and of
 * a payment what accounting law requires (amount, dates, references), no name or address.
 * A TTL policy removes it when the accounts no longer need it (expiresAt).
 */
export interface ErasureRecord {
  registrationId: string;
  erasedAt: Date;
  by: string;
  cause: 'request' | 'unverified-expired' | 'retention';
  reason?: string;
  payment: {
    amount: number;
    tierId: TierId;
    registeredAt: Date;
    verifiedAt: Date | null;
    verified: boolean;
    references: string[];
  } | null;
  /** IEEE numbers whose cached answers are still to be cleared; emptied once they are. */
  ieeeNumbers: string[];
  /** GST records are kept 72 months from the annual return of the payment's year: 8 years cover it. */
  expiresAt: Date;
  /** When a restore brought its data back and it was erased again (services/erasure.ts, eraseAgain). */
  erasedAgainAt?: Date[];
}

/**
 * A tax invoice as issued, at `invoices/{registrationId}_{verification}`: one per verification of
 * a payment, ever (a verification undone and made again is invoiced again, after a credit note).
 * Its particulars are stored as printed, so the PDF is the same whenever it is downloaded.
 */
export interface StoredInvoice {
  /** The registration it is for; null on a sponsor's invoice, which names the sponsor instead. */
  registrationId: string | null;
  /** A sponsor's invoice, for its package (services/sponsors.ts): at `invoices/{sponsorId}`. */
  sponsorId?: string;
  /** The registration's count of verifications this invoice belongs to (1 on a sponsor's). */
  verification: number;
  particulars: InvoiceParticulars;
  financialYear: number;
  issuedAt: Date;
  by: string;
  /** Set when a credit note cancels it (its number and day). */
  creditNote: { number: string; date: string } | null;
  /** A B2B invoice's registration on the Invoice Registration Portal, once its answer is imported. */
  irn?: StoredIrn | null;
  /** E-invoiced and its IRN not imported yet (services/invoices.ts, irnDueFor). */
  irnDue?: boolean;
  /** Kept for the accounts, after any erasure of the registration (domain/retention.ts, accountsKeptUntil). */
  expiresAt: Date;
}

/** The IRP's answer for an e-invoiced document, as imported (services/e-invoices.ts). */
export interface StoredIrn extends RegisteredIrn {
  importedAt: Date;
  by: string;
}

/**
 * A credit note cancelling an invoice, at `creditNotes/{invoiceId}` (one per invoice, ever), its
 * particulars stored as printed.
 */
export interface StoredCreditNote {
  /** The registration whose invoice it cancels; null for a sponsor's, which names the sponsor instead. */
  registrationId: string | null;
  sponsorId?: string;
  invoiceId: string;
  particulars: CreditNoteParticulars;
  /** A B2B credit note's registration on the Invoice Registration Portal, once imported. */
  irn?: StoredIrn | null;
  /** E-invoiced and its IRN not imported yet. */
  irnDue?: boolean;
  financialYear: number;
  issuedAt: Date;
  by: string;
  /** Kept as long as the invoices (domain/retention.ts, accountsKeptUntil). */
  expiresAt: Date;
}

/**
 * A refund paid on an approved cancellation, at `refunds/{registrationId}` (a registration is
 * cancelled once): what the accounts need of it after the registration is erased, and nothing more.
 */
export interface StoredRefund {
  registrationId: string;
  amountPaise: number;
  /** The venue's calendar day it was paid (YYYY-MM-DD), and the bank's reference. */
  date: string;
  bankReference: string;
  /** Why it differs from the policy's amount, or null. */
  reason: string | null;
  /** The credit note it issued, when the payment had a tax invoice. */
  creditNote: { number: string; date: string } | null;
  financialYear: number;
  recordedAt: Date;
  by: string;
  /** Kept as long as the invoices (domain/retention.ts, accountsKeptUntil). */
  expiresAt: Date;
}

/**
 * A sponsor as an administrator records it, at `sponsors/{id}` (SP- and eight Crockford digits):
 * the organisation its invoice is made out to, its package as priced when recorded, whom the
 * organisers deal with, its payment once verified, and its invoice once issued. Its contact person
 * is personal data: the document goes when registrations' contact details go (TTL on `expiresAt`),
 * and its invoice outlives it in `invoices`, as accounting law requires.
 */
export interface StoredSponsor {
  organisation: { name: string; address: string; stateCode: string; gstin?: string };
  level: string;
  /** The package's price before tax (whole rupees) and with it (paise), as they were when recorded. */
  amount: number;
  amountDuePaise: number;
  freeRegistrations: number;
  contact: { name: string; email: string; phone?: string };
  createdAt: Date;
  createdBy: string;
  payment: { reference: string; date: string; verifiedAt: Date; verifiedBy: string } | null;
  /** How many times its payment was verified: its invoice of the n-th is `invoices/{id}_{n}`. */
  verifications: number;
  invoice: { id: string; number: string; date: string } | null;
  /** The last verification taken back, why, and the credit note that cancelled its invoice. */
  withdrawn: {
    reason: string;
    at: Date;
    by: string;
    creditNote: { number: string; date: string } | null;
    /** The invoice the credit note cancelled (absent on withdrawals recorded before it was kept). */
    invoice?: { number: string; date: string } | null;
  } | null;
  updatedAt: Date;
  expiresAt: Date;
}

/**
 * One of a sponsor's codes, at `sponsorCodes/{code}` (four groups of four Crockford digits): a free
 * registration of its package, or one at the sponsor rate (domain/sponsor-codes.ts). `usedAt` says
 * it is used, set with `usedBy`, the registration it made, in the batch that creates it. It names
 * nobody: the name shown with it is read from the registration. An erased registration is
 * forgotten (`usedBy` null), and one erased before its address was verified gives its code back.
 * It goes with its sponsor (TTL on `expiresAt`).
 */
export interface StoredSponsorCode {
  sponsorId: string;
  kind: SponsorCodeKind;
  createdAt: Date;
  createdBy: string;
  usedBy: string | null;
  usedAt: Date | null;
  revoked: { at: Date; by: string } | null;
  expiresAt: Date;
}

/**
 * A probe of the jobs and triggers (services/probes.ts), at `probes/{probeId}`: who asked, whether
 * Cloud Scheduler took each job's run, and when each job and trigger answered.
 */
export interface StoredProbe {
  requestedAt: Date;
  /** The administrator's uid. */
  requestedBy: string;
  asked: Partial<Record<ScheduledJob, { ok: boolean; error: string | null }>>;
  answers: Partial<Record<ScheduledJob | ProbedTrigger, Date>>;
  expiresAt: Date;
}

/**
 * A probe's mail document, `mail/probe-{probeId}`, for mailSender alone to answer: no recipient, no
 * message, no `delivery` and no `queuedAt`, so no query of the sweep, the mail health or the
 * retention job finds it, and no sender could claim it. Its trigger deletes it; TTL one left over.
 */
export interface ProbeMail {
  probe: string;
  expiresAt: Date;
}

/**
 * A staff account's current sign-in, `staffSessions/{uid}` (services/staff-sessions.ts): the
 * sign-in its tokens carry and the last call made with it, for the server's session limits.
 */
export interface StaffSession {
  /** The tokens' auth_time, in seconds: a new sign-in has another. */
  authTime: number;
  signedInAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** One call made by staff, `accessLog/{auto}` (services/access-log.ts): added, never changed. */
export interface AccessLogEntry {
  at: Date;
  uid: string;
  email: string | null;
  role: 'administrator' | 'check-in staff';
  method: string;
  url: string;
  registrationId: string | null;
  address: string;
  expiresAt: Date;
}

/** `invoiceSeries/{series}_{financialYear}`: the last number issued in a series, counted without gaps. */
export interface SeriesCounter {
  last: number;
}

/**
 * `invoiceSeries/{series}_{financialYear}/numbers/{n}`: a number issued, created with its document.
 * A counter restored from a backup lies behind the numbers issued since; these do not go back with
 * it, so the next number steps over them (services/invoices.ts).
 */
export interface NumberClaim {
  at: Date;
}

/**
 * How long each collection's documents live and how one person's data in them ends: erased with
 * the registration (services/erasure.ts, on request and by the retention job), by a TTL policy on
 * `expiresAt` (firestore.indexes.json), or holding no registrant's data. Every collection this
 * file names is listed (collections.test.ts); Storage holds only `registrations/{id}/`, erased
 * with the registration and removed for all after the event (domain/retention.ts).
 */
export const LIFETIME_OF: Record<string, string> = {
  registrations: 'erased with the registration; every registration after the event (retention)',
  legalHolds:
    'while its proceedings last (an operator places and releases it: npm run admin -- hold, release); deleted on release. It holds the ID, the reason and who placed it',
  audit: 'erased with the registration',
  registrationEmails: 'erased with the registration',
  verificationTokens: 'erased with the registration; TTL when the link expires',
  dataAccessTokens: 'erased with the registration; TTL when the link expires',
  mail: 'erased with the registration; deleted after the retention period for mails (a held registration’s once the hold is released); a probe’s (no recipient) deleted by its trigger, or TTL a day on',
  passes: 'erased with the registration',
  checkIns: 'erased with the registration',
  certificates:
    'erased with the registration on request; otherwise kept after its contact details, until the certificates retention period (TTL)',
  statementLines: 'erased with the registration',
  ieeeMemberCache: 'erased with the registration; TTL a day after the answer',
  rateLimits: 'keyed hashes of client addresses, tied to no registration; TTL after the minute',
  mailQuotas: 'keyed hashes of addresses; TTL after the day',
  statements: 'who uploaded a bank statement and its counts; no registrant data',
  erasures: 'no contact details; TTL 8 years after the erasure, when GST records may go',
  invoices:
    'kept after any erasure, as accounting law requires; TTL 72 months after the due date of its year’s annual GST return, and a year’s margin',
  creditNotes:
    'kept after any erasure, as accounting law requires; TTL 72 months after the due date of its year’s annual GST return, and a year’s margin',
  refunds:
    'kept after any erasure, as accounting law requires (amount, day, bank reference); TTL 72 months after the due date of its year’s annual GST return, and a year’s margin',
  invoiceSeries: 'the last number of each series and year; no registrant data',
  numbers: 'under invoiceSeries: each number issued in a series and year, and when; no registrant data',
  sponsors:
    'an organisation, its package and its contact person; TTL when registrations’ contact details are erased after the event (its invoice is kept in invoices)',
  sponsorCodes:
    'a code, its sponsor and the registration ID that used it (no name), forgotten when that registration is erased; TTL with its sponsor',
  settings:
    "configuration and the accepted papers; the authors' e-mail addresses given with them leave with an erasure of that address's registration and when the retention job erases the registrations",
  health: 'a probe, and when each scheduled job last ran; no registrant data',
  probes: 'which administrator probed the jobs and triggers, and when each answered; no registrant data; TTL a day on',
  staffSessions: 'a staff account’s current sign-in and its last call; TTL a day after the sign-in’s 12 hours',
  accessLog:
    'who (staff uid and e-mail) made which call, naming which registration, from which address; kept through erasure, as rule 6(1)(e) of the DPDP Rules asks; TTL 365 days after the call',
};

/** A Firebase Auth uid as a document ID: what Auth issues, never a path. */
const UID = /^[A-Za-z0-9_-]{1,128}$/;
export function staffSessionDoc(uid: string): DocumentReference<StaffSession> {
  if (!UID.test(uid)) throw new Error(`Not a Firebase Auth uid: ${JSON.stringify(uid)}`);
  return firestore().collection('staffSessions').doc(uid).withConverter(typed<StaffSession>());
}
export const accessLog = (): CollectionReference<AccessLogEntry> =>
  firestore().collection('accessLog').withConverter(typed<AccessLogEntry>());

export const registrations = (): CollectionReference<RegistrationRecord> =>
  firestore().collection('registrations').withConverter(typed<RegistrationRecord>());

/**
 * A registration's document, from an ID that is exactly one of ours: anything else ("x/y", an
 * audit path, "__proto__") is "not found" before it can become a path.
 */
export function registrationDoc(
  id: string,
  notFound: string = REGISTRATION_NOT_FOUND,
): DocumentReference<RegistrationRecord> {
  if (!isRegistrationId(id)) throw new DomainError('not-found', notFound);
  return registrations().doc(id);
}
export const auditOf = (registration: DocumentReference) =>
  registration.collection('audit').withConverter(typed<AuditEntry>());
export const emailClaims = (): CollectionReference<EmailClaim> =>
  firestore().collection('registrationEmails').withConverter(typed<EmailClaim>());
export const verificationTokens = (): CollectionReference<VerificationToken> =>
  firestore().collection('verificationTokens').withConverter(typed<VerificationToken>());
export const dataAccessTokens = (): CollectionReference<DataAccessToken> =>
  firestore().collection('dataAccessTokens').withConverter(typed<DataAccessToken>());
export const mails = (): CollectionReference<StoredMail> =>
  firestore().collection('mail').withConverter(typed<StoredMail>());
export const rateLimitCounters = (): CollectionReference<RateLimitCounter> =>
  firestore().collection('rateLimits').withConverter(typed<RateLimitCounter>());
export const mailQuotas = (): CollectionReference<MailQuota> =>
  firestore().collection('mailQuotas').withConverter(typed<MailQuota>());
export const ieeeMemberCache = (): CollectionReference<CachedMembership> =>
  firestore().collection('ieeeMemberCache').withConverter(typed<CachedMembership>());
export const statements = (): CollectionReference<StatementRecord> =>
  firestore().collection('statements').withConverter(typed<StatementRecord>());
export const statementLines = (): CollectionReference<MatchedStatementLine> =>
  firestore().collection('statementLines').withConverter(typed<MatchedStatementLine>());
export const erasures = (): CollectionReference<ErasureRecord> =>
  firestore().collection('erasures').withConverter(typed<ErasureRecord>());
export const invoices = (): CollectionReference<StoredInvoice> =>
  firestore().collection('invoices').withConverter(typed<StoredInvoice>());
export const creditNotes = (): CollectionReference<StoredCreditNote> =>
  firestore().collection('creditNotes').withConverter(typed<StoredCreditNote>());
export const refunds = (): CollectionReference<StoredRefund> =>
  firestore().collection('refunds').withConverter(typed<StoredRefund>());
export const invoiceSeries = (): CollectionReference<SeriesCounter> =>
  firestore().collection('invoiceSeries').withConverter(typed<SeriesCounter>());
export const numberClaims = (counter: DocumentReference<SeriesCounter>): CollectionReference<NumberClaim> =>
  counter.collection('numbers').withConverter(typed<NumberClaim>());
/** A legal hold on a registration's or a sponsor's records, at `legalHolds/{id}` (services/legal-holds.ts). */
export interface StoredLegalHold {
  reason: string;
  by: string;
  since: Date;
}
export const legalHolds = (): CollectionReference<StoredLegalHold> =>
  firestore().collection('legalHolds').withConverter(typed<StoredLegalHold>());
export const sponsors = (): CollectionReference<StoredSponsor> =>
  firestore().collection('sponsors').withConverter(typed<StoredSponsor>());
export const sponsorCodes = (): CollectionReference<StoredSponsorCode> =>
  firestore().collection('sponsorCodes').withConverter(typed<StoredSponsorCode>());
export const passes = (): CollectionReference<StoredPass> =>
  firestore().collection('passes').withConverter(typed<StoredPass>());

/** A pass's document id: the SHA-256 of its code, in hex. */
export const passHash = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * A pass's document, from a code of exactly the shape we issue: anything else is refused before it
 * is hashed into a path (a hash could not escape the collection, but a bad link deserves a 400).
 */
export function passDoc(code: string): DocumentReference<StoredPass> {
  if (!isPassCode(code)) throw new DomainError('bad-request', PASS_CODE_MALFORMED);
  return passes().doc(passHash(code));
}
export const certificates = (): CollectionReference<StoredCertificate> =>
  firestore().collection('certificates').withConverter(typed<StoredCertificate>());

/** One person's certificate; its parts are checked before they become a path. */
export function certificateDoc(registrationId: string, person: PassPerson): DocumentReference<StoredCertificate> {
  if (!isRegistrationId(registrationId) || !isPassPerson(person)) {
    throw new DomainError('not-found', REGISTRATION_NOT_FOUND);
  }
  return certificates().doc(`${registrationId}_${person}`);
}
export const checkIns = (): CollectionReference<StoredCheckIn> =>
  firestore().collection('checkIns').withConverter(typed<StoredCheckIn>());

/** One person's check-in document for one day; its parts are checked before they become a path. */
export function checkInDoc(registrationId: string, person: PassPerson, day: string): DocumentReference<StoredCheckIn> {
  if (!isRegistrationId(registrationId) || !isPassPerson(person) || !/^\d{4}-\d{2}-\d{2}$/.test(day)) {
    throw new DomainError('not-found', REGISTRATION_NOT_FOUND);
  }
  return checkIns().doc(checkInId(registrationId, person, day));
}
export const probes = (): CollectionReference<StoredProbe> =>
  firestore().collection('probes').withConverter(typed<StoredProbe>());

/** A probe's document, from an ID of exactly the shape we make; anything else is "not found". */
export function probeDoc(probeId: string): DocumentReference<StoredProbe> {
  if (!PROBE_ID.test(probeId)) throw new DomainError('not-found', NO_SUCH_PROBE);
  return probes().doc(probeId);
}

/** A probe's mail document (ProbeMail above), its id checked as the probe's. */
export function probeMailDoc(probeId: string): DocumentReference<ProbeMail> {
  if (!PROBE_ID.test(probeId)) throw new DomainError('not-found', NO_SUCH_PROBE);
  return firestore().collection('mail').doc(probeMailId(probeId)).withConverter(typed<ProbeMail>());
}
export const healthProbe = (): DocumentReference<{ probe?: true }> =>
  firestore().doc('health/probe').withConverter(typed<{ probe?: true }>());
/** When each scheduled job last finished a run (services/job-runs.ts). */
export const jobRunsDoc = (): DocumentReference<Partial<Record<ScheduledJob, Date>>> =>
  firestore().doc('health/jobs').withConverter(typed<Partial<Record<ScheduledJob, Date>>>());

/** settings/{name}: what administrators (or tests) change at run time, one document each. */
export const settings = {
  rateLimits: (): DocumentReference<RateLimitSettings> =>
    firestore().doc('settings/rate-limits').withConverter(typed<RateLimitSettings>()),
  reconciliationColumns: (): DocumentReference<ColumnChoice> =>
    firestore().doc('settings/reconciliation').withConverter(typed<ColumnChoice>()),
  /** The accepted list (domain/paper-coverage.ts); its authors' addresses go with the registrations (retention, erasure). */
  acceptedPapers: (): DocumentReference<{ ids: string[]; authors?: Record<string, string[]> }> =>
    firestore()
      .doc('settings/accepted-papers')
      .withConverter(typed<{ ids: string[]; authors?: Record<string, string[]> }>()),
};

/** One mail per registration and event ("verify-email-2", "payment-verified-1"): its document id. */
export const mailId = (registrationId: string, event: string) => `${registrationId}-${event}`;

/** settings/admin-second-factor: `{ require: true }` requires it without a deploy (or ADMIN_SECOND_FACTOR). */
export const adminSecondFactorSettings = (): DocumentReference<{ require?: boolean }> =>
  firestore().doc('settings/admin-second-factor').withConverter(typed<{ require?: boolean }>());

/** settings/app-check: `{ enforce: true }` switches App Check on without a deploy (or ENFORCE_APP_CHECK). */
export const appCheckSettings = (): DocumentReference<{ enforce?: boolean }> =>
  firestore().doc('settings/app-check').withConverter(typed<{ enforce?: boolean }>());
