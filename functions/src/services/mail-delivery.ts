// What became of each mail queued for a registration, as the mail sender records it on the mail
// document (services/mail-sender.ts), and the way to send a failed one again (state RETRY).
import { isMailId, isRegistrationId } from '../domain/registration-id';
import { MAIL_NOT_FAILED, NO_SUCH_MAIL, REGISTRATION_NOT_FOUND } from '../domain/messages';
import { mailToFormerAddress } from '../domain/admin-messages';
import { sentTo } from '../domain/mail-health';
import { DomainError } from '../domain/errors';
import type { MailDelivery } from '../domain/api/mail-log';
import { mails, registrationDoc, type StoredMail } from './collections';
import { firestore } from './firebase';

export type MailDeliveryRow = MailDelivery;

/** What the sender has recorded on a mail so far: PENDING, attempts 0, until it takes it up. */
export function deliveryOf(mail: StoredMail): Pick<MailDelivery, 'state' | 'attempts' | 'error' | 'lastAttemptAt'> {
  return {
    state: mail.delivery?.state ?? 'PENDING',
    attempts: mail.delivery?.attempts ?? 0,
    error: mail.delivery?.error ?? null,
    lastAttemptAt: mail.delivery?.endTime?.toISOString() ?? null,
  };
}

export async function mailDeliveries(registrationId: string): Promise<MailDeliveryRow[]> {
  if (!isRegistrationId(registrationId)) throw new DomainError('not-found', REGISTRATION_NOT_FOUND);
  const snapshot = await mails().where('registrationId', '==', registrationId).get();
  // No mail: a registration not found (or erased) is said so, not shown as one that was sent none.
  if (snapshot.empty && !(await registrationDoc(registrationId).get()).exists) {
    throw new DomainError('not-found', REGISTRATION_NOT_FOUND);
  }
  return snapshot.docs
    .map((doc) => {
      const data = doc.data();
      return {
        id: doc.id,
        event: data.event,
        to: data.to,
        subject: data.message.subject,
        queuedAt: data.queuedAt?.toISOString() ?? null,
        ...deliveryOf(data),
      };
    })
    .sort((a, b) => (a.queuedAt ?? '').localeCompare(b.queuedAt ?? ''));
}

/**
 * Asks the sender to send a failed mail again; refused for any other state, and for a mail to an
 * address its registration no longer has (corrected since: services/email-correction.ts).
 */
export async function retryMail(mailId: string): Promise<void> {
  if (!isMailId(mailId)) throw new DomainError('not-found', NO_SUCH_MAIL);
  const ref = mails().doc(mailId);
  await firestore().runTransaction(async (tx) => {
    const mail = (await tx.get(ref)).data();
    if (!mail) throw new DomainError('not-found', NO_SUCH_MAIL);
    const delivery = mail.delivery;
    if (delivery?.state !== 'ERROR') {
      throw new DomainError('conflict', MAIL_NOT_FAILED);
    }
    const registration = mail.registrationId ? (await tx.get(registrationDoc(mail.registrationId))).data() : undefined;
    if (registration && !sentTo(mail, registration.email)) {
      throw new DomainError('conflict', mailToFormerAddress(mail.to));
    }
    // The whole map is written, keeping attempts and times; the sender reads state only.
    tx.update(ref, { delivery: { ...delivery, state: 'RETRY' } });
  });
}
