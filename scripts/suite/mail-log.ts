// The suite's stand-in for Firebase's Trigger Email extension. It prints one line per queued
// mail (so a person can follow a verification link locally) and writes back the delivery state
// the extension would: SUCCESS, or ERROR for recipients at bounce.example, and it sends again
// a mail whose state an administrator set to RETRY. Polls, because the suite's Firestore does
// not stream later changes to listeners.
import { getFirestore, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { suiteAdminApp } from './admin';

interface MailDocument {
  to?: string | string[];
  message?: { subject?: string; text?: string; html?: string };
  delivery?: { state?: string; attempts?: number };
}

const LINK = /https?:\/\/[^\s"'<>]+/g;
/** Mail to this domain "bounces" in the suite, to exercise the delivery log and its retry. */
export const BOUNCING_DOMAIN = 'bounce.example';

const recipients = (mail: MailDocument) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []);

export function describeMail(mail: MailDocument): string {
  const to = recipients(mail).join(', ') || '(no recipient)';
  const subject = mail.message?.subject ?? '(no subject)';
  const links = [...new Set((mail.message?.text ?? mail.message?.html ?? '').match(LINK) ?? [])];
  return `Mail to ${to}: "${subject}"${links.length > 0 ? ` ${links.join(' ')}` : ''}`;
}

async function deliver(ref: DocumentReference, mail: MailDocument): Promise<void> {
  const bounced = recipients(mail).filter((address) => address.toLowerCase().endsWith(`@${BOUNCING_DOMAIN}`));
  const now = Timestamp.now();
  await ref.update({
    delivery: {
      state: bounced.length > 0 ? 'ERROR' : 'SUCCESS',
      attempts: (mail.delivery?.attempts ?? 0) + 1,
      startTime: now,
      endTime: now,
      leaseExpireTime: null,
      error: bounced.length > 0 ? `550 5.1.1 <${bounced.join(', ')}>: mailbox unavailable (local suite)` : null,
      info:
        bounced.length > 0
          ? null
          : { messageId: `<${ref.id}@local-suite>`, accepted: recipients(mail), rejected: [], pending: [] },
    },
  });
}

export interface MailWatch {
  /** Settles once the mails already there have been noted. */
  ready: Promise<void>;
  stop(): void;
}

export interface MailerOptions {
  /** Receives one line per mail queued after the watch began. */
  print?: (line: string) => void;
  /** Write delivery states back, as the extension does (one mailer per suite). */
  deliver?: boolean;
  intervalMs?: number;
  /**
   * Tells of writes to the mail collection. With it the mailer reads the collection only after
   * one (and every `idleMs` otherwise) instead of every `intervalMs`: a full read per poll grows
   * with the collection and, after a few thousand mails, kept a core busy.
   */
  onMailWrite?: (listener: () => void) => () => void;
  idleMs?: number;
}

export function watchMail({
  print,
  deliver: delivering = false,
  intervalMs = 400,
  onMailWrite,
  idleMs = 5_000,
}: MailerOptions): MailWatch {
  const mail = getFirestore(suiteAdminApp()).collection('mail');
  let seen: Set<string> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let reading = false;
  let writtenDuringRead = false;
  const readIn = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void poll(), ms);
  };
  // A write while idle starts a read at once; one during a read, another read right after it.
  const unsubscribe = onMailWrite?.(() => {
    if (reading) writtenDuringRead = true;
    else if (!stopped) readIn(0);
  });

  const poll = async () => {
    reading = true;
    writtenDuringRead = false;
    try {
      // Only ids and delivery states: the suite's Firestore lacks ListDocuments and nested filters.
      const states = (await mail.select('delivery').get()).docs;
      const first = seen === null;
      const known: Set<string> = seen ?? new Set();
      const fresh = states.filter((doc) => !known.has(doc.id));
      for (const doc of fresh) known.add(doc.id);
      seen = known;
      const due = delivering
        ? states.filter((doc) =>
            ['PENDING', 'RETRY', undefined].includes(doc.get('delivery.state') as string | undefined),
          )
        : [];
      const wanted = [...new Map([...(first ? [] : fresh), ...due].map((doc) => [doc.id, doc.ref])).values()];
      const snapshots = wanted.length > 0 ? await mail.firestore.getAll(...wanted) : [];
      for (const snapshot of snapshots) {
        const data = snapshot.data() as MailDocument | undefined;
        if (!data) continue;
        if (print && !first && fresh.some((doc) => doc.id === snapshot.id)) print(describeMail(data));
        if (due.some((doc) => doc.id === snapshot.id)) await deliver(snapshot.ref, data);
      }
    } catch (error) {
      print?.(`Mail log could not read the mail collection: ${(error as Error).message}`);
    }
    reading = false;
    if (seen !== null) markReady();
    if (!stopped) readIn(writtenDuringRead ? 0 : onMailWrite ? idleMs : intervalMs);
  };
  void poll();
  return {
    ready,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe?.();
    },
  };
}
