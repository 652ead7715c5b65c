// An administrator's test of the mail: one mail queued for the mail sender, and what it
// recorded. Kept like any mail (services/retention.ts deletes it after the mail retention period);
// it counts against the recipient's mails of the day, as every mail an administrator sends does.
import { randomBytes } from 'node:crypto';
import { logger } from 'firebase-functions';
import { TEST_MAIL_ID, type TestMailState } from '../domain/api/test-mail';
import { DomainError } from '../domain/errors';
import { NO_SUCH_MAIL } from '../domain/messages';
import { currentTime } from '../clock';
import { mails } from './collections';
import { firestore } from './firebase';
import { testMail } from './mail';
import { deliveryOf } from './mail-delivery';
import { countMailInBatch } from './mail-quota';
import { queued } from './registrations';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function newTestMailId(): string {
  // 24 characters of 36: unguessable, so one administrator's test is not another's to read.
  return `test-mail-${[...randomBytes(24)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;
}

export async function queueTestMail(to: string, by: string): Promise<string> {
  const mailId = newTestMailId();
  const batch = firestore().batch();
  batch.create(mails().doc(mailId), queued(testMail(to)));
  countMailInBatch(batch, to, currentTime());
  await batch.commit();
  logger.info('Test mail queued', { mailId, by });
  return mailId;
}

export async function testMailState(mailId: string): Promise<TestMailState> {
  if (!TEST_MAIL_ID.test(mailId)) throw new DomainError('not-found', NO_SUCH_MAIL);
  const mail = (await mails().doc(mailId).get()).data();
  if (!mail) throw new DomainError('not-found', NO_SUCH_MAIL);
  const { state, attempts, error, lastAttemptAt } = deliveryOf(mail);
  const response = mail.delivery?.info?.response;
  return {
    to: mail.to,
    state,
    attempts,
    response: typeof response === 'string' ? response : null,
    error,
    lastAttemptAt,
  };
}
