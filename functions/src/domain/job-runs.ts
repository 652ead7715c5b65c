// The scheduled jobs and when /api/health calls each late: a job that has not run in twice its
// period (and a little) is not running, most likely for a missing role (Cloud Scheduler's account
// may not invoke it) or a failing run. Before a first run nothing is known, and health says so.
export const SCHEDULED_JOBS = {
  /** Every minute (functions/src/index.ts). */
  mailSweep: 60_000,
  /** Once a day, at night at the venue. */
  retentionDaily: 24 * 60 * 60_000,
} as const;
export type ScheduledJob = keyof typeof SCHEDULED_JOBS;
export const JOB_STATES = ['ok', 'late', 'unknown'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Slack on top of twice the period: Cloud Scheduler's start and a run's own length. */
const SLACK_MS = 5 * 60_000;

export function jobState(job: ScheduledJob, lastRunAt: Date | null | undefined, now: Date): JobState {
  if (!lastRunAt) return 'unknown';
  return now.getTime() - lastRunAt.getTime() <= 2 * SCHEDULED_JOBS[job] + SLACK_MS ? 'ok' : 'late';
}
