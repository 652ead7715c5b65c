// The suite's stand-in for Firebase's Trigger Email extension. It prints one line per queued
// mail (so a person can follow a verification link locally) and writes back the delivery state
// the extension would: SUCCESS, or ERROR for recipients at bounce.example, and it sends again
// a mail whose state an administrator set to RETRY.
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
}

const isDue = (mail: MailDocument) => ['PENDING', 'RETRY', undefined].includes(mail.delivery?.state);

/**
 * Listens to the mail collection as the extension's trigger would: every added document is
 * printed (after the first snapshot, which holds the mails already there) and every document
 * waiting for delivery (new, or set to RETRY by an administrator) is delivered.
 */
export function watchMail({ print, deliver: delivering = false }: MailerOptions): MailWatch {
  const mail = getFirestore(suiteAdminApp()).collection('mail');
  let first = true;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  // A document changes again while its delivery is written; deliver it once per due state.
  const inFlight = new Set<string>();

  const unsubscribe = mail.onSnapshot(
    (snapshot) => {
      for (const change of snapshot.docChanges()) {
        if (change.type === 'removed') continue;
        const data = change.doc.data() as MailDocument;
        if (print && !first && change.type === 'added') print(describeMail(data));
        if (delivering && isDue(data) && !inFlight.has(change.doc.id)) {
          inFlight.add(change.doc.id);
          deliver(change.doc.ref, data)
            .catch((error: unknown) => print?.(`Mail log could not deliver ${change.doc.id}: ${String(error)}`))
            .finally(() => inFlight.delete(change.doc.id));
        }
      }
      first = false;
      markReady();
    },
    (error) => print?.(`Mail log stopped listening to the mail collection: ${error.message}`),
  );
  return { ready, stop: unsubscribe };
}
