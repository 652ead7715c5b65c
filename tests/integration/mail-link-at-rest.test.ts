// No working link at rest after delivery: the verification token is stored only hashed, and the
// stored mail must not keep it in clear text for the link's life either. The function `mailDelivered`
// runs when the mail sender writes a delivery state; the suite's Functions emulator runs it on every
// such write. These tests also hand the real handler the event for a real, delivered document of
// the official Firestore emulator, as the platform would, to try it again and out of order.
import { getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { LINK_REMOVED_AFTER_DELIVERY, PASS_LINK_REMOVED_AFTER_DELIVERY } from '../../functions/src/domain/messages';
import { mailDelivered } from '../../functions/src/index';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { BOUNCING_DOMAIN } from '../../scripts/suite/config';
import { idTokenFor } from '../support/auth';
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
const LINK = /https?:\/\/\S+\/verify\/[A-Za-z0-9_-]+/;

async function register(email = uniqueEmail()): Promise<string> {
  const { body } = await submitRegistration({
    ...participant(email),
    ...tierFields(ATTENDEE),
  });
  return String(body.id);
}

/** The mail once the (suite's) extension has written its delivery state. */
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

/** What the platform does when the extension updates the document. */
async function triggerFor(snapshot: DocumentSnapshot): Promise<void> {
  const event = { params: { mailId: snapshot.id }, data: { before: snapshot, after: snapshot } };
  await mailDelivered.run(event as unknown as Parameters<typeof mailDelivered.run>[0]);
}

describe('the trigger', () => {
  it('is the one deploy registers: updates of documents in mail', () => {
    const trigger = mailDelivered.__endpoint.eventTrigger;
    expect(trigger?.eventType).toBe('google.cloud.firestore.document.v1.updated');
    expect(trigger?.eventFilterPathPatterns).toEqual({ document: 'mail/{mailId}' });
  });
});

describe('a delivered verification mail', () => {
  it('keeps no working link in the stored message, stays in the log, and the link in the inbox still works', async () => {
    const id = await register();
    const snapshot = await delivered(`${id}-verify-email-1`);
    expect(snapshot.get('delivery.state')).toBe('SUCCESS');
    const link = LINK.exec(String(snapshot.get('message.text')))?.[0];
    expect(link).toBeDefined();

    await triggerFor(snapshot);

    const after = (await db.doc(`mail/${id}-verify-email-1`).get()).data();
    const token = String(link?.split('/verify/')[1]);
    for (const body of [after?.message.text, after?.message.html]) {
      expect(body).not.toContain(token);
      expect(body).not.toMatch(/\/verify\//);
      expect(body).toContain(LINK_REMOVED_AFTER_DELIVERY);
    }
    expect(after?.message.subject).toBe(snapshot.get('message.subject'));
    expect(after?.delivery).toEqual(snapshot.get('delivery'));

    // The administrators' mail log still shows it, delivered, with its attempts.
    const response = await fetch(`${SITE_URL}/api/admin/registrations/${id}/mail`, {
      headers: { authorization: `Bearer ${await idTokenFor({ admin: true })}` },
    });
    const log = ((await response.json()) as { data: { id: string; state: string; attempts: number }[] }).data;
    expect(log.find((row) => row.id === `${id}-verify-email-1`)).toMatchObject({ state: 'SUCCESS', attempts: 1 });

    // The registrant's copy works: only the stored one was changed.
    expect((await fetch(`${SITE_URL}/api${new URL(String(link)).pathname}`)).status).toBe(200);
  });

  it('is left as it is when the event comes again', async () => {
    const id = await register();
    const snapshot = await delivered(`${id}-verify-email-1`);
    await triggerFor(snapshot);
    const once = (await db.doc(`mail/${id}-verify-email-1`).get()).data();
    await triggerFor(await db.doc(`mail/${id}-verify-email-1`).get());
    expect((await db.doc(`mail/${id}-verify-email-1`).get()).data()).toEqual(once);
  });
});

describe('a delivered payment-verified mail', () => {
  it('keeps no entry-pass link in the stored message, and the pass in the inbox still opens', async () => {
    const id = await register();
    await verifyEmailOf(id);
    expect(await uploadProofFor(id, 'REF-PASS-AT-REST')).toBe(200);
    expect(await verifyPaymentOf(id, await idTokenFor({ admin: true }))).toBe(200);
    const snapshot = await delivered(`${id}-payment-verified-1`);
    expect(snapshot.get('delivery.state')).toBe('SUCCESS');
    const code = /\/pass\/([A-Za-z0-9_-]{22})\b/.exec(String(snapshot.get('message.text')))?.[1];
    expect(code).toBeDefined();

    await triggerFor(snapshot);

    const after = (await db.doc(`mail/${id}-payment-verified-1`).get()).data();
    for (const body of [after?.message.text, after?.message.html]) {
      expect(body).not.toContain(String(code));
      expect(body).not.toMatch(/\/pass\//);
      expect(body).toContain(PASS_LINK_REMOVED_AFTER_DELIVERY);
    }
    expect(after?.delivery).toEqual(snapshot.get('delivery'));
    expect((await fetch(`${SITE_URL}/api/passes/${code}`)).status).toBe(200);
  });
});

describe('a mail that keeps its text', () => {
  it('is a verification mail not delivered: its link stays for the extension’s retries', async () => {
    const id = await register(`someone-${Date.now()}@${BOUNCING_DOMAIN}`);
    const snapshot = await delivered(`${id}-verify-email-1`);
    expect(snapshot.get('delivery.state')).toBe('ERROR');
    await triggerFor(snapshot);
    expect((await db.doc(`mail/${id}-verify-email-1`).get()).get('message')).toEqual(snapshot.get('message'));
  });

  it('is any other kind of mail, delivered or not', async () => {
    const id = await register();
    await verifyEmailOf(id);
    expect(await uploadProofFor(id, 'REF-KEEP')).toBe(200);
    const snapshot = await delivered(`${id}-proof-received-1`);
    await triggerFor(snapshot);
    expect((await db.doc(`mail/${id}-proof-received-1`).get()).data()).toEqual(snapshot.data());
  });
});
