// The suite's mail inbox: MailDev (npm `maildev`), an SMTP server that keeps what it receives and
// shows it in a web inbox with a REST API (INBOX_URL/api/email). Mail lives in this process's
// memory only and goes when the suite stops.
import { MailDev } from 'maildev';
import { MAIL_INBOX } from './config';

export interface RunningInbox {
  stop(): Promise<void>;
}

export async function startInbox(): Promise<RunningInbox> {
  const inbox = new MailDev({
    smtp: MAIL_INBOX.smtpPort,
    ip: MAIL_INBOX.host,
    web: MAIL_INBOX.webPort,
    webIp: MAIL_INBOX.host,
    silent: true,
  });
  await inbox.start();
  return { stop: () => inbox.stop() };
}
