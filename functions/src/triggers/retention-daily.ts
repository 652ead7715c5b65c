// Once a day: the edition's retention schedule applied (services/retention.ts), and what it did
// logged, so the organisers can show when data left.
import { logger } from 'firebase-functions';
import { currentTime } from '../clock';
import { recordJobRun } from '../services/job-runs';
import { applyRetention } from '../services/retention';

export async function applyRetentionDaily(): Promise<void> {
  const report = await applyRetention(currentTime());
  logger.info('Retention applied', report);
  await recordJobRun('retentionDaily');
}
