// When each scheduled job last finished a run, for /api/health: a schedule whose job never runs
// (Cloud Scheduler without the role to invoke it, a run that fails every time) shows as late
// there, instead of passing unseen.
import { currentTime } from '../clock';
import { SCHEDULED_JOBS, jobState, type JobState, type ScheduledJob } from '../domain/job-runs';
import { jobRunsDoc } from './collections';

export async function recordJobRun(job: ScheduledJob): Promise<void> {
  await jobRunsDoc().set({ [job]: currentTime() }, { merge: true });
}

export type JobRuns = Record<ScheduledJob, { lastRunAt: string | null; state: JobState }>;

/** Each job's last run and state; null when they cannot be read. */
export async function jobRuns(): Promise<JobRuns | null> {
  try {
    const runs = (await jobRunsDoc().get()).data() ?? {};
    const now = currentTime();
    const entries = (Object.keys(SCHEDULED_JOBS) as ScheduledJob[]).map((job) => [
      job,
      { lastRunAt: runs[job]?.toISOString() ?? null, state: jobState(job, runs[job], now) },
    ]);
    return Object.fromEntries(entries) as JobRuns;
  } catch {
    return null;
  }
}
