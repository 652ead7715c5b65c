// A mail document written: a new mail, or one an administrator asked to send again (RETRY), is
// sent now; every other write (the sender's own claim and outcome) is passed over here without a
// read, and the transaction in the service decides for the rest. A probe's mail document is
// answered instead, and sends nothing (services/probes.ts).
import type { Change, DocumentSnapshot, FirestoreEvent } from 'firebase-functions/v2/firestore';
import { recordJobRun } from '../services/job-runs';
import { sendQueuedMail, sweepQueuedMail } from '../services/mail-sender';
import { answerMailProbe, answerProbes } from '../services/probes';

export type MailWrite = FirestoreEvent<Change<DocumentSnapshot> | undefined, { mailId: string }>;

/**
 * Whether a write asks for a send now: no delivery yet (a new mail), RETRY, or PENDING as another
 * sender writes it for a new mail (ours writes PENDING only with a retryAt, which the sweep keeps).
 */
function asksForSend(delivery: { state?: string; retryAt?: unknown } | null | undefined): boolean {
  if (!delivery) return true;
  return delivery.state === 'RETRY' || (delivery.state === 'PENDING' && !delivery.retryAt);
}

export async function onMailWritten(event: MailWrite): Promise<void> {
  const after = event.data?.after;
  if (!after?.exists) return;
  const probe: unknown = after.get('probe');
  if (probe !== undefined) return answerMailProbe(event.params.mailId, probe);
  if (!asksForSend(after.get('delivery'))) return;
  await sendQueuedMail(event.params.mailId, 'mailSender');
}

/** Sending what is due is harmless: a run a probe asked for does its work too, then answers it. */
export async function sweepMail(): Promise<void> {
  await sweepQueuedMail('mailSweep');
  await answerProbes('mailSweep');
  await recordJobRun('mailSweep');
}
