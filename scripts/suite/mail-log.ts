// Prints one line per mail the functions queue, so a person can follow a verification link
// locally. The trigger-email extension does not run in the suite; this stands in for the inbox.
import { getFirestore } from 'firebase-admin/firestore';
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

/**
 * Starts watching; every mail document added from now on is printed once. Polls, because the
 * suite's Firestore does not stream later changes to listeners.
 */
export interface MailWatch {
  /** Settles once the mails already there have been noted. */
  ready: Promise<void>;
  stop(): void;
}

export function watchMail(print: (line: string) => void, intervalMs = 400): MailWatch {
  const mail = getFirestore(suiteAdminApp()).collection('mail');
  let seen: Set<string> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const poll = async () => {
    try {
      // An empty projection returns only the ids (the suite's Firestore lacks ListDocuments).
      const refs = (await mail.select().get()).docs.map((doc) => doc.ref);
      if (seen === null) {
        // Mails seeded or left from before the watch began are not news.
        seen = new Set(refs.map((ref) => ref.id));
      } else {
        const known = seen;
        const fresh = refs.filter((ref) => !known.has(ref.id));
        for (const ref of fresh) known.add(ref.id);
        const snapshots = fresh.length > 0 ? await mail.firestore.getAll(...fresh) : [];
        for (const snapshot of snapshots) {
          if (snapshot.exists) print(describeMail(snapshot.data() as MailDocument));
        }
      }
    } catch (error) {
      print(`Mail log could not read the mail collection: ${(error as Error).message}`);
    }
    if (seen !== null) markReady();
    if (!stopped) timer = setTimeout(() => void poll(), intervalMs);
  };
  void poll();
  return {
    ready,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
