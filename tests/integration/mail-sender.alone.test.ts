// The mail sender's promises (functions/src/services/mail-sender.ts), against the suite's Functions
// emulator, which runs it on every write to `mail`, and its SMTP server (scripts/suite/inbox.ts):
// at most once in the normal case, nothing lost when a send fails. Alone: one test stops the SMTP
// server that every other test's mail goes through.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getFirestore, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { runAsOf } from '../../functions/src/clock';
import {
  MAIL_MAX_ATTEMPTS,
  MAIL_RETRY_DELAYS_MS,
  SENDER_STOPPED_MID_ATTEMPT,
} from '../../functions/src/domain/mail-delivery';
import { LINK_REMOVED_AFTER_DELIVERY } from '../../functions/src/domain/messages';
import { mailSender } from '../../functions/src/index';
import { parseEnvLikeFirebaseTools } from '../../scripts/deploy/firebase-tools';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { HELD_DOMAIN, MAIL_CONTROL, ROOT, SITE_URL, SUITE_SCHEDULER } from '../../scripts/suite/config';
import { claim, sendQueuedMail, sweepQueuedMail } from '../../functions/src/services/mail-sender';
import { runScheduled, schedulerJobPath } from '../../scripts/suite/scheduler';
import { suiteNow } from '../support/clock';
import { mailsTo } from '../support/inbox';

const db = getFirestore(suiteAdminApp());
let serial = 0;

/** A mail as the function queues one, to an address of its own so its copies in the inbox can be counted. */
async function queueMail(name: string, fields: Record<string, unknown> = {}) {
  const to = `${name}-${Date.now()}-${(serial += 1)}@example.org`;
  const ref = db.collection('mail').doc(`sender-test-${name}-${Date.now()}-${serial}`);
  const { writeTime } = await ref.set({
    to,
    event: 'sender-test',
    message: { subject: `Sender test ${name}`, text: `A test of the sender: ${name}.`, html: `<p>${name}</p>` },
    queuedAt: Timestamp.now(),
    delivery: null,
    ...fields,
  });
  return { ref, to, writeTime };
}

const stateOf = async (ref: FirebaseFirestore.DocumentReference) =>
  (await ref.get()).get('delivery') as { state?: string; attempts?: number; error?: string } | null;

async function smtp(action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`http://${MAIL_CONTROL.host}:${MAIL_CONTROL.port}/smtp/${action}`, { method: 'POST' });
  expect(response.status).toBe(204);
}

const sweep = () => runScheduled('asia-south1-mailSweep');

/** Pauses or resumes the suite's own sweep, as Cloud Scheduler pauses a job (scripts/suite/scheduler.ts). */
async function suiteSweep(verb: 'pause' | 'resume'): Promise<void> {
  const job = schedulerJobPath('asia-south1-mailSweep');
  const response = await fetch(`http://${SUITE_SCHEDULER.host}:${SUITE_SCHEDULER.port}${job}:${verb}`, {
    method: 'POST',
  });
  expect(await response.json()).toMatchObject({ state: verb === 'pause' ? 'PAUSED' : 'ENABLED' });
}

afterAll(() => smtp('start'));

// The sender's code, run in this process as the emulator runs it, with the suite's settings (read
// when it runs).
beforeAll(() => {
  const { envs } = parseEnvLikeFirebaseTools(
    ['.env.local', '.secret.local'].map((file) => readFileSync(join(ROOT, 'functions', file), 'utf8')).join('\n'),
  );
  for (const name of ['SMTP_CONNECTION_URI', 'SMTP_PASSWORD', 'MAIL_FROM', 'MAIL_REPLY_TO'])
    process.env[name] ??= envs[name];
});

/**
 * Runs the sender's code at the suite's present, as the emulator's copy does: a lease is an instant
 * on the function's clock, and this process's own clock is not the suite's (functions/src/clock.ts).
 */
async function runAsOfSuite<T>(work: () => Promise<T>, at?: Date): Promise<T> {
  const now = (at ?? (await suiteNow())).toISOString();
  const before = process.env.FUNCTIONS_EMULATOR;
  process.env.FUNCTIONS_EMULATOR = 'true';
  try {
    return await runAsOf(now, work, () => Promise.reject(new Error(now)));
  } finally {
    process.env.FUNCTIONS_EMULATOR = before;
  }
}

describe('a mail whose event comes twice', () => {
  // The same handler the emulator runs, given the same event again.
  const runAsTheSuite = (snapshot: DocumentSnapshot) => runAsOfSuite(() => mailSender.run(eventFor(snapshot)));
  const eventFor = (snapshot: DocumentSnapshot) =>
    ({ params: { mailId: snapshot.id }, data: { before: undefined, after: snapshot } }) as unknown as Parameters<
      typeof mailSender.run
    >[0];

  it('is sent once, whether the copies come together or after it was sent', async () => {
    const { ref, to, writeTime } = await queueMail('twice');
    // The creation's event as it was: no delivery yet. Read as of the write, since the emulator's own
    // trigger may claim it first (a plain read saw PROCESSING once). Twice more at once, beside it.
    const created = await db.runTransaction((read) => read.get(ref), { readOnly: true, readTime: writeTime });
    expect(created.get('delivery')).toBeNull();
    await Promise.all([runAsTheSuite(created), runAsTheSuite(created)]);
    await vi.waitFor(async () => expect((await stateOf(ref))?.state).toBe('SUCCESS'), { timeout: 15_000 });
    // And once more, late: the transaction reads the mail as it is now, sent.
    await runAsTheSuite(created);

    expect(await mailsTo(to)).toHaveLength(1);
    expect(await stateOf(ref)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
  });
});

describe('a mail erased while it is on its way', () => {
  it('ends the send quietly: nothing to record, no error to end the instance with', async () => {
    // Due in a moment, not now: the emulator's trigger leaves it, and this process sends it.
    const now = await suiteNow();
    const { ref } = await queueMail('erased', {
      to: `erased-${Date.now()}@${HELD_DOMAIN}`,
      delivery: { state: 'PENDING', attempts: 1, retryAt: Timestamp.fromMillis(now.getTime() + 1_000) },
    });
    // Due after a second of the suite's clock: waited for longer than vi.waitFor's default 1 s,
    // which the condition itself needs (it failed by 15 ms once).
    await vi.waitFor(async () => expect((await suiteNow()).getTime()).toBeGreaterThan(now.getTime() + 1_000), {
      timeout: 5_000,
    });
    const sending = runAsOfSuite(() => sendQueuedMail(ref.id, 'test'));
    // The SMTP server holds the recipient: the send is under way when the document goes.
    await vi.waitFor(async () => expect((await stateOf(ref))?.state).toBe('PROCESSING'), { timeout: 5_000 });
    await ref.delete();
    expect(await sending).toBe('erased');
    expect((await ref.get()).exists).toBe(false);
  });
});

describe('a claim whose commit applied while its answer was lost', () => {
  it("is the sender's own when Firestore's client runs the transaction again: sent now, not left to its lease", async () => {
    // Due only later: the emulator's trigger leaves it, and this process claims it as of then.
    const retryAt = new Date((await suiteNow()).getTime() + 60_000);
    const { ref } = await queueMail('claimed-twice', {
      delivery: { state: 'PENDING', attempts: 1, retryAt: Timestamp.fromDate(retryAt) },
    });
    onTestFinished(() => ref.delete().then(() => undefined));
    const due = new Date(retryAt.getTime() + 1);
    const first = await runAsOfSuite(() => claim(ref.id, due, 'claim-a'), due);
    expect(first).toMatchObject({ delivery: { state: 'PROCESSING', claimId: 'claim-a' } });
    // The same claim's transaction run again finds its own write, and keeps the mail to send.
    const again = await runAsOfSuite(() => claim(ref.id, due, 'claim-a'), due);
    expect(again).toMatchObject({ delivery: { state: 'PROCESSING', claimId: 'claim-a' } });
    // Another sender's claim, under the live lease, gets nothing.
    expect(await runAsOfSuite(() => claim(ref.id, due, 'claim-b'), due)).toBeNull();
  });
});

describe('a mail whose sender died after claiming it', () => {
  it('is sent by the sweep once its lease has run out, and not while it runs', async () => {
    // What a sender leaves when it is killed between its claim and the send.
    const claim = (leaseExpireTime: Date) => ({
      delivery: {
        state: 'PROCESSING',
        attempts: 0,
        startTime: Timestamp.fromDate(new Date(leaseExpireTime.getTime() - 120_000)),
        leaseExpireTime: Timestamp.fromDate(leaseExpireTime),
      },
    });
    const dead = await queueMail('dead', claim(new Date(Date.UTC(2001, 0, 1))));
    const alive = await queueMail('alive', claim(new Date(Date.UTC(2100, 0, 1))));

    await sweep();
    // The attempt the dead sender started counts, with the sweep's own.
    expect(await stateOf(dead.ref)).toMatchObject({ state: 'SUCCESS', attempts: 2 });
    // Health has seen the sweep run, on the function's clock.
    const health = (await (await fetch(`${SITE_URL}/api/health`)).json()) as {
      jobs: { mailSweep: { lastRunAt: string | null; state: string } };
    };
    expect(health.jobs.mailSweep.state).toBe('ok');
    expect(Date.parse(String(health.jobs.mailSweep.lastRunAt))).toBeLessThanOrEqual((await suiteNow()).getTime());
    expect(await mailsTo(dead.to)).toHaveLength(1);
    expect(await stateOf(alive.ref)).toMatchObject({ state: 'PROCESSING', attempts: 0 });
    expect(await mailsTo(alive.to)).toEqual([]);
    await alive.ref.delete();
  });
});

describe('a mail whose senders kept stopping mid-attempt', () => {
  it('is left in ERROR, saying it may have arrived, once its attempts are spent, and not sent again', async () => {
    const spent = await queueMail('spent', {
      delivery: {
        state: 'PROCESSING',
        attempts: MAIL_MAX_ATTEMPTS - 1,
        startTime: Timestamp.fromDate(new Date(Date.UTC(2000, 11, 31, 23, 58))),
        leaseExpireTime: Timestamp.fromDate(new Date(Date.UTC(2001, 0, 1))),
      },
    });
    await sweep();
    expect(await stateOf(spent.ref)).toMatchObject({
      state: 'ERROR',
      attempts: MAIL_MAX_ATTEMPTS,
      error: SENDER_STOPPED_MID_ATTEMPT,
    });
    expect(await mailsTo(spent.to)).toEqual([]);
  });
});

describe('the sweep, meeting a mail document no sender can read', () => {
  it('sends the others due beside it, records its run and logs that one', async () => {
    const before = await suiteNow();
    const past = Timestamp.fromMillis(before.getTime() - 60_000);
    // A retry time that is not a time: what a hand-edited document might hold.
    const unreadable = await queueMail('unreadable', { delivery: { state: 'PENDING', attempts: 1, retryAt: 'soon' } });
    onTestFinished(() => unreadable.ref.delete().then(() => undefined));
    const due = await queueMail('due-beside', { delivery: { state: 'PENDING', attempts: 1, retryAt: past } });
    await sweep();
    expect(await stateOf(due.ref)).toMatchObject({ state: 'SUCCESS', attempts: 2 });
    expect(await mailsTo(due.to)).toHaveLength(1);
    const health = (await (await fetch(`${SITE_URL}/api/health`)).json()) as {
      jobs: { mailSweep: { lastRunAt: string | null } };
    };
    expect(Date.parse(String(health.jobs.mailSweep.lastRunAt))).toBeGreaterThanOrEqual(before.getTime());
    expect(await stateOf(unreadable.ref)).toMatchObject({ state: 'PENDING', attempts: 1 });
  });
});

describe('a mail queued with text alone, as the mail contract allows', () => {
  it('is sent, and its stored copy loses its keyed link and gains no HTML', async () => {
    const link = `${SITE_URL}/registration/status#key=${'k'.repeat(32)}`;
    const { ref, to } = await queueMail('text-alone', {
      message: { subject: 'Text alone', text: `Your documents: ${link}` },
    });
    await vi.waitFor(async () => expect((await stateOf(ref))?.state).toBe('SUCCESS'), { timeout: 15_000 });
    const [received] = await mailsTo(to);
    expect(received?.text).toContain(link);
    const stored = (await ref.get()).get('message') as Record<string, unknown>;
    expect(stored).toEqual({ subject: 'Text alone', text: `Your documents: ${LINK_REMOVED_AFTER_DELIVERY}` });
  });
});

describe('mail queued while the SMTP server is away', () => {
  it('is each delivered once after it returns, by the sweep once its retry is due', async () => {
    // The suite's own sweep, once a minute, is paused: this test says when the sweep runs.
    await suiteSweep('pause');
    onTestFinished(() => suiteSweep('resume'));
    await smtp('stop');
    // Mails arrive while it is away: the emulator's trigger tries each at once, and it fails.
    const queued = [await queueMail('away-first'), await queueMail('away-second')];
    for (const { ref } of queued) {
      await vi.waitFor(async () => expect(await stateOf(ref)).toMatchObject({ state: 'PENDING', attempts: 1 }), {
        timeout: 15_000,
      });
    }
    // The reason is what the sender met: nobody answered at the server's address.
    for (const { ref } of queued) expect((await stateOf(ref))?.error).toMatch(/ECONNREFUSED/);
    const retries = await Promise.all(
      queued.map(async ({ ref }) => (await ref.get()).get('delivery.retryAt') as Timestamp),
    );
    for (const retryAt of retries) expect(retryAt).toBeInstanceOf(Timestamp);
    await smtp('start');

    // Back, with no retry due yet (the first falls due the first delay after its failure): the
    // emulator's sweep, as Cloud Scheduler runs it, takes neither.
    const now = await suiteNow();
    for (const retryAt of retries) {
      expect(retryAt.toMillis()).toBeGreaterThan(now.getTime());
      expect(retryAt.toMillis() - now.getTime()).toBeLessThanOrEqual(MAIL_RETRY_DELAYS_MS[0]);
    }
    await sweep();
    for (const { ref, to } of queued) {
      expect(await stateOf(ref)).toMatchObject({ state: 'PENDING', attempts: 1 });
      expect(await mailsTo(to)).toHaveLength(0);
    }

    // Once both are due, the sweep's code (run here as of that moment, which the emulator's clock
    // reaches only after the delay) takes each, once.
    const due = new Date(Math.max(...retries.map((retryAt) => retryAt.toMillis())) + 1);
    await runAsOfSuite(() => sweepQueuedMail('test'), due);
    for (const { ref, to } of queued) {
      expect(await stateOf(ref)).toMatchObject({ state: 'SUCCESS', attempts: 2 });
      expect(await mailsTo(to)).toHaveLength(1);
    }
  });
});
