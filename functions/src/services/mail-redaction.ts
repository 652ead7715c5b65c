// No working link at rest: once the mail sender reports a verification mail or a
// payment-verified mail delivered, its verification link or entry-pass links are taken out of the
// stored message (the token and the pass codes are themselves stored only as hashes). The mail
// stays in the log with its subject, state and attempts. A mail that has not been delivered keeps
// its links, so the sender can still retry it.
import { LINK_REMOVED_AFTER_DELIVERY, PASS_LINK_REMOVED_AFTER_DELIVERY } from '../domain/messages';
import { isMailId } from '../domain/registration-id';
import { escapeHtml } from './mail';
import { mails } from './collections';
import { firestore } from './firebase';
import { currentTime } from '../clock';

const textLink = (path: string) => new RegExp(`https?:\\/\\/[^\\s"<>]*\\/${path}\\/[A-Za-z0-9_-]+`, 'g');
const htmlLink = (path: string) => new RegExp(`<a href="[^"]*\\/${path}\\/[A-Za-z0-9_-]+">[^<]*<\\/a>`, 'g');

/** The links each kind of mail carries, by the start of its event, and the note that replaces them. */
const REDACTED = [
  { event: 'verify-email', path: 'verify', note: LINK_REMOVED_AFTER_DELIVERY },
  { event: 'payment-verified', path: 'pass', note: PASS_LINK_REMOVED_AFTER_DELIVERY },
  { event: 'data-access', path: 'data', note: LINK_REMOVED_AFTER_DELIVERY },
  { event: 'passes-reissued', path: 'pass', note: PASS_LINK_REMOVED_AFTER_DELIVERY },
].map(({ event, path, note }) => ({
  event,
  text: textLink(path),
  html: htmlLink(path),
  note,
  htmlNote: `<em>${escapeHtml(note)}</em>`,
}));

/** The message with every verification and entry-pass link replaced by its note. */
export function withoutLinks(message: { subject: string; text: string; html: string }) {
  let { text, html } = message;
  for (const link of REDACTED) {
    text = text.replace(link.text, link.note);
    html = html.replace(link.html, link.htmlNote);
  }
  return { subject: message.subject, text, html };
}

/**
 * Removes the links of a delivered verification or payment-verified mail; true when it did.
 * Anything else (another kind of mail, not delivered yet, already done, an id that is not ours)
 * is left as it is.
 */
export async function redactDeliveredMail(mailId: string): Promise<boolean> {
  if (!isMailId(mailId)) return false;
  const ref = mails().doc(mailId);
  return firestore().runTransaction(async (tx) => {
    const mail = (await tx.get(ref)).data();
    const redacted = REDACTED.some(({ event }) => mail?.event.startsWith(event));
    if (!mail || !redacted || mail.delivery?.state !== 'SUCCESS') return false;
    const message = withoutLinks(mail.message);
    if (message.text === mail.message.text && message.html === mail.message.html) return false;
    tx.update(ref, { message, linkRemovedAt: currentTime() });
    return true;
  });
}
