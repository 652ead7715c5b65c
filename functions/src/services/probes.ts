// A probe of the deployed jobs and triggers (domain/probes.ts): the probe and its mail document are
// written first, then Cloud Scheduler is asked to run each scheduled job now; each job answers as
// it runs (answerProbes), mailSender as it sees the mail document (answerMailProbe).
import { randomBytes } from 'node:crypto';
import { logger } from 'firebase-functions';
import { currentTime } from '../clock';
import { PROBE_ID, type ProbeState } from '../domain/api/probe';
import { DomainError } from '../domain/errors';
import type { ScheduledJob } from '../domain/job-runs';
import { NO_SUCH_PROBE } from '../domain/messages';
import { awaitsAnswer, PROBE_ANSWERED_WITHIN_MS, PROBE_LIFETIME_MS, PROBED_JOBS, probeMailId } from '../domain/probes';
import { runScheduleNow } from './cloud-scheduler';
import { probeDoc, probeMailDoc, probes, type StoredProbe } from './collections';
import { firestore } from './firebase';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function newProbeId(): string {
  // 24 characters of 36, as a test mail's: unguessable, and one shape to check (PROBE_ID).
  return [...randomBytes(24)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

async function askToRun(job: ScheduledJob): Promise<{ ok: boolean; error: string | null }> {
  try {
    await runScheduleNow(job);
    return { ok: true, error: null };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export async function probeState(probeId: string): Promise<ProbeState> {
  const probe = (await probeDoc(probeId).get()).data();
  if (!probe) throw new DomainError('not-found', NO_SUCH_PROBE);
  const answered = (name: keyof StoredProbe['answers']) => probe.answers?.[name]?.toISOString() ?? null;
  const jobs = Object.fromEntries(
    PROBED_JOBS.map((job) => [job, { asked: probe.asked?.[job] ?? null, answeredAt: answered(job) }]),
  ) as ProbeState['jobs'];
  return {
    probeId,
    requestedAt: probe.requestedAt.toISOString(),
    jobs,
    triggers: { mailSender: { answeredAt: answered('mailSender') } },
  };
}

/** Writes a probe and its mail document, then asks Cloud Scheduler to run each job now; the probe as it then is. */
export async function startProbe(by: string): Promise<ProbeState> {
  const probeId = newProbeId();
  const now = currentTime();
  const expiresAt = new Date(now.getTime() + PROBE_LIFETIME_MS);
  const batch = firestore().batch();
  batch.create(probeDoc(probeId), { requestedAt: now, requestedBy: by, asked: {}, answers: {}, expiresAt });
  batch.create(probeMailDoc(probeId), { probe: probeId, expiresAt });
  // Written before any job is asked: a job that runs finds the probe it is to answer.
  await batch.commit();
  const asked = await Promise.all(PROBED_JOBS.map(async (job) => [job, await askToRun(job)] as const));
  await probeDoc(probeId).update({ asked: Object.fromEntries(asked) });
  logger.info('Probe of the jobs and triggers', { probeId, by, asked: Object.fromEntries(asked) });
  return probeState(probeId);
}

/** Records `job`'s answer on every probe that awaits it; how many it answered. */
export async function answerProbes(job: ScheduledJob): Promise<number> {
  const now = currentTime();
  const recent = await probes()
    .where('requestedAt', '>=', new Date(now.getTime() - PROBE_ANSWERED_WITHIN_MS))
    .get();
  const awaiting = recent.docs.filter((doc) => awaitsAnswer(doc.data(), job, now));
  await Promise.all(awaiting.map((doc) => doc.ref.update({ [`answers.${job}`]: now })));
  return awaiting.length;
}

/**
 * mailSender's answer to the probe that wrote this mail document, which it then deletes: nothing is
 * sent. A document whose `probe` is not its own probe's id is passed over (and expires).
 */
export async function answerMailProbe(mailId: string, probe: unknown): Promise<void> {
  if (typeof probe !== 'string' || !PROBE_ID.test(probe) || mailId !== probeMailId(probe)) {
    logger.warn('mailSender: a probe mail that names no probe of its own', { mailId });
    return;
  }
  const batch = firestore().batch();
  batch.update(probeDoc(probe), { 'answers.mailSender': currentTime() });
  batch.delete(probeMailDoc(probe));
  await batch.commit();
}
