// An administrator's correction of the address a registration was made with: a registrant who
// mistyped it cannot receive the verification link or any document, and whoever owns the mistyped
// address may hold a link to the registration. In one batch, on condition that the registration is
// still the version read (docs/decisions/0008): the record and its search keys, the address's claim
// moved (the old address may register again; the new one must be free, or held by a registration
// never verified and past its time, which is erased first, as registering does), every link key of the
// registration deleted (links mailed to the old address stop working), a paid registration's entry
// passes issued anew (those mailed to the old address stop opening), the mails to the old address
// not yet sent withdrawn (each says so in the mail log), the audit entry, and a mail to
// the new address: a new verification link while the address is not verified (the previous link
// stops working), else a new link to the registration, with the new passes; and, once the old
// address was verified (its owner's), a notice to it naming the new address masked, with no link.
import type { WriteBatch } from 'firebase-admin/firestore';
import { currentTime } from '../clock';
import type { EmailCorrected } from '../domain/api/email-correction';
import { EMAIL_UNCHANGED, emailTakenBy } from '../domain/admin-messages';
import { awaitsSending, MAIL_WITHDRAWN_ADDRESS_CORRECTED } from '../domain/mail-delivery';
import { sentTo } from '../domain/mail-health';
import { DomainError } from '../domain/errors';
import { isCancelled, stateOf } from '../domain/lifecycle';
import { REGISTRATION_CANCELLED, REGISTRATION_NOT_FOUND } from '../domain/messages';
import { auditOf, dataAccessTokens, emailClaims, mailId, mails, registrationDoc } from './collections';
import { retryOnContention } from './contention';
import { newLinkKey } from './data-access';
import { eraseIfStaleUnverified } from './erasure';
import { firestore } from './firebase';
import { emailChangedNoticeMail, emailCorrectedMail, verificationMail, type MailDocument } from './mail';
import { maskEmail } from '../domain/registration-view';
import { countMailInBatch } from './mail-quota';
import {
  addVerificationLink,
  commitIfUnchanged,
  emailKey,
  findEmailClaim,
  isAlreadyExists,
  queued,
  readRegistrationVersion,
  searchKeysOf,
  type RegistrationRecord,
} from './registrations';
import { newToken, TOKEN_LIFETIME_MS } from './tokens';
import { currentPassRefs, renewedPasses, replacePasses } from './passes';

/**
 * What the new address is sent, added to the batch: while the address is not verified, a new
 * verification link (its fields on the record make the previous link stop working); else a new
 * link to the registration and, once its payment is verified, its passes at a new epoch (those of
 * the old one are deleted: whoever received them at the old address holds no pass that opens).
 */
function linkForNewAddress(
  batch: WriteBatch,
  record: RegistrationRecord,
  email: string,
  correction: number,
  at: Date,
): { mail: MailDocument; fields: Partial<RegistrationRecord>; passesRenewed: number } {
  const registrationId = record.id;
  if (stateOf(record) === 'created') {
    const { token, hash } = newToken();
    const link = addVerificationLink(batch, record, { hash, expiresAt: new Date(at.getTime() + TOKEN_LIFETIME_MS) });
    return {
      mail: verificationMail({ registrationId, email, token, event: `verify-email-${link.sent}` }),
      fields: link.fields,
      passesRenewed: 0,
    };
  }
  const key = newLinkKey(registrationId);
  key.create(batch, at);
  const renewal = stateOf(record) === 'payment-verified' ? renewedPasses(record) : null;
  if (renewal) replacePasses(batch, currentPassRefs(record), renewal.passes, at);
  const passes = (renewal?.passes ?? []).map((pass) => ({ name: pass.holder.name, code: pass.code }));
  return {
    mail: emailCorrectedMail({ registrationId, email, key: key.token, event: `email-corrected-${correction}`, passes }),
    fields: renewal ? { passRenewals: renewal.renewals } : {},
    passesRenewed: passes.length,
  };
}

export async function correctEmailAddress(id: string, email: string, by: string): Promise<EmailCorrected> {
  const ref = registrationDoc(id);
  return retryOnContention(async () => {
    const { record, updateTime } = await readRegistrationVersion(ref, REGISTRATION_NOT_FOUND);
    if (isCancelled(record)) throw new DomainError('conflict', REGISTRATION_CANCELLED);
    if (emailKey(email) === emailKey(record.email)) throw new DomainError('conflict', EMAIL_UNCHANGED);
    const at = currentTime();
    const claim = await findEmailClaim(email);
    // As when registering: an address registered and never verified is held only for a while
    // (domain/retention.ts), and a registration past that time is erased for the one that wants it.
    if (claim && !(await eraseIfStaleUnverified(claim.registrationId, at))) {
      throw new DomainError('conflict', emailTakenBy(claim.registrationId));
    }
    const correction = (record.emailCorrections ?? 0) + 1;
    const state = stateOf(record);
    const [keys, queuedMails] = await Promise.all([
      dataAccessTokens().where('registrationId', '==', id).get(),
      mails().where('registrationId', '==', id).get(),
    ]);
    // Each on condition that no sender took it meanwhile: then the batch fails and all is read again.
    const unsent = queuedMails.docs.filter(
      (doc) => awaitsSending(doc.data().delivery) && sentTo(doc.data(), record.email),
    );
    const batch = firestore().batch();
    for (const doc of unsent) {
      batch.update(
        doc.ref,
        {
          'delivery.state': 'ERROR',
          'delivery.error': MAIL_WITHDRAWN_ADDRESS_CORRECTED,
          'delivery.endTime': at,
          'delivery.retryAt': null,
          'delivery.leaseExpireTime': null,
        },
        { lastUpdateTime: doc.updateTime },
      );
    }
    batch.delete(emailClaims().doc(emailKey(record.email)));
    batch.create(emailClaims().doc(emailKey(email)), { registrationId: id, clientRequestId: null });
    for (const key of keys.docs) batch.delete(key.ref);

    const { mail, fields, passesRenewed } = linkForNewAddress(batch, record, email, correction, at);
    batch.create(mails().doc(mailId(id, mail.event)), queued(mail));
    countMailInBatch(batch, email, at);
    // A verified address is its owner's: they hear of the change (an unverified one may be anyone's).
    if (state !== 'created') {
      const notice = emailChangedNoticeMail({
        registrationId: id,
        email: record.email,
        newAddress: maskEmail(email),
        event: `email-changed-notice-${correction}`,
      });
      batch.create(mails().doc(mailId(id, notice.event)), queued(notice));
      countMailInBatch(batch, record.email, at);
    }
    batch.create(auditOf(ref).doc(`email-corrected-${correction}`), {
      event: 'email-corrected',
      from: state,
      to: state,
      at,
      by,
      detail: { before: record.email, after: email },
    });
    batch.update(
      ref,
      {
        email,
        searchKeys: searchKeysOf({ ...record, email }),
        emailCorrections: correction,
        ...fields,
        updatedAt: at,
      },
      { lastUpdateTime: updateTime },
    );
    try {
      await commitIfUnchanged(batch, ref, updateTime);
    } catch (error) {
      // The registration unchanged, the one create that can meet a document is the new address's
      // claim: another registration was made with it meanwhile.
      const taken = isAlreadyExists(error) ? await findEmailClaim(email) : null;
      if (taken) throw new DomainError('conflict', emailTakenBy(taken.registrationId));
      throw error;
    }
    return {
      email,
      mailed: state === 'created' ? 'verification-link' : 'registration-link',
      linksRevoked: keys.size,
      passesRenewed,
      mailsWithdrawn: unsent.length,
    };
  });
}
