// The suite's stand-in for Firebase's Trigger Email extension (firestore-send-email, the version
// pinned in firebase.json), which cannot run on these machines. It does what the extension does
// with each document in `mail`, in the same fields: a new (or PENDING, or RETRY) document is claimed
// as PROCESSING with a 60 s lease (`delivery: { state, attempts: 0, startTime, leaseExpireTime }`
// for a new one: the extension writes PENDING first and claims it a moment later, one write that
// is left out here); it is then sent with nodemailer over SMTP, `from` and `replyTo`
// defaulting to the extension's DEFAULT_FROM and DEFAULT_REPLY_TO (extensions/*.env), and ends
// SUCCESS with nodemailer's `info` or ERROR with the error, attempts counted. The SMTP server is
// the suite's inbox (inbox.ts) in place of the organisers' SMTP_CONNECTION_URI. Like the extension,
// it is a trigger: the suite's Firestore emulator sends it the event of every write to `mail`
// (docs/decisions/0020-the-mail-stand-in-is-a-trigger.md).
//
// One imitation: the inbox takes every recipient, so mail to bounce.example is refused here, as
// an SMTP server refuses a mailbox it does not have, to exercise the ERROR state and its retry.
// It also prints one line per mail, so a person can follow a verification link from the terminal.
import { readFileSync } from 'node:fs';
import { createServer, type RequestListener, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentReference,
  type CollectionReference,
  type DocumentSnapshot,
  type Query,
} from 'firebase-admin/firestore';
import nodemailer from 'nodemailer';
import { parseEnvLikeFirebaseTools } from '../deploy/firebase-tools';
import { suiteAdminApp } from './admin';
import { BOUNCING_DOMAIN, MAIL_TRIGGER, PROJECT_ID, ROOT, SMTP_URL, hostPort } from './config';

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
  /** Settles once the watch is in place and the mails already due have been taken up. */
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
  /**
   * How changes reach the stand-in. `trigger` (the composed suite): the Firestore emulator sends
   * each write's event to MAIL_TRIGGER, as a Firestore trigger reaches the extension, at no cost
   * per write to the emulator. `listener`: two snapshot listeners, for an emulator started by
   * someone else (`npm run seed`); the emulator runs each listener's query again at every write to
   * the collection (docs/decisions/0020-the-mail-stand-in-is-a-trigger.md).
   */
  via?: 'trigger' | 'listener';
}

/** The states in which the extension sends a mail again. */
const DUE_AGAIN = ['PENDING', 'RETRY'];
/** A delivery the extension would start: none yet, or one set to PENDING or RETRY. */
const isDue = (delivery: MailDocument['delivery']) => !delivery || DUE_AGAIN.includes(delivery.state ?? '');
/** The mails due in a collection, as two small queries (decision 7). */
const dueQueries = (collection: CollectionReference): [newMails: Query, dueAgain: Query] => [
  collection.where('delivery', '==', null),
  collection.where('delivery.state', 'in', DUE_AGAIN),
];

/** The parts of a Firestore emulator's event (the REST form of the document) the stand-in reads. */
interface WriteEvent {
  data?: {
    oldValue?: { name?: string };
    value?: { name?: string; fields?: { delivery?: RestValue } };
  };
}
interface RestValue {
  nullValue?: null;
  mapValue?: { fields?: { state?: { stringValue?: string } } };
}

/** The delivery an event's document holds, enough to tell whether it is due (null when it has none). */
function deliveryOf(value: RestValue | undefined): MailDocument['delivery'] {
  if (!value || 'nullValue' in value) return null;
  return { state: value.mapValue?.fields?.state?.stringValue ?? '' };
}

export interface DueMail {
  /** The document's path under the database: `<collection>/<id>`. */
  path: string;
  /** Whether the write created it without a delivery: a new mail, printed. */
  isNew: boolean;
}

/**
 * The mail an emulator's write event names, when it is a document of `collection` and due. Null
 * for a mail not due (being sent, sent, failed), a deletion, a document elsewhere, or anything
 * that is not such an event.
 */
export function dueMailOf(event: unknown, collection: string): DueMail | null {
  const data = (event as WriteEvent | null)?.data;
  const path = data?.value?.name?.split('/documents/')[1];
  const id = path?.startsWith(`${collection}/`) ? path.slice(collection.length + 1) : '';
  if (!path || !id || id.includes('/')) return null;
  const delivery = deliveryOf(data.value?.fields?.delivery);
  if (!isDue(delivery)) return null;
  return { path, isNew: !data.oldValue && delivery === null };
}

/** A Firestore document is at most 1 MiB, and an event holds it twice in the REST form. */
export const MAX_EVENT_BYTES = 4 * 1024 * 1024;

const answer = (response: ServerResponse, status: number, error?: string) =>
  response
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify(error ? { success: false, error } : { success: true }));

/**
 * The endpoint the emulator posts each write's event to. It answers at once, in JSON: a body that
 * is too large or not JSON is refused (413, 400) and changes nothing; an event is accepted, and
 * the mail it names, if due, is handed to `onDue`.
 */
export function mailEventListener(collection: string, onDue: (due: DueMail) => void): RequestListener {
  return (request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_EVENT_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      if (size > MAX_EVENT_BYTES) return answer(response, 413, `An event is at most ${MAX_EVENT_BYTES} bytes.`);
      let event: unknown;
      try {
        event = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(response, 400, 'An event is a JSON document.');
      }
      answer(response, 200);
      const due = dueMailOf(event, collection);
      if (due) onDue(due);
    });
  };
}

/**
 * Takes up every mail in the collection as the extension's trigger would: every new document is
 * printed, and each is moved along the extension's states until it is SUCCESS or ERROR (RETRY
 * starts it again).
 */
export function watchMail({
  print,
  deliver: delivering = false,
  collection: name,
  via = 'trigger',
}: MailerOptions): MailWatch {
  const settings = extensionSettings();
  const db = getFirestore(suiteAdminApp());
  const collection = db.collection(name ?? settings.collection);
  // Pooled: one SMTP connection for the suite's hundreds of mails, not a handshake each.
  const transport = nodemailer.createTransport({ url: SMTP_URL, pool: true });

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
   * fails and that change's event (or snapshot) decides again.
   */
  async function claimAndSend(snapshot: DocumentSnapshot): Promise<void> {
    const mail = snapshot.data() as MailDocument | undefined;
    if (!mail || typeof mail.message !== 'object' || !isDue(mail.delivery)) return;
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
      await snapshot.ref.update(claim, { lastUpdateTime: snapshot.updateTime as Timestamp });
    } catch (error) {
      if ((error as { code?: number }).code === FAILED_PRECONDITION) return;
      throw error;
    }
    await send(snapshot.ref, mail);
  }

  /** Prints a new mail and delivers a due one. */
  function takeUp(snapshot: DocumentSnapshot, isNew: boolean): void {
    if (print && isNew) print(describeMail(snapshot.data() as MailDocument));
    if (!delivering) return;
    claimAndSend(snapshot).catch((error: unknown) =>
      print?.(`Mail could not be delivered ${snapshot.id}: ${String(error)}`),
    );
  }

  return via === 'trigger' ? watchByTrigger() : watchByListeners();

  /**
   * The emulator posts each write's event to MAIL_TRIGGER. A due mail is read again (the event may
   * be older than the document) and claimed on what was read, so events out of order or twice
   * change nothing. The mails already due when the watch begins are taken up once, not printed.
   */
  function watchByTrigger(): MailWatch {
    const triggerId = `trigger-email-stand-in-${collection.id}`;
    const server = createServer(
      mailEventListener(collection.path, ({ path, isNew }) =>
        db
          .doc(path)
          .get()
          .then((snapshot) => snapshot.exists && takeUp(snapshot, isNew))
          .catch((error: unknown) => print?.(`Mail could not be read ${path}: ${String(error)}`)),
      ),
    );
    const ready = (async () => {
      await new Promise<void>((resolve, reject) =>
        server.once('error', reject).listen(MAIL_TRIGGER.port, MAIL_TRIGGER.host, resolve),
      );
      const registered = await fetch(
        `http://${hostPort('firestore')}/emulator/v1/projects/${PROJECT_ID}/triggers/${triggerId}`,
        {
          method: 'PUT',
          body: JSON.stringify({
            eventTrigger: {
              resource: `projects/${PROJECT_ID}/databases/(default)/documents/${collection.path}/{mailId}`,
              eventType: 'providers/cloud.firestore/eventTypes/document.write',
              service: 'firestore.googleapis.com',
            },
          }),
        },
      );
      if (!registered.ok) {
        throw new Error(
          `the Firestore emulator refused the mail trigger: ${registered.status} ${await registered.text()}`,
        );
      }
      const due = await Promise.all(dueQueries(collection).map((query) => query.get()));
      for (const snapshot of due) for (const document of snapshot.docs) takeUp(document, false);
    })();
    return {
      ready,
      async stop() {
        // The emulator keeps its connections open between events: close them too.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await closed;
        transport.close();
      },
    };
  }

  /** Two small queries, each acting on the documents it newly holds. */
  function watchByListeners(): MailWatch {
    let first = true;
    let markReady = () => {};
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    const watch = (query: Query, printing: boolean) =>
      query.onSnapshot(
        (snapshot) => {
          for (const change of snapshot.docChanges()) {
            if (change.type === 'added') takeUp(change.doc, printing && !first);
          }
          if (printing) {
            first = false;
            markReady();
          }
        },
        (error) => print?.(`Mail delivery stopped listening to the mail collection: ${error.message}`),
      );
    // Two small queries, not the whole collection: a listener on all of it costs the emulator and
    // this process work in proportion to every mail ever queued on each write (docs/decisions/0007).
    const [newMails, dueAgain] = dueQueries(collection);
    const unsubscribe = [watch(newMails, true), watch(dueAgain, false)];
    return {
      ready,
      async stop() {
        unsubscribe.forEach((stop) => stop());
        transport.close();
      },
    };
  }
}
