// A registrant's access to their own data: a link mailed to the registration's address (which
// proves it) downloads everything held about the registration. Links are stored as hashes only,
// expire by TTL, are erased with the registration and leave the stored mail once delivered.
import { DomainError, rateLimited } from '../domain/errors';
import { DATA_LINK_HOURS, HOUR_MS } from '../domain/limits';
import { DATA_LINK_INVALID, RECIPIENT_MAILS_CAPPED, STATUS_ID_UNKNOWN } from '../domain/messages';
import type { DataExport } from '../domain/api/data-export';
import { currentTime } from '../clock';
import {
  auditOf,
  checkIns,
  dataAccessTokens,
  mailId,
  mails,
  invoices,
  passes,
  registrationDoc,
  type StoredMail,
} from './collections';
import { firestore } from './firebase';
import { dataAccessMail } from './mail';
import { countMail, hasRoomFor, readRecipientQuota } from './mail-quota';
import { queued, type RegistrationRecord } from './registrations';
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
      const { token, hash } = newToken();
      tx.create(dataAccessTokens().doc(hash), {
        registrationId: id,
        expiresAt: new Date(now.getTime() + DATA_LINK_HOURS * HOUR_MS),
      });
      const mail = dataAccessMail({ registrationId: id, email: record.email, token, event: `data-access-${sent}` });
      tx.create(mails().doc(mailId(id, mail.event)), queued(mail));
      countMail(tx, quota);
      tx.update(ref, { dataLinksSent: sent });
    }),
  );
}

/** The registration a download link opens, if it is one we issued and it has not expired. */
async function registrationOfLink(token: string, now: Date): Promise<string> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new DomainError('not-found', DATA_LINK_INVALID);
  const link = (await dataAccessTokens().doc(hashToken(token)).get()).data();
  // TTL deletes within a day of expiry: the instant is checked here.
  if (!link || link.expiresAt.getTime() <= now.getTime()) throw new DomainError('not-found', DATA_LINK_INVALID);
  return link.registrationId;
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
  };
}

/** Everything held about the registration a download link opens. */
export async function exportFor(token: string): Promise<DataExport> {
  const now = currentTime();
  const id = await registrationOfLink(token, now);
  const ref = registrationDoc(id, DATA_LINK_INVALID);
  const [record, audit, sent, issued, checkedIn, invoiced] = await Promise.all([
    ref.get().then((snapshot) => snapshot.data()),
    auditOf(ref).orderBy('at').get(),
    mails().where('registrationId', '==', id).get(),
    passes().where('registrationId', '==', id).get(),
    checkIns().where('registrationId', '==', id).get(),
    invoices().where('registrationId', '==', id).get(),
  ]);
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
    invoices: invoiced.docs
      .map((doc) => doc.data())
      .map((invoice) => ({
        number: invoice.particulars.number,
        date: invoice.particulars.date,
        recipient: {
          name: invoice.particulars.recipient.name,
          address: invoice.particulars.recipient.address,
          gstin: invoice.particulars.recipient.gstin ?? null,
        },
        total: invoice.particulars.tax.total,
        creditNote: invoice.creditNote,
      })),
  };
}
