import { logger } from 'firebase-functions';
import { currentTime } from '../clock';
import type { MailDay } from '../domain/api/health';
import { MAIL_STALLED_AFTER_MS, mailState } from '../domain/mail-health';
import { healthProbe, mails } from './collections';
import { storageBucket } from './firebase';
import { mailDaySummary } from './mail-problems';

export type ServiceState = 'ok' | 'unreachable';
/** `stalled`: mail queued long ago has no final state from the sender; `unknown`: no mail that old yet. */
export type MailState = ServiceState | 'stalled' | 'unknown';

async function probe(check: () => Promise<unknown>): Promise<ServiceState> {
  try {
    await check();
    return 'ok';
  } catch {
    return 'unreachable';
  }
}

/** The newest mail queued before MAIL_STALLED_AFTER_MS ago; none yet is `unknown`, not `ok`: nothing was measured. */
async function probeMail(): Promise<MailState> {
  const due = new Date(currentTime().getTime() - MAIL_STALLED_AFTER_MS);
  try {
    const newest = await mails().where('queuedAt', '<=', due).orderBy('queuedAt', 'desc').limit(1).get();
    return newest.empty ? 'unknown' : mailState(newest.docs[0]?.data().delivery);
  } catch {
    return 'unreachable';
  }
}

/** A cheap read on each backing service: one document get, one bucket metadata call, one query. */
export async function probeServices(): Promise<{ firestore: ServiceState; storage: ServiceState; mail: MailState }> {
  const [firestore, storage, mail] = await Promise.all([
    probe(() => healthProbe().get()),
    probe(() => storageBucket().file('health/probe').exists()),
    probeMail(),
  ]);
  return { firestore, storage, mail };
}

/**
 * The last day's failed and stuck mails, counted, with the server's latest reason (addresses
 * masked: the answer is public); null when they cannot be read. Logged then, since a query that
 * fails where the emulator's did not most likely lacks its index (the message says which).
 */
export async function mailLastDay(): Promise<MailDay | null> {
  try {
    return await mailDaySummary(currentTime());
  } catch (error) {
    logger.warn('Health: the last day of mail could not be read', { error });
    return null;
  }
}
