// No working link at rest after delivery: the verification token is stored only hashed, and the
// stored mail must not keep it in clear text for the link's life either. The mail sender writes the
// copy without its links in the same write that records SUCCESS (services/mail-sender.ts,
// mail-redaction.ts); the registrant's mail, as received in the inbox, keeps them and they work.
import { getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { LINK_REMOVED_AFTER_DELIVERY, PASS_LINK_REMOVED_AFTER_DELIVERY } from '../../functions/src/domain/messages';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { BOUNCING_DOMAIN, SITE_URL } from '../../scripts/suite/config';
import { idTokenFor } from '../support/auth';
import { sentMail } from '../support/inbox';
import {
  participant,
  submitRegistration,
  uniqueEmail,
  uploadProofFor,
  verifyEmailOf,
  verifyPaymentOf,
} from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const ATTENDEE = individualTier({ ieee: false });
const db = getFirestore(suiteAdminApp());

async function register(email = uniqueEmail()): Promise<string> {
  const { body } = await submitRegistration({
    ...participant(email),
    ...tierFields(ATTENDEE),
  });
  return String(body.id);
}

/** The mail once the sender has written its delivery state. */
async function delivered(mailId: string): Promise<DocumentSnapshot> {
  return vi.waitFor(
    async () => {
      const snapshot = await db.doc(`mail/${mailId}`).get();
      if (!['SUCCESS', 'ERROR'].includes(String(snapshot.get('delivery.state')))) throw new Error('not delivered yet');
      return snapshot;
    },
    { timeout: 10_000, interval: 50 },
  );
}

describe('a delivered verification mail', () => {
  it('keeps no working link in the stored message, stays in the log, and the link in the inbox still works', async () => {
    const id = await register();
    const stored = await delivered(`${id}-verify-email-1`);
    expect(stored.get('delivery.state')).toBe('SUCCESS');
    const received = await sentMail(`mail/${id}-verify-email-1`);
    const link = /https?:\/\/\S+\/verify\/[A-Za-z0-9_-]+/.exec(received.text)?.[0];
    expect(link).toBeDefined();

    const token = String(link?.split('/verify/')[1]);
    for (const body of [stored.get('message.text'), stored.get('message.html')]) {
      expect(body).not.toContain(token);
      expect(body).not.toMatch(/\/verify\//);
      expect(body).toContain(LINK_REMOVED_AFTER_DELIVERY);
    }
    expect(stored.get('message.subject')).toBe(received.subject);
    expect(stored.get('linkRemovedAt')).toBeDefined();

    // The administrators' mail log still shows it, delivered, with its attempts.
    const response = await fetch(`${SITE_URL}/api/admin/registrations/${id}/mail`, {
      headers: { authorization: `Bearer ${await idTokenFor({ admin: true })}` },
    });
    const log = ((await response.json()) as { data: { id: string; state: string; attempts: number }[] }).data;
    expect(log.find((row) => row.id === `${id}-verify-email-1`)).toMatchObject({ state: 'SUCCESS', attempts: 1 });

    // The registrant's copy works: only the stored one was changed.
    expect((await fetch(`${SITE_URL}/api${new URL(String(link)).pathname}`)).status).toBe(200);
  });
});

describe('a delivered payment-verified mail', () => {
  it('keeps no entry-pass link in the stored message, and the pass in the inbox still opens', async () => {
    const id = await register();
    await verifyEmailOf(id);
    expect(await uploadProofFor(id, 'REF-PASS-AT-REST')).toBe(200);
    expect(await verifyPaymentOf(id, await idTokenFor({ admin: true }))).toBe(200);
    const stored = await delivered(`${id}-payment-verified-1`);
    expect(stored.get('delivery.state')).toBe('SUCCESS');
    const { text } = await sentMail(`mail/${id}-payment-verified-1`);
    const code = /\/pass\/([A-Za-z0-9_-]{22})\b/.exec(text)?.[1];
    expect(code).toBeDefined();

    for (const body of [stored.get('message.text'), stored.get('message.html')]) {
      expect(body).not.toContain(String(code));
      expect(body).not.toMatch(/\/pass\//);
      expect(body).toContain(PASS_LINK_REMOVED_AFTER_DELIVERY);
    }
    expect((await fetch(`${SITE_URL}/api/passes/${code}`)).status).toBe(200);
  });
});

describe('a mail that keeps its text', () => {
  it('is a verification mail not delivered: its link stays for the sender’s retries', async () => {
    const id = await register(`someone-${Date.now()}@${BOUNCING_DOMAIN}`);
    const stored = await delivered(`${id}-verify-email-1`);
    expect(stored.get('delivery.state')).toBe('ERROR');
    expect(String(stored.get('message.text'))).toMatch(/\/verify\/[A-Za-z0-9_-]+/);
    expect(stored.get('linkRemovedAt')).toBeUndefined();
  });

  it('is any other kind of mail, delivered', async () => {
    const id = await register();
    await verifyEmailOf(id);
    expect(await uploadProofFor(id, 'REF-KEEP')).toBe(200);
    const stored = await delivered(`${id}-proof-received-1`);
    expect(stored.get('delivery.state')).toBe('SUCCESS');
    expect(String(stored.get('message.text'))).toContain('/registration/status?id=');
    expect(stored.get('linkRemovedAt')).toBeUndefined();
  });
});
