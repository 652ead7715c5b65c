// The suite's inbox (MailDev, scripts/suite/inbox.ts) as a registrant's mailbox: the mails that
// reached an address over SMTP, read through the inbox's REST API.
import { getFirestore, type DocumentReference } from 'firebase-admin/firestore';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { INBOX_URL, MAIL_CONTROL } from '../../scripts/suite/config';

interface Address {
  address: string;
  name: string;
}

export interface InboxMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  from: Address[];
  to: Address[];
  /** Lower-case names. */
  headers: Record<string, string>;
}

/** Every mail received for `address`, in the order they arrived. */
export async function mailsTo(address: string): Promise<InboxMail[]> {
  const response = await fetch(`${INBOX_URL}/api/email?to.address=${encodeURIComponent(address)}&sort=asc`);
  if (!response.ok) throw new Error(`the inbox answered ${response.status} for mail to ${address}`);
  return (await response.json()) as InboxMail[];
}

/** The mail as it travelled: headers and MIME parts. */
export async function mailSource(mail: InboxMail): Promise<string> {
  const response = await fetch(`${INBOX_URL}/api/email/${encodeURIComponent(mail.id)}/source`);
  if (!response.ok) throw new Error(`the inbox answered ${response.status} for the source of ${mail.id}`);
  return response.text();
}

/**
 * Waits until `count` mails to `address` whose subject contains `subject` have arrived (delivery
 * is asynchronous, as the extension's is) and returns them, oldest first.
 */
export async function receivedMails(
  address: string,
  subject: string,
  { count = 1, timeoutMs = 15_000 } = {},
): Promise<InboxMail[]> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const all = await mailsTo(address);
    const mails = all.filter((mail) => mail.subject.includes(subject));
    if (mails.length >= count) return mails;
    if (performance.now() > deadline) {
      throw new Error(`${mails.length} of ${count} mails "…${subject}…" to ${address} arrived in ${timeoutMs} ms`);
    }
    await nextMailTo(address, all.length, deadline);
  }
}

/**
 * Until the inbox holds more than `after` mails to `address`, or `deadline` (performance.now())
 * passes: the inbox says when a mail arrives (scripts/suite/inbox.ts, `/mail/next`), so no test
 * asks it over and over.
 */
async function nextMailTo(address: string, after: number, deadline: number): Promise<void> {
  const wait = Math.max(0, Math.ceil(deadline - performance.now()));
  const query = new URLSearchParams({ to: address, after: String(after), wait: String(wait) });
  await fetch(`http://${MAIL_CONTROL.host}:${MAIL_CONTROL.port}/mail/next?${query.toString()}`);
}

/**
 * The document's data once `done` holds for it, as a listener hears it; if `deadline` passes first,
 * null, and what the listener last heard (`undefined`: no snapshot at all) in `heard`.
 */
function documentOnceItIs<T>(
  ref: DocumentReference,
  done: (data: T) => boolean,
  deadline: number,
  heard: { last?: T | null } = {},
): Promise<T | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(null), Math.max(0, deadline - performance.now()));
    const stop = ref.onSnapshot(
      (snapshot) => {
        const data = snapshot.data() as T | undefined;
        heard.last = data ?? null;
        if (data !== undefined && done(data)) finish(data);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
    function finish(data: T | null) {
      clearTimeout(timer);
      stop();
      resolve(data);
    }
  });
}

/** The path of the verification link in a registration's n-th verification mail, as received. */
export async function receivedVerificationPath(email: string, registrationId: string, mailNumber = 1): Promise<string> {
  const mails = await receivedMails(email, `Verify your e-mail address: registration ${registrationId}`, {
    count: mailNumber,
  });
  const mail = mails[mailNumber - 1];
  const path = /\/verify\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
  if (!path) throw new Error(`no verification link reached ${email} for ${registrationId}`);
  return path;
}

/**
 * A mail document's mail as it reached the inbox: found by the Message-ID its sender recorded on
 * the document once the server took it. The stored copy is no place to read a link from: a delivered
 * mail's verification, pass and data links are taken out of it (functions/src/services/mail-redaction.ts).
 */
export async function sentMail(path: string, { timeoutMs = 15_000 } = {}): Promise<InboxMail> {
  type Queued = { to?: string; delivery?: { state?: string; info?: { messageId?: string } } | null };
  const deadline = performance.now() + timeoutMs;
  // Which step ran out, and what it last saw: a wait that ran out once with the mail delivered
  // (2026-12-06) left nothing to tell which (docs/development.md, "Timeouts and why").
  const failed = (saw: string) => new Error(`${path} was not in the inbox within ${timeoutMs} ms: ${saw}`);
  // Delivered: the sender records the server's Message-ID once the server took the mail.
  const heard: { last?: Queued | null } = {};
  const mail = await documentOnceItIs<Queued>(
    getFirestore(suiteAdminApp()).doc(path),
    (data) => data.delivery?.state === 'SUCCESS' && Boolean(data.delivery.info?.messageId) && Boolean(data.to),
    deadline,
    heard,
  );
  const to = mail?.to;
  const messageId = mail?.delivery?.info?.messageId;
  if (!to || !messageId) {
    const last = heard.last === undefined ? 'no snapshot' : JSON.stringify(heard.last?.delivery ?? heard.last);
    throw failed(`its document's listener last heard ${last}`);
  }
  for (;;) {
    const received = await mailsTo(to);
    const found = received.find((inbox) => inbox.headers['message-id'] === messageId);
    if (found) return found;
    if (performance.now() > deadline) {
      const ids = received.map((inbox) => inbox.headers['message-id']).join(', ');
      throw failed(`delivered as ${messageId}; the inbox holds ${received.length} mails to ${to}: ${ids}`);
    }
    await nextMailTo(to, received.length, deadline);
  }
}
