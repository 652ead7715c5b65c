// No working link at rest: once the Trigger Email extension reports a verification mail
// delivered, its link is taken out of the stored message (the token itself is stored only as
// a hash). The mail stays in the log with its subject, state and attempts. A mail that has not
// been delivered keeps its link, so the extension can still retry it until the link expires.
import { LINK_REMOVED_AFTER_DELIVERY } from '../domain/messages';
import { isMailId } from '../domain/registration-id';
import { escapeHtml } from './mail';
import { mails } from './collections';
import { firestore } from './firebase';
import { currentTime } from '../clock';

const TEXT_LINK = /https?:\/\/[^\s"<>]*\/verify\/[A-Za-z0-9_-]+/g;
const HTML_LINK = /<a href="[^"]*\/verify\/[A-Za-z0-9_-]+">[^<]*<\/a>/g;

/** The message with every verification link replaced by a note. */
export function withoutVerificationLinks(message: { subject: string; text: string; html: string }) {
  return {
    subject: message.subject,
    text: message.text.replace(TEXT_LINK, LINK_REMOVED_AFTER_DELIVERY),
    html: message.html.replace(HTML_LINK, `<em>${escapeHtml(LINK_REMOVED_AFTER_DELIVERY)}</em>`),
  };
}

/**
 * Removes the link of a delivered verification mail; true when it did. Anything else (another
 * kind of mail, not delivered yet, already done, an id that is not ours) is left as it is.
 */
export async function redactDeliveredVerificationMail(mailId: string): Promise<boolean> {
  if (!isMailId(mailId)) return false;
  const ref = mails().doc(mailId);
  return firestore().runTransaction(async (tx) => {
    const mail = (await tx.get(ref)).data();
    if (!mail || !mail.event.startsWith('verify-email') || mail.delivery?.state !== 'SUCCESS') return false;
    const message = withoutVerificationLinks(mail.message);
    if (message.text === mail.message.text && message.html === mail.message.html) return false;
    tx.update(ref, { message, linkRemovedAt: currentTime() });
    return true;
  });
}
