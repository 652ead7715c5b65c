// Once a day: the edition's retention schedule applied (services/retention.ts), and what it did
// logged, so the organisers can show when data left; then the organisers' reminder of the
// cancellation requests still undecided, when there are several (services/cancellations.ts).
import { logger } from 'firebase-functions';
import { currentTime } from '../clock';
import { recordJobRun } from '../services/job-runs';
import { queueCancellationDigest } from '../services/cancellations';
import { answerProbes } from '../services/probes';
import { applyRetention } from '../services/retention';

export async function applyRetentionDaily(): Promise<void> {
  // A run a probe asked for (POST /api/admin/probe) answers it and erases nothing: in the local
  // suite its work would erase the suite's sample, and in production the nightly run does the work
  // (one that finds a probe of the last 10 minutes leaves it to the next night). Not recorded as a
  // run either: health's jobs.retentionDaily says when the work was last done.
  const answered = await answerProbes('retentionDaily');
  if (answered > 0) {
    logger.info('Retention: a probe answered; nothing applied in this run', { answered });
    return;
  }
  const report = await applyRetention(currentTime());
  logger.info('Retention applied', report);
  if (await queueCancellationDigest()) logger.info('Cancellation requests digest queued');
  await recordJobRun('retentionDaily');
}
