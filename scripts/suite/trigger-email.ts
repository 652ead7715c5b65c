// The suite's stand-in for Firebase's Trigger Email extension (firestore-send-email, the version
// pinned in firebase.json), which cannot run on these machines. It does what the extension does
// with each document in `mail`, in the same steps and fields: a new document gets
// `delivery: { state: PENDING, attempts: 0, startTime }`; a PENDING (or RETRY) one is claimed as
// PROCESSING with a 60 s lease; it is then sent with nodemailer over SMTP, `from` and `replyTo`
// defaulting to the extension's DEFAULT_FROM and DEFAULT_REPLY_TO (extensions/*.env), and ends
// SUCCESS with nodemailer's `info` or ERROR with the error, attempts counted. The SMTP server is
// the suite's inbox (inbox.ts) in place of the organisers' SMTP_CONNECTION_URI.
//
// One imitation: the inbox takes every recipient, so mail to bounce.example is refused here, as
// an SMTP server refuses a mailbox it does not have, to exercise the ERROR state and its retry.
// It also prints one line per mail, so a person can follow a verification link from the terminal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FieldValue, getFirestore, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import nodemailer from 'nodemailer';
import { parseEnvLikeFirebaseTools } from '../deploy/firebase-tools';
import { suiteAdminApp } from './admin';
import { BOUNCING_DOMAIN, ROOT, SMTP_URL } from './config';

interface MailDocument {
  to?: string | string[];
  cc?: string | string[];
  bcc?: string | string[];
  from?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  message?: { subject?: string; text?: string; html?: string };
  delivery?: { state?: string; attempts?: number };
}

const LINK = /https?:\/\/[^\s"'<>]+/g;
/** How long a claimed mail may stay PROCESSING, as the extension allows. */
const LEASE_MS = 60_000;

const list = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);

export function describeMail(mail: MailDocument): string {
  const to = list(mail.to).join(', ') || '(no recipient)';
  const subject = mail.message?.subject ?? '(no subject)';
  const links = [...new Set((mail.message?.text ?? mail.message?.html ?? '').match(LINK) ?? [])];
  return `Mail to ${to}: "${subject}"${links.length > 0 ? ` ${links.join(' ')}` : ''}`;
}

/** The extension's own settings, as `firebase deploy` would read them from its .env file. */
export function extensionSettings(root = ROOT): { collection: string; defaultFrom: string; defaultReplyTo: string } {
  const { envs } = parseEnvLikeFirebaseTools(
    readFileSync(join(root, 'extensions', 'firestore-send-email.env'), 'utf8'),
  );
  return {
    collection: envs.MAIL_COLLECTION ?? 'mail',
    defaultFrom: envs.DEFAULT_FROM ?? '',
    defaultReplyTo: envs.DEFAULT_REPLY_TO ?? '',
  };
}

export interface MailWatch {
  /** Settles once the mails already there have been noted. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export interface MailerOptions {
  /** Receives one line per mail queued after the watch began. */
  print?: (line: string) => void;
  /** Deliver, as the extension does (one deliverer per suite). */
  deliver?: boolean;
}

/**
 * Listens to the mail collection as the extension's trigger would: every added document is
 * printed (after the first snapshot, which holds the mails already there), and each document is
 * moved along the extension's states until it is SUCCESS or ERROR (RETRY starts it again).
 */
export function watchMail({ print, deliver: delivering = false }: MailerOptions): MailWatch {
  const settings = extensionSettings();
  const db = getFirestore(suiteAdminApp());
  // Pooled: one SMTP connection for the suite's hundreds of mails, not a handshake each.
  const transport = nodemailer.createTransport({ url: SMTP_URL, pool: true });
  let first = true;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  // A document changes again while its state is written; each state is acted on once.
  const acting = new Set<string>();

  /** Sends a claimed mail and records the outcome, as the extension's deliver() does. */
  async function send(ref: DocumentReference, mail: MailDocument): Promise<void> {
    const update: Record<string, unknown> = {
      'delivery.attempts': FieldValue.increment(1),
      'delivery.endTime': Timestamp.now(),
      'delivery.error': null,
      'delivery.leaseExpireTime': null,
    };
    try {
      const to = list(mail.to);
      const refused = to.filter((address) => address.toLowerCase().endsWith(`@${BOUNCING_DOMAIN}`));
      if (refused.length > 0) throw new Error(`550 5.1.1 <${refused.join(', ')}>: mailbox unavailable (local suite)`);
      const result = await transport.sendMail({
        ...mail.message,
        from: mail.from || settings.defaultFrom,
        replyTo: mail.replyTo || settings.defaultReplyTo,
        to,
        cc: list(mail.cc),
        bcc: list(mail.bcc),
        headers: mail.headers ?? {},
      });
      update['delivery.state'] = 'SUCCESS';
      update['delivery.info'] = {
        messageId: result.messageId ?? null,
        accepted: result.accepted ?? [],
        rejected: result.rejected ?? [],
        pending: result.pending ?? [],
        response: result.response ?? null,
      };
    } catch (error) {
      update['delivery.state'] = 'ERROR';
      update['delivery.error'] = String(error);
    }
    await ref.update(update);
  }

  /** One step of the extension's state machine for a document as it now stands. */
  async function step(ref: DocumentReference): Promise<void> {
    const claimed = await db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      const mail = snapshot.data() as MailDocument | undefined;
      if (!mail || typeof mail.message !== 'object') return null;
      if (!mail.delivery) {
        tx.update(ref, { delivery: { startTime: Timestamp.now(), state: 'PENDING', attempts: 0, error: null } });
        return null;
      }
      if (mail.delivery.state !== 'PENDING' && mail.delivery.state !== 'RETRY') return null;
      tx.update(ref, {
        'delivery.state': 'PROCESSING',
        'delivery.leaseExpireTime': Timestamp.fromMillis(Date.now() + LEASE_MS),
      });
      return mail;
    });
    if (claimed) await send(ref, claimed);
  }

  const isDue = (mail: MailDocument) => !mail.delivery || ['PENDING', 'RETRY'].includes(String(mail.delivery.state));

  const unsubscribe = db.collection(settings.collection).onSnapshot(
    (snapshot) => {
      for (const change of snapshot.docChanges()) {
        if (change.type === 'removed') continue;
        const data = change.doc.data() as MailDocument;
        if (print && !first && change.type === 'added') print(describeMail(data));
        const key = `${change.doc.id} ${data.delivery?.state ?? 'new'}`;
        if (delivering && isDue(data) && !acting.has(key)) {
          acting.add(key);
          step(change.doc.ref)
            .catch((error: unknown) => print?.(`Mail could not be delivered ${change.doc.id}: ${String(error)}`))
            .finally(() => acting.delete(key));
        }
      }
      first = false;
      markReady();
    },
    (error) => print?.(`Mail delivery stopped listening to the mail collection: ${error.message}`),
  );
  return {
    ready,
    async stop() {
      unsubscribe();
      transport.close();
    },
  };
}
