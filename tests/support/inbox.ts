// The suite's inbox (MailDev, scripts/suite/inbox.ts) as a registrant's mailbox: the mails that
// reached an address over SMTP, read through the inbox's REST API.
import { getFirestore } from 'firebase-admin/firestore';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { INBOX_URL } from '../../scripts/suite/config';

interface Address {
  address: string;
  name: string;
}

export interface InboxMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  from: Address[];
  to: Address[];
  /** Lower-case names. */
  headers: Record<string, string>;
}

/** Every mail received for `address`, in the order they arrived. */
export async function mailsTo(address: string): Promise<InboxMail[]> {
  const response = await fetch(`${INBOX_URL}/api/email?to.address=${encodeURIComponent(address)}&sort=asc`);
  if (!response.ok) throw new Error(`the inbox answered ${response.status} for mail to ${address}`);
  return (await response.json()) as InboxMail[];
}

/** The mail as it travelled: headers and MIME parts. */
export async function mailSource(mail: InboxMail): Promise<string> {
  const response = await fetch(`${INBOX_URL}/api/email/${encodeURIComponent(mail.id)}/source`);
  if (!response.ok) throw new Error(`the inbox answered ${response.status} for the source of ${mail.id}`);
  return response.text();
}

/**
 * Waits until `count` mails to `address` whose subject contains `subject` have arrived (delivery
 * is asynchronous, as the extension's is) and returns them, oldest first.
 */
export async function receivedMails(
  address: string,
  subject: string,
  { count = 1, timeoutMs = 15_000 } = {},
): Promise<InboxMail[]> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const mails = (await mailsTo(address)).filter((mail) => mail.subject.includes(subject));
    if (mails.length >= count) return mails;
    if (performance.now() > deadline) {
      throw new Error(`${mails.length} of ${count} mails "…${subject}…" to ${address} arrived in ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The path of the verification link in a registration's n-th verification mail, as received. */
export async function receivedVerificationPath(email: string, registrationId: string, mailNumber = 1): Promise<string> {
  const mails = await receivedMails(email, `Verify your e-mail address: registration ${registrationId}`, {
    count: mailNumber,
  });
  const mail = mails[mailNumber - 1];
  const path = /\/verify\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
  if (!path) throw new Error(`no verification link reached ${email} for ${registrationId}`);
  return path;
}

/**
 * A mail document's mail as it reached the inbox: found by the Message-ID its sender recorded on
 * the document once the server took it. The stored copy is no place to read a link from: a delivered
 * mail's verification, pass and data links are taken out of it (functions/src/services/mail-redaction.ts).
 */
export async function sentMail(path: string, { timeoutMs = 15_000 } = {}): Promise<InboxMail> {
  const ref = getFirestore(suiteAdminApp()).doc(path);
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const mail = (await ref.get()).data() as
      { to?: string; delivery?: { state?: string; info?: { messageId?: string } } | null } | undefined;
    const messageId = mail?.delivery?.state === 'SUCCESS' ? mail.delivery.info?.messageId : undefined;
    const received = messageId && mail?.to ? await mailsTo(mail.to) : [];
    const found = received.find((inbox) => inbox.headers['message-id'] === messageId);
    if (found) return found;
    if (performance.now() > deadline) throw new Error(`${path} was not in the inbox within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
