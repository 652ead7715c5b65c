// The suite's stand-in for Firebase's Trigger Email extension (firestore-send-email, the version
// pinned in firebase.json), which cannot run on these machines. It does what the extension does
// with each document in `mail`, in the same fields: a new (or PENDING, or RETRY) document is claimed
// as PROCESSING with a 60 s lease (`delivery: { state, attempts: 0, startTime, leaseExpireTime }`
// for a new one: the extension writes PENDING first and claims it a moment later, one write that
// is left out here); it is then sent with nodemailer over SMTP, `from` and `replyTo`
// defaulting to the extension's DEFAULT_FROM and DEFAULT_REPLY_TO (extensions/*.env), and ends
// SUCCESS with nodemailer's `info` or ERROR with the error, attempts counted. The SMTP server is
// the suite's inbox (inbox.ts) in place of the organisers' SMTP_CONNECTION_URI. It watches only
// the mail the function queues (`delivery: null`) and mail set to RETRY (docs/decisions/0007).
//
// One imitation: the inbox takes every recipient, so mail to bounce.example is refused here, as
// an SMTP server refuses a mailbox it does not have, to exercise the ERROR state and its retry.
// It also prints one line per mail, so a person can follow a verification link from the terminal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentReference,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
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
  delivery?: { state?: string; attempts?: number } | null;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;
/** How long a claimed mail may stay PROCESSING, as the extension allows. */
const LEASE_MS = 60_000;
/** Firestore's answer to a write whose precondition (the document's update time) no longer holds. */
const FAILED_PRECONDITION = 9;

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
  /** The collection watched: the extension's MAIL_COLLECTION unless another is named. */
  collection?: string;
}

/**
 * Listens to the mail collection as the extension's trigger would: every added document is
 * printed (after the first snapshot, which holds the mails already there), and each document is
 * moved along the extension's states until it is SUCCESS or ERROR (RETRY starts it again).
 */
export function watchMail({ print, deliver: delivering = false, collection: name }: MailerOptions): MailWatch {
  const settings = extensionSettings();
  const db = getFirestore(suiteAdminApp());
  // Pooled: one SMTP connection for the suite's hundreds of mails, not a handshake each.
  const transport = nodemailer.createTransport({ url: SMTP_URL, pool: true });
  let first = true;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  /** Sends a claimed mail and records the outcome, as the extension's deliver() does. */
  async function send(ref: DocumentReference, mail: MailDocument): Promise<void> {
    const update: Record<string, unknown> = {
      'delivery.attempts': FieldValue.increment(1),
      // When the attempt ended, as the extension records it: at the write, after the send.
      'delivery.endTime': FieldValue.serverTimestamp(),
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

  /**
   * Claims a due mail as PROCESSING, as the extension's transaction does, and sends it. The claim
   * is conditional on the document being as this snapshot saw it (its update time), which is what
   * the transaction ensures, without the emulator's locks: another change first, and the claim
   * fails and the next snapshot decides again.
   */
  async function claimAndSend(snapshot: QueryDocumentSnapshot): Promise<void> {
    const mail = snapshot.data() as MailDocument;
    if (typeof mail.message !== 'object') return;
    const lease = Timestamp.fromMillis(Date.now() + LEASE_MS);
    const claim = mail.delivery
      ? { 'delivery.state': 'PROCESSING', 'delivery.leaseExpireTime': lease }
      : // A new document: the extension writes PENDING and claims it at once; one write here.
        {
          delivery: {
            startTime: Timestamp.now(),
            state: 'PROCESSING',
            attempts: 0,
            error: null,
            leaseExpireTime: lease,
          },
        };
    try {
      await snapshot.ref.update(claim, { lastUpdateTime: snapshot.updateTime });
    } catch (error) {
      if ((error as { code?: number }).code === FAILED_PRECONDITION) return;
      throw error;
    }
    await send(snapshot.ref, mail);
  }

  /** Acts on each document a query newly holds (a new mail, or one due again), and prints new mails. */
  const watch = (query: Query, printing: boolean) =>
    query.onSnapshot(
      (snapshot) => {
        for (const change of snapshot.docChanges()) {
          if (change.type !== 'added') continue;
          if (print && printing && !first) print(describeMail(change.doc.data() as MailDocument));
          if (delivering) {
            claimAndSend(change.doc).catch((error: unknown) =>
              print?.(`Mail could not be delivered ${change.doc.id}: ${String(error)}`),
            );
          }
        }
        if (printing) {
          first = false;
          markReady();
        }
      },
      (error) => print?.(`Mail delivery stopped listening to the mail collection: ${error.message}`),
    );
  // Two small queries, not the whole collection: a listener on all of it costs the emulator and
  // this process work in proportion to every mail ever queued on each write (measured: 70 and 53
  // ms a write at 1,500 mails, against 17 and 2 ms for these: docs/decisions/0007).
  const collection = db.collection(name ?? settings.collection);
  const unsubscribe = [
    watch(collection.where('delivery', '==', null), true),
    watch(collection.where('delivery.state', 'in', ['PENDING', 'RETRY']), false),
  ];
  return {
    ready,
    async stop() {
      unsubscribe.forEach((stop) => stop());
      transport.close();
    },
  };
}
