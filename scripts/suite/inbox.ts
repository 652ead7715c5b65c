// The suite's mail server, in place of the organisers' SMTP server: what the function's mail sender
// (functions/src/services/mail-sender.ts) talks to, with the account in functions/.secret.local.
// - An SMTP server (smtp-server, the library MailDev is built on) on MAIL_INBOX.smtpPort: it asks
//   for that account's password, as a provider does, and refuses every mailbox at BOUNCING_DOMAIN
//   with 550, as a domain's server refuses a mailbox it does not have (the mail log, ERROR and
//   RETRY are tried on it). What it accepts it hands, as received, to
// - MailDev (npm `maildev`), which keeps it and shows it in a web inbox with a REST API on
//   MAIL_INBOX.webPort (INBOX_URL/api/email). Mail lives in this process's memory only.
// The SMTP server can be stopped and started again while the suite runs (`POST /smtp/stop` and
// `/smtp/start` on MAIL_CONTROL), to try what the sender does when the server is away.
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { MailDev } from 'maildev';
import nodemailer from 'nodemailer';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { parseEnvLikeFirebaseTools } from '../deploy/firebase-tools';
import { BOUNCING_DOMAIN, HELD_DOMAIN, HELD_RECIPIENT_MS, MAIL_CONTROL, MAIL_INBOX, ROOT } from './config';

export interface RunningInbox {
  stop(): Promise<void>;
}

/** What a person needs of a received mail in the terminal: recipients, subject, every link. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text?: string;
  html?: string;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;
/** As large as a mail the sender would send; MailDev's own default is larger. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export function describeMail(mail: ReceivedMail): string {
  const to = mail.to.join(', ') || '(no recipient)';
  const links = [...new Set((mail.text ?? mail.html ?? '').match(LINK) ?? [])];
  return `Mail to ${to}: "${mail.subject}"${links.length > 0 ? ` ${links.join(' ')}` : ''}`;
}

/** The account the function's SMTP_CONNECTION_URI and SMTP_PASSWORD name in the suite. */
export function suiteSmtpAccount(root = ROOT): { user: string; password: string; port: number } {
  const { envs } = parseEnvLikeFirebaseTools(readFileSync(join(root, 'functions', '.secret.local'), 'utf8'));
  const uri = new URL(envs.SMTP_CONNECTION_URI ?? '');
  return { user: decodeURIComponent(uri.username), password: envs.SMTP_PASSWORD ?? '', port: Number(uri.port) };
}

const refusal = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });
const addresses = (list: SMTPServerAddress[] | false) => (list || []).map((entry) => entry.address);

/** Each front server's connection to MailDev, closed with it. */
const relays = new WeakMap<SMTPServer, { close(): void }>();

/** The SMTP server the sender talks to, handing what it accepts to MailDev on `relayPort`. */
function frontServer(relayPort: number): SMTPServer {
  const account = suiteSmtpAccount();
  // One connection kept open to MailDev: smtp-server greets each new connection only after 100 ms
  // (its check for clients that talk too soon), which every mail of the suite would otherwise wait
  // once more, queued behind each other (docs/development.md, "Mail in the suite").
  const relay = nodemailer.createTransport({
    host: MAIL_INBOX.host,
    port: relayPort,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: 1,
  });
  const server = new SMTPServer({
    banner: 'the local suite (scripts/suite/inbox.ts)',
    logger: false,
    size: MAX_MESSAGE_BYTES,
    // Plain text on the loopback: there is no certificate here, and nothing leaves the machine.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    // A stop closes open connections at once, as a server that went away does.
    closeTimeout: 1,
    onAuth(auth, _session, callback) {
      if (auth.username === account.user && auth.password === account.password)
        return callback(null, { user: auth.username });
      callback(refusal('5.7.8 Authentication credentials invalid', 535));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${BOUNCING_DOMAIN}`)) {
        return callback(refusal(`5.1.1 <${address.address}>: mailbox unavailable`, 550));
      }
      // A slow server: the send is under way for a while (mail-sender.alone.test.ts).
      if (address.address.toLowerCase().endsWith(`@${HELD_DOMAIN}`))
        return void setTimeout(callback, HELD_RECIPIENT_MS);
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        relay
          .sendMail({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: addresses(session.envelope.rcptTo),
            },
            raw: Buffer.concat(chunks),
          })
          .then((info) => callback(null, `queued in the local inbox (${info.response})`))
          .catch((error: unknown) => callback(refusal(`4.3.0 the local inbox did not take it: ${String(error)}`, 451)));
      });
    },
  });
  relays.set(server, relay);
  return server;
}

/** Starts MailDev, the SMTP server before it and the control of that server; prints each mail if asked. */
export async function startInbox(print?: (line: string) => void): Promise<RunningInbox> {
  const inbox = new MailDev({
    smtp: MAIL_INBOX.relayPort,
    ip: MAIL_INBOX.host,
    web: MAIL_INBOX.webPort,
    webIp: MAIL_INBOX.host,
    silent: true,
  });
  const servers = await inbox.start();
  if (print) {
    servers.smtp.on('new', (mail: { to?: { address: string }[]; subject?: string; text?: string; html?: string }) =>
      print(
        describeMail({
          to: (mail.to ?? []).map((entry) => entry.address),
          subject: mail.subject ?? '',
          text: mail.text,
          html: mail.html,
        }),
      ),
    );
  }

  let smtp: SMTPServer | null = null;
  const listen = async () => {
    if (smtp) return;
    const server = frontServer(MAIL_INBOX.relayPort);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(MAIL_INBOX.smtpPort, MAIL_INBOX.host, () => resolve());
    });
    smtp = server;
  };
  const close = async () => {
    const server = smtp;
    smtp = null;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // Its connection to MailDev too, which MailDev's own stop would otherwise wait 30 s for.
    relays.get(server)?.close();
  };
  await listen();

  // Waits for mail, so that a test is told when a mail reaches an address instead of asking the
  // inbox over and over: `GET /mail/next?to=<address>&after=<n>&wait=<ms>` answers 200 once the
  // inbox holds more than n mails to the address (as its REST API matches `to.address`: exactly),
  // or 204 when `wait` ms pass first.
  const waiting = new Set<{ to: string; after: number; done: () => void }>();
  const mailsTo = async (to: string) =>
    (await servers.smtp.getAllEmails()).filter((mail) => (mail.to ?? []).some((entry) => entry.address === to)).length;
  servers.smtp.on('new', (mail: { to?: { address: string }[] }) => {
    const to = new Set((mail.to ?? []).map((entry) => entry.address));
    for (const waiter of waiting) {
      if (!to.has(waiter.to)) continue;
      void mailsTo(waiter.to).then((count) => count > waiter.after && waiter.done());
    }
  });
  const nextMail = async (url: URL, response: ServerResponse) => {
    const to = url.searchParams.get('to') ?? '';
    const after = Number(url.searchParams.get('after') ?? 0);
    const wait = Math.min(Number(url.searchParams.get('wait') ?? 0), 60_000);
    const arrived = await new Promise<boolean>((resolve) => {
      const waiter = { to, after, done: () => finish(true) };
      const timer = setTimeout(() => finish(false), Number.isFinite(wait) ? wait : 0);
      function finish(found: boolean) {
        clearTimeout(timer);
        waiting.delete(waiter);
        resolve(found);
      }
      waiting.add(waiter);
      // A mail that came between the caller's look and this wait counts too.
      void mailsTo(to).then((count) => count > after && finish(true));
    });
    response.writeHead(arrived ? 200 : 204).end();
  };

  const control = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://control');
    if (request.method === 'GET' && url.pathname === '/mail/next') return void nextMail(url, response);
    const action =
      request.method === 'POST' ? { '/smtp/stop': close, '/smtp/start': listen }[request.url ?? ''] : undefined;
    if (!action) return response.writeHead(404).end();
    action().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) =>
    control.once('error', reject).listen(MAIL_CONTROL.port, MAIL_CONTROL.host, resolve),
  );

  return {
    async stop() {
      const closed = new Promise<void>((resolve) => control.close(() => resolve()));
      control.closeAllConnections();
      await Promise.all([closed, close()]);
      await inbox.stop();
    },
  };
}
