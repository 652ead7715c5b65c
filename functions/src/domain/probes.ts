// A probe of the deployed jobs and triggers (POST /api/admin/probe, `npm run smoke -- --jobs`):
// each scheduled job is asked to run now and answers the probe when it does; each Firestore trigger
// answers through a document of its own that the probe writes. What does not answer is not running,
// most likely for a role its identity lacks (docs/deploy.md, step 4).
import { SCHEDULED_JOBS, type ScheduledJob } from './job-runs';

/** The scheduled jobs a probe asks to run, in SCHEDULED_JOBS' order. */
export const PROBED_JOBS = Object.keys(SCHEDULED_JOBS) as ScheduledJob[];

/** The Firestore triggers a probe reaches: mailSender, through the mail document `mail/probe-{id}`. */
export const PROBED_TRIGGERS = ['mailSender'] as const;
export type ProbedTrigger = (typeof PROBED_TRIGGERS)[number];

/**
 * How long after a probe was asked for a job still takes it as its own: ample for Cloud Scheduler
 * to start the run, short enough that the next day's retention run does not mistake an old probe.
 */
export const PROBE_ANSWERED_WITHIN_MS = 10 * 60_000;

/** How long a probe's documents stay (TTL on `expiresAt`): a day, to read what answered afterwards. */
export const PROBE_LIFETIME_MS = 24 * 60 * 60_000;

/** The mail document a probe writes for mailSender to answer. */
export const probeMailId = (probeId: string) => `probe-${probeId}`;

/** The Cloud Scheduler job firebase-tools makes for a v2 schedule (scheduleIdForFunction in its deploy code). */
export const schedulerJobId = (functionId: string, region: string) => `firebase-schedule-${functionId}-${region}`;

export interface ProbeAnswers {
  requestedAt: Date;
  answers?: Partial<Record<ScheduledJob | ProbedTrigger, Date>>;
}

/** Whether `job`, running at `now`, answers this probe: asked for within the window, and not yet answered by it. */
export function awaitsAnswer(probe: ProbeAnswers, job: ScheduledJob, now: Date): boolean {
  const age = now.getTime() - probe.requestedAt.getTime();
  return age >= 0 && age <= PROBE_ANSWERED_WITHIN_MS && !probe.answers?.[job];
}
