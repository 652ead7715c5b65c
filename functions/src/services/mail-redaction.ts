// No working link at rest: as the mail sender records a mail delivered, its verification, entry-pass
// and data links, desk staff's link to set a password, and any link carrying a link key (a
// document's download), are taken out of the stored message, in the same write (tokens, keys and
// pass codes are themselves stored only as hashes). The mail stays in the log with its subject,
// state and attempts. A mail that has not been delivered keeps its links, so the sender can still
// retry it.
import { LINK_REMOVED_AFTER_DELIVERY, PASS_LINK_REMOVED_AFTER_DELIVERY } from '../domain/messages';
import { escapeHtml, type QueuedMessage } from './mail';

const textLink = (path: string) => new RegExp(`https?:\\/\\/[^\\s"<>]*\\/${path}\\/[A-Za-z0-9_-]+`, 'g');
const htmlLink = (path: string) => new RegExp(`<a href="[^"]*\\/${path}\\/[A-Za-z0-9_-]+">[^<]*<\\/a>`, 'g');
/** A link carrying a link key (services/data-access.ts), on a document (`?key=`) or the status page (`#key=`). */
const keyedTextLink = /https?:\/\/[^\s"<>]*[?#]key=[A-Za-z0-9_-]+/g;
const keyedHtmlLink = /<a href="[^"]*[?#]key=[A-Za-z0-9_-]+">[^<]*<\/a>/g;
/** Firebase Auth's action link (set a password): its one-time code is the credential (`&amp;` in HTML). */
const actionTextLink = /https?:\/\/[^\s"<>]*[?&]oobCode=[^\s"<>]*/g;
const actionHtmlLink = /<a href="[^"]*[?&;]oobCode=[^"]*">[^<]*<\/a>/g;

/** The links each kind of mail carries, by the start of its event, and the note that replaces them. */
const REDACTED = [
  { event: 'verify-email', path: 'verify', note: LINK_REMOVED_AFTER_DELIVERY },
  { event: 'payment-verified', path: 'pass', note: PASS_LINK_REMOVED_AFTER_DELIVERY },
  { event: 'data-access', path: 'data', note: LINK_REMOVED_AFTER_DELIVERY },
  { event: 'passes-reissued', path: 'pass', note: PASS_LINK_REMOVED_AFTER_DELIVERY },
  { event: 'email-corrected', path: 'pass', note: PASS_LINK_REMOVED_AFTER_DELIVERY },
]
  .map(({ event, path, note }) => ({ event, text: textLink(path), html: htmlLink(path), note }))
  // Whichever mail carries a link key: the data link, the payment-verified and credit-note downloads.
  .concat([{ event: '', text: keyedTextLink, html: keyedHtmlLink, note: LINK_REMOVED_AFTER_DELIVERY }])
  // Desk staff's link to set their password (Firebase Auth's action link, its code in the query).
  .concat([
    { event: 'desk-staff-password', text: actionTextLink, html: actionHtmlLink, note: LINK_REMOVED_AFTER_DELIVERY },
  ])
  .map((link) => ({ ...link, htmlNote: `<em>${escapeHtml(link.note)}</em>` }));

/** The message with every verification, entry-pass, data and keyed link replaced by its note. */
export function withoutLinks(message: QueuedMessage): QueuedMessage {
  let { text, html } = message;
  for (const link of REDACTED) {
    if (typeof text === 'string') text = text.replace(link.text, link.note);
    if (typeof html === 'string') html = html.replace(link.html, link.htmlNote);
  }
  // A part the message did not have stays absent: Firestore stores no undefined.
  return {
    subject: message.subject,
    ...(text === undefined ? {} : { text }),
    ...(html === undefined ? {} : { html }),
  };
}

/**
 * What a mail's stored copy becomes once it is delivered: its verification, pass and data links
 * replaced by their notes, written with the delivery's SUCCESS (services/mail-sender.ts), so no
 * working link is at rest after the server took the mail. Null for a mail that keeps its text.
 */
export function deliveredCopy(mail: { event?: string; message: QueuedMessage }): QueuedMessage | null {
  if (!REDACTED.some(({ event }) => mail.event?.startsWith(event))) return null;
  const message = withoutLinks(mail.message);
  return message.text === mail.message.text && message.html === mail.message.html ? null : message;
}
