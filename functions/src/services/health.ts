import { currentTime } from '../clock';
import { healthProbe, mails } from './collections';
import { storageBucket } from './firebase';

export type ServiceState = 'ok' | 'unreachable';
/** `stalled`: mail queued long ago has not been taken up by the Trigger Email extension. */
export type MailState = ServiceState | 'stalled';

/**
 * How long a queued mail may wait before its silence says the extension is not running (not
 * installed, or failing before it writes a state). It writes PENDING within seconds of a new
 * document, and ends SUCCESS or ERROR within its 60 s lease.
 */
export const MAIL_STALLED_AFTER_MS = 30 * 60_000;

async function probe(check: () => Promise<unknown>): Promise<ServiceState> {
  try {
    await check();
    return 'ok';
  } catch {
    return 'unreachable';
  }
}

/** What the extension recorded on the newest mail old enough to have been sent. */
export function mailState(delivery: { state?: string } | null | undefined): MailState {
  return delivery?.state === 'SUCCESS' || delivery?.state === 'ERROR' ? 'ok' : 'stalled';
}

/** The newest mail queued before MAIL_STALLED_AFTER_MS ago (none yet is no sign of trouble). */
async function probeMail(): Promise<MailState> {
  const due = new Date(currentTime().getTime() - MAIL_STALLED_AFTER_MS);
  try {
    const newest = await mails().where('queuedAt', '<=', due).orderBy('queuedAt', 'desc').limit(1).get();
    return newest.empty ? 'ok' : mailState(newest.docs[0]?.data().delivery);
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
