// The schedules as deployed against SCHEDULED_JOBS (functions/src/domain/job-runs.ts), whose periods
// /api/health uses to call a job late (and the suite's scheduler to run the sweep): a schedule
// changed in functions/src/index.ts alone would make health call a healthy job late, or a stopped
// one ok. Read from the manifest deploy discovers, in the App Engine cron syntax firebase uses.
import { SCHEDULED_JOBS } from '../../functions/src/domain/job-runs';
import type { FunctionsManifest } from './function-endpoint';

const UNIT_MS = { minutes: 60_000, mins: 60_000, hours: 3_600_000 } as const;

/** The period of `every N minutes|hours` or `every day HH:MM`; undefined for another form. */
export function schedulePeriodMs(schedule: string): number | undefined {
  const every = /^every (\d+) (minutes|mins|hours)$/.exec(schedule.trim());
  if (every) return Number(every[1]) * UNIT_MS[every[2] as keyof typeof UNIT_MS];
  return /^every day \d{2}:\d{2}$/.test(schedule.trim()) ? 24 * 3_600_000 : undefined;
}

export function scheduleProblems(manifest: FunctionsManifest): string[] {
  const scheduled = Object.entries(manifest.endpoints).flatMap(([id, endpoint]) =>
    endpoint.scheduleTrigger ? [[id, endpoint.scheduleTrigger.schedule] as const] : [],
  );
  const known: Record<string, number> = SCHEDULED_JOBS;
  return [
    ...scheduled.flatMap(([id, schedule]) => {
      const period = schedulePeriodMs(schedule);
      if (!(id in known))
        return [`${id} runs on a schedule but SCHEDULED_JOBS does not list it: health cannot say when it last ran`];
      if (period === undefined) return [`${id}: schedule "${schedule}" is not one the check can read`];
      return period === known[id]
        ? []
        : [
            `${id} runs "${schedule}", every ${period / 60_000} min, but SCHEDULED_JOBS says every ${(known[id] ?? 0) / 60_000} min`,
          ];
    }),
    ...Object.keys(known)
      .filter((job) => !scheduled.some(([id]) => id === job))
      .map((job) => `SCHEDULED_JOBS lists ${job}, which no function runs on a schedule`),
  ];
}
