// GET /api/health says when mail has stopped going out: the newest mail queued half an hour
// before has no final delivery state from the sender. Alone: until it is
// removed, the undelivered mail this file writes may be the newest that old, for every caller.
import { randomUUID } from 'node:crypto';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { healthBodySchema } from '../../functions/src/domain/api/health';
import { MAIL_STALLED_AFTER_MS } from '../../functions/src/domain/mail-health';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { asOf } from '../support/clock';

const db = getFirestore(suiteAdminApp());
// Long before anything the suite queues: nothing else is as old, so this mail is the newest that is.
const queuedAt = new Date(Date.UTC(2001, 0, 1) + Math.floor(Math.random() * 86_400_000));
// No message: the sender claims only a mail that has one, so it never takes this one up.
const stuck = db.doc(`mail/health-${randomUUID()}`);

async function healthAsOf(instant: Date) {
  const response = await fetch(`${SITE_URL}/api/health`, { headers: asOf(instant) });
  return { status: response.status, body: healthBodySchema.parse(await response.json()) };
}

afterAll(() => stuck.delete());

describe('the health of mail', () => {
  it('is unknown (no 503) before any mail is half an hour old, stalled with a 503 once one has waited so long with no delivery state', async () => {
    await stuck.set({ to: 'nobody@example.org', queuedAt: Timestamp.fromDate(queuedAt) });
    // Nothing is queued before this mail: at first there is nothing to measure.
    const before = await healthAsOf(new Date(queuedAt.getTime() + MAIL_STALLED_AFTER_MS - 60_000));
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ success: true, services: { mail: 'unknown' } });

    const after = await healthAsOf(new Date(queuedAt.getTime() + MAIL_STALLED_AFTER_MS));
    expect(after.status).toBe(503);
    expect(after.body).toMatchObject({ success: false, services: { firestore: 'ok', storage: 'ok', mail: 'stalled' } });
  });

  it('is ok again once the sender has recorded a final state, a failure included', async () => {
    for (const state of ['PROCESSING', 'RETRY']) {
      await stuck.set({ to: 'nobody@example.org', queuedAt: Timestamp.fromDate(queuedAt), delivery: { state } });
      expect((await healthAsOf(new Date(queuedAt.getTime() + MAIL_STALLED_AFTER_MS))).body.services.mail).toBe(
        'stalled',
      );
    }
    for (const state of ['SUCCESS', 'ERROR']) {
      await stuck.set({ to: 'nobody@example.org', queuedAt: Timestamp.fromDate(queuedAt), delivery: { state } });
      const health = await healthAsOf(new Date(queuedAt.getTime() + MAIL_STALLED_AFTER_MS));
      expect(health.status).toBe(200);
      expect(health.body.services.mail).toBe('ok');
    }
  });
});
