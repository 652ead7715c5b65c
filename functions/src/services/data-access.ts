// The registration ID is a reference: it shows where a registration stands, nothing more. What
// names people beyond the registrant's own name (the receipt, the tax invoice and credit note, the
// group's list, the passes and certificates, the billing details and a request to cancel) opens
// with a link key, mailed to the registration's address (which proves it): one mechanism for every
// such link, valid DATA_LINK_HOURS and for that registration only. Keys are stored as hashes only,
// expire by TTL, are erased with the registration and leave the stored mail once delivered.
import type { DocumentData, DocumentReference, WithFieldValue, WriteBatch } from 'firebase-admin/firestore';
import { DomainError, rateLimited } from '../domain/errors';
import { DATA_LINK_HOURS, HOUR_MS } from '../domain/limits';
import { irnShown } from '../domain/e-invoice-documents';
import {
  DATA_LINK_INVALID,
  RECIPIENT_MAILS_CAPPED,
  REGISTRANT_LINK_NEEDED,
  STATUS_ID_UNKNOWN,
} from '../domain/messages';
import type { DataExport } from '../domain/api/data-export';
import { currentTime } from '../clock';
import {
  auditOf,
  checkIns,
  creditNotes,
  dataAccessTokens,
  mailId,
  mails,
  invoices,
  passes,
  registrationDoc,
  type StoredMail,
} from './collections';
import { firestore } from './firebase';
import { dataAccessMail, type MailDocument } from './mail';
import { countMail, hasRoomFor, readRecipientQuota } from './mail-quota';
import { queued, queueWithinCap, type RegistrationRecord } from './registrations';
import { hashToken, newToken } from './tokens';
import { retryOnContention } from './contention';
import type { StoredFile } from './files';

/** Mails a new download link to the registration's address; the recipient's daily cap applies. */
export async function mailDataLink(id: string): Promise<void> {
  const ref = registrationDoc(id, STATUS_ID_UNKNOWN);
  await retryOnContention(() =>
    firestore().runTransaction(async (tx) => {
      const record = (await tx.get(ref)).data();
      if (!record) throw new DomainError('not-found', STATUS_ID_UNKNOWN);
      const now = currentTime();
      const quota = await readRecipientQuota(tx, record.email, now);
      if (!hasRoomFor(quota)) throw rateLimited(RECIPIENT_MAILS_CAPPED, quota.resetsInMs);
      const sent = (record.dataLinksSent ?? 0) + 1;
      const key = newLinkKey(id);
      key.create(tx, now);
      const mail = dataAccessMail({
        registrationId: id,
        email: record.email,
        key: key.token,
        event: `data-access-${sent}`,
      });
      tx.create(mails().doc(mailId(id, mail.event)), queued(mail));
      countMail(tx, quota);
      tx.update(ref, { dataLinksSent: sent });
    }),
  );
}

/** A transaction or a batch: what writes a link key with its mail. */
interface Creates {
  create<A, D extends DocumentData>(ref: DocumentReference<A, D>, data: WithFieldValue<A>): unknown;
}

/** A link key: the token for a mail's links, and the write of its hash. */
export interface LinkKey {
  token: string;
  create(writer: Creates, now: Date): void;
}

/**
 * A new link key for the registration, its hash written with the write that queues the mail (so a
 * key exists only if its mail does).
 */
export function newLinkKey(registrationId: string): LinkKey {
  const { token, hash } = newToken();
  return {
    token,
    create: (writer, now) =>
      void writer.create(dataAccessTokens().doc(hash), {
        registrationId,
        expiresAt: new Date(now.getTime() + DATA_LINK_HOURS * HOUR_MS),
      }),
  };
}

/**
 * Adds to a batch a mail carrying a new link key of the registration, within its recipient's daily
 * cap (queueWithinCap): the key is stored only when the mail it rides in is queued.
 */
export async function queueWithLinkKey(
  batch: WriteBatch,
  registrationId: string,
  mailWith: (key: string) => MailDocument,
  at: Date,
): Promise<void> {
  const key = newLinkKey(registrationId);
  if (await queueWithinCap(batch, mailWith(key.token), at)) key.create(batch, at);
}

const isKeyShaped = (key: unknown): key is string => typeof key === 'string' && /^[A-Za-z0-9_-]{43}$/.test(key);

/** The registration a link key opens, if it is one we issued and it has not expired; null otherwise. */
async function registrationOfKey(key: unknown, now: Date): Promise<string | null> {
  if (!isKeyShaped(key)) return null;
  const link = (await dataAccessTokens().doc(hashToken(key)).get()).data();
  // TTL deletes within a day of expiry: the instant is checked here.
  if (!link || link.expiresAt.getTime() <= now.getTime()) return null;
  return link.registrationId;
}

/** Whether `key` (a request's `?key=`, of any shape) is a live link key of registration `id`. */
export async function linkOpens(key: unknown, id: string): Promise<boolean> {
  return (await registrationOfKey(key, currentTime())) === id;
}

/**
 * Refuses a call about registration `id` without a live link key of that registration: 403 saying
 * where the link comes from (none given) or that it has expired (one given that opens nothing here).
 */
export async function requireLinkKey(key: unknown, id: string): Promise<void> {
  if (key === undefined || key === '') throw new DomainError('forbidden', REGISTRANT_LINK_NEEDED);
  if (!(await linkOpens(key, id))) throw new DomainError('forbidden', DATA_LINK_INVALID);
}

/** The registration a download link opens; 404 otherwise. */
async function registrationOfLink(token: string, now: Date): Promise<string> {
  const id = await registrationOfKey(token, now);
  if (id === null) throw new DomainError('not-found', DATA_LINK_INVALID);
  return id;
}

/** Stored files of a registration, named by what they are. */
function filesOf(record: RegistrationRecord): DataExport['files'] {
  const described = (what: string, file: StoredFile | undefined) =>
    file ? [{ what, fileName: file.fileName, contentType: file.contentType, size: file.size }] : [];
  return [
    ...described('IEEE membership certificate', record.ieeeCert),
    ...(record.students ?? []).flatMap((student, index) => [
      ...described(`Student ${index + 1}'s ID card`, student.idCard),
      ...described(`Student ${index + 1}'s IEEE membership certificate`, student.ieeeCert),
    ]),
    ...record.paymentProofs.flatMap((proof, index) => described(`Payment proof ${index + 1}`, proof.receipt)),
  ];
}

/**
 * The record as the registrant's own data: without our search keys and token hash, and without who
 * on the staff acted on it (which administrator verified, rejected, decided): that is the staff's
 * personal data, not the registrant's, and the outcome and its reasons stay.
 */
function registrantsOwn(record: RegistrationRecord) {
  const {
    searchKeys: _keys,
    sortKey: _sort,
    verificationTokenHash: _hash,
    paymentVerifiedBy: _verifier,
    rejection,
    rejections,
    cancellation,
    ieeeMembershipDecision,
    ...rest
  } = record;
  const withoutBy = <T extends { by: string }>({ by: _by, ...kept }: T) => kept;
  return {
    ...rest,
    ...(rejection ? { rejection: withoutBy(rejection) } : {}),
    ...(rejections ? { rejections: rejections.map(withoutBy) } : {}),
    ...(cancellation ? { cancellation: { ...cancellation, decidedBy: undefined } } : {}),
    ...(ieeeMembershipDecision ? { ieeeMembershipDecision: withoutBy(ieeeMembershipDecision) } : {}),
    ...(rest.students
      ? {
          students: rest.students.map(({ ieeeMembershipDecision: decided, ...student }) =>
            decided ? { ...student, ieeeMembershipDecision: withoutBy(decided) } : student,
          ),
        }
      : {}),
  };
}

/** Everything held about the registration a download link opens. */
export async function exportFor(token: string): Promise<DataExport> {
  const now = currentTime();
  const id = await registrationOfLink(token, now);
  const ref = registrationDoc(id, DATA_LINK_INVALID);
  const [record, audit, sent, issued, checkedIn, invoiced, credited] = await Promise.all([
    ref.get().then((snapshot) => snapshot.data()),
    auditOf(ref).orderBy('at').get(),
    mails().where('registrationId', '==', id).get(),
    passes().where('registrationId', '==', id).get(),
    checkIns().where('registrationId', '==', id).get(),
    invoices().where('registrationId', '==', id).get(),
    creditNotes().where('registrationId', '==', id).get(),
  ]);
  // A credit note is stored under the id of the invoice it cancels.
  const creditNoteOf = new Map(credited.docs.map((doc) => [doc.id, doc.data()]));
  if (!record) throw new DomainError('not-found', DATA_LINK_INVALID);
  const registration = registrantsOwn(record);
  return {
    exportedAt: now.toISOString(),
    about: `Everything the organisers hold about registration ${id}, as of ${now.toISOString()}.`,
    // Its instants leave as ISO strings with every answer's (http/reply.ts).
    registration,
    files: filesOf(record),
    history: audit.docs
      .map((doc) => doc.data())
      .map((entry) => ({ event: entry.event, to: entry.to, at: entry.at.toISOString() })),
    mails: sent.docs
      .map((doc): StoredMail => doc.data())
      .map((mail) => ({
        subject: mail.message.subject,
        to: mail.to,
        queuedAt: mail.queuedAt?.toISOString() ?? null,
        delivery: mail.delivery?.state ?? null,
      })),
    passes: issued.docs
      .map((doc) => doc.data())
      .map((pass) => ({
        person: pass.person,
        name: pass.name,
        organization: pass.organization,
        issuedAt: pass.createdAt.toISOString(),
      })),
    checkIns: checkedIn.docs
      .map((doc) => doc.data())
      .map((entry) => ({ person: entry.person, day: entry.day, at: entry.at.toISOString() })),
    invoices: invoiced.docs.map((doc) => {
      const invoice = doc.data();
      return {
        number: invoice.particulars.number,
        date: invoice.particulars.date,
        recipient: {
          name: invoice.particulars.recipient.name,
          address: invoice.particulars.recipient.address,
          gstin: invoice.particulars.recipient.gstin ?? null,
        },
        total: invoice.particulars.tax.total,
        creditNote: invoice.creditNote
          ? { ...invoice.creditNote, eInvoice: irnShown(creditNoteOf.get(doc.id)?.irn) }
          : null,
        eInvoice: irnShown(invoice.irn),
      };
    }),
  };
}
