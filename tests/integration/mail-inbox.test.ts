// Mail as a registrant receives it: the function's mail sender, in the Functions emulator, sends
// each mail document over SMTP to the suite's mail server and inbox (MailDev), and records on the
// document what the Trigger Email extension would. Read here through the inbox's REST API, as a
// person reads it in its web page.
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { messageIdOf } from '../../functions/src/domain/mail-delivery';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { BOUNCING_DOMAIN, MAIL_CONTROL, SITE_URL } from '../../scripts/suite/config';
import { FUNCTION_SETTINGS as settings } from '../support/function-settings';
import { mailSource, mailsTo, receivedMails } from '../support/inbox';
import { participant, submitRegistration, uniqueEmail } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
// The sender and reply-to the function's params give every mail in the suite.

async function register(email: string): Promise<string> {
  const { status, body } = await submitRegistration({
    ...participant(email),
    ...tierFields(individualTier({ ieee: false })),
  });
  expect(status).toBe(201);
  return String(body.id);
}

/** A header's value in a mail's source (folded lines unfolded). */
function header(source: string, name: string): string | undefined {
  const head = source.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}

describe('a verification mail in the inbox', () => {
  it('arrives as text and HTML from MAIL_FROM, and its link verifies the address', async () => {
    const email = uniqueEmail();
    const id = await register(email);
    const [mail] = await receivedMails(email, id);
    if (!mail) throw new Error('no mail');
    const source = await mailSource(mail);

    expect(mail.to.map((to) => to.address)).toEqual([email]);
    expect(header(source, 'From')).toBe(settings.MAIL_FROM);
    expect(header(source, 'Reply-To')).toBe(settings.MAIL_REPLY_TO);
    expect(header(source, 'Content-Type')).toMatch(/^multipart\/alternative;/);
    expect(mail.subject).toContain(id);

    // One link, the same in both parts, to this site.
    const links = (body: string) => [...new Set(body.match(/https?:\/\/[^\s"'<>]+\/verify\/[A-Za-z0-9_-]+/g))];
    expect(links(mail.text)).toHaveLength(1);
    expect(links(mail.html)).toEqual(links(mail.text));
    expect(mail.html).toContain(`href="${links(mail.text)[0]}"`);
    const link = new URL(String(links(mail.text)[0]));
    expect(link.origin).toBe(SITE_URL);

    const response = await fetch(`${SITE_URL}/api${link.pathname}`);
    expect(response.status).toBe(200);
    expect((await db.doc(`registrations/${id}`).get()).get('verified')).toBe(true);
  });

  it('is recorded on its mail document in the Trigger Email extension’s fields', async () => {
    const email = uniqueEmail();
    const id = await register(email);
    const [mail] = await receivedMails(email, id);
    if (!mail) throw new Error('no mail');
    const messageId = header(await mailSource(mail), 'Message-ID');

    // The update that ends a delivery follows the send: the inbox may have the mail a moment before.
    const delivery = await waitForDelivery(`mail/${id}-verify-email-1`);
    expect(delivery).toMatchObject({
      state: 'SUCCESS',
      attempts: 1,
      error: null,
      leaseExpireTime: null,
      info: { messageId, accepted: [email], rejected: [], pending: [] },
    });
    expect(String((delivery.info as { response: unknown }).response)).toMatch(/^250 /);
    // The mail's own Message-ID, the same on every attempt to send it.
    expect(messageId).toBe(messageIdOf(`${id}-verify-email-1`, {}, settings.MAIL_FROM ?? ''));
    expect((delivery.startTime as Timestamp).toMillis()).toBeLessThanOrEqual(
      (delivery.endTime as Timestamp).toMillis(),
    );
  });
});

async function waitForDelivery(path: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const stop = db.doc(path).onSnapshot((snapshot) => {
      const delivery = snapshot.get('delivery') as Record<string, unknown> | undefined;
      if (delivery?.state === 'SUCCESS' || delivery?.state === 'ERROR') {
        stop();
        resolve(delivery);
      }
    }, reject);
  });
}

describe('a mail the recipient’s server refuses', () => {
  it('ends ERROR with the server’s answer and never reaches the inbox', async () => {
    const email = `refused-${Date.now()}@${BOUNCING_DOMAIN}`;
    const id = await register(email);
    const delivery = await waitForDelivery(`mail/${id}-verify-email-1`);
    expect(delivery).toMatchObject({ state: 'ERROR', attempts: 1, leaseExpireTime: null });
    // The server's own answer, as it refused the mailbox (scripts/suite/inbox.ts).
    expect(String(delivery.error)).toBe(`550 5.1.1 <${email}>: mailbox unavailable`);
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('the suite’s inbox, waited on', () => {
  const next = (to: string, after: number, wait: number) =>
    fetch(
      `http://${MAIL_CONTROL.host}:${MAIL_CONTROL.port}/mail/next?${new URLSearchParams({ to, after: String(after), wait: String(wait) }).toString()}`,
    );

  it('answers a test waiting for mail to an address once one arrives, and after the wait when none does', async () => {
    const email = uniqueEmail();
    const waiting = next(email, 0, 15_000);
    const { status } = await submitRegistration({
      ...participant(),
      ...tierFields(individualTier({ ieee: false })),
      email,
    });
    expect(status).toBe(201);
    expect((await waiting).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
    // Already there: at once; nothing more to that address: after the wait, saying so.
    expect((await next(email, 0, 15_000)).status).toBe(200);
    expect((await next(email, 1, 100)).status).toBe(204);
  });
});
