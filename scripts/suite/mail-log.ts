// Prints one line per mail the functions queue, so a person can follow a verification link
// locally. The trigger-email extension does not run in the suite; this stands in for the inbox.
import { getFirestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { suiteAdminApp } from './admin';

interface MailDocument {
  to?: string | string[];
  message?: { subject?: string; text?: string; html?: string };
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

export function describeMail(mail: MailDocument): string {
  const to = Array.isArray(mail.to) ? mail.to.join(', ') : (mail.to ?? '(no recipient)');
  const subject = mail.message?.subject ?? '(no subject)';
  const links = [...new Set((mail.message?.text ?? mail.message?.html ?? '').match(LINK) ?? [])];
  return `Mail to ${to}: "${subject}"${links.length > 0 ? ` ${links.join(' ')}` : ''}`;
}

/** Starts listening; every mail document added from now on is printed once. */
export function watchMail(print: (line: string) => void): () => void {
  const seen = new Set<string>();
  let initial = true;
  return getFirestore(suiteAdminApp())
    .collection('mail')
    .onSnapshot(
      (snapshot) => {
        for (const change of snapshot.docChanges()) {
          const doc: QueryDocumentSnapshot = change.doc;
          if (change.type !== 'added' || seen.has(doc.id)) continue;
          seen.add(doc.id);
          // Mails seeded or left from before the suite started are not news.
          if (!initial) print(describeMail(doc.data() as MailDocument));
        }
        initial = false;
      },
      (error) => print(`Mail log stopped: ${error.message}`),
    );
}
