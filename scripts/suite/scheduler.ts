// The suite's Cloud Scheduler: it calls the function's scheduled jobs in the Functions emulator, as
// Cloud Scheduler calls the deployed ones, since the emulator runs a schedule only with the Pub/Sub
// emulator, which these machines cannot download. Only the mail sweep runs on its own here: the
// daily retention job would erase the suite's sample at the suite's clock; its tests call it.
import { SCHEDULED_JOBS } from '../../functions/src/domain/job-runs';
import { EMULATORS, PROJECT_ID } from './config';

/** The schedules the suite keeps: each function's id in the emulator, and its period (as deployed). */
export const SUITE_SCHEDULES = { 'asia-south1-mailSweep': SCHEDULED_JOBS.mailSweep } as const;
export type ScheduledFunction = keyof typeof SUITE_SCHEDULES;

/**
 * The emulator names a loaded trigger `<id>-<generation>`, the generation counting its reloads of
 * the function's code; a call to an older name is refused with 404 and a list of the current ones.
 */
const generations = new Map<string, number>();
const base = `http://${EMULATORS.functions.host}:${EMULATORS.functions.port}/functions/projects/${PROJECT_ID}/triggers`;

/** Runs a scheduled function once, as Cloud Scheduler would, and waits for it to finish. */
export async function runScheduled(id: ScheduledFunction): Promise<void> {
  for (let tries = 0; tries < 2; tries += 1) {
    const response = await fetch(`${base}/${id}-${generations.get(id) ?? 0}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-cloudscheduler-jobname': `suite-${id}` },
      body: '{}',
    });
    const body = await response.text();
    if (response.ok) return;
    const current = new RegExp(`\\b${id}-(\\d+)\\b`).exec(body);
    if (response.status !== 404 || !current) throw new Error(`${id} answered ${response.status}: ${body}`);
    generations.set(id, Number(current[1]));
  }
  throw new Error(`the Functions emulator has no trigger ${id}`);
}

/** Runs each of SUITE_SCHEDULES at its period until stopped; a failed run is reported, not fatal. */
export function startScheduler(report: (line: string) => void): { stop(): void } {
  const timers = Object.entries(SUITE_SCHEDULES).map(([id, period]) =>
    setInterval(() => {
      runScheduled(id as ScheduledFunction).catch((error: unknown) =>
        report(`The suite's scheduler could not run ${id}: ${String(error)}`),
      );
    }, period),
  );
  return { stop: () => timers.forEach((timer) => clearInterval(timer)) };
}
