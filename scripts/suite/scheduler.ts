// The suite's Cloud Scheduler: it calls the function's scheduled jobs in the Functions emulator, as
// Cloud Scheduler calls the deployed ones, since the emulator runs a schedule only with the Pub/Sub
// emulator, which these machines cannot download. Only the mail sweep runs on its own here: the
// daily retention job would erase the suite's sample at the suite's clock; its tests call it, and
// a probe asks for it (POST /api/admin/probe), which it answers without erasing anything.
// It also answers Cloud Scheduler's "run now", `POST /v1/projects/{project}/locations/{region}/
// jobs/firebase-schedule-{function}-{region}:run`, at SUITE_SCHEDULER, where functions/.env.local
// points the function (CLOUD_SCHEDULER_EMULATOR_HOST; functions/src/services/cloud-scheduler.ts),
// and its `:pause` and `:resume`, which stop and restart a job's periodic runs (not "run now"): a
// test that must not meet the suite's own sweep pauses it (mail-sender.alone.test.ts).
import { createServer } from 'node:http';
import { SCHEDULED_JOBS } from '../../functions/src/domain/job-runs';
import { schedulerJobId } from '../../functions/src/domain/probes';
import { FUNCTION_REGION } from '../../functions/src/config';
import { EMULATORS, PROJECT_ID, SUITE_SCHEDULER } from './config';

/**
 * The schedules the suite can run: each function's id in the emulator, and its period (as
 * deployed) when the suite runs it on its own, or null when it runs only when asked.
 */
export const SUITE_SCHEDULES = {
  'asia-south1-mailSweep': SCHEDULED_JOBS.mailSweep,
  'asia-south1-retentionDaily': null,
} as const;
export type ScheduledFunction = keyof typeof SUITE_SCHEDULES;

/**
 * The emulator names a loaded trigger `<id>-<generation>`, the generation counting its reloads of
 * the function's code; a call to an older name is refused with 404 and a list of the current ones.
 * Background functions switched off and on again (the Emulator Hub's disableBackgroundTriggers,
 * enableBackgroundTriggers) are loaded again under a later generation, and the older name answers
 * 204, "Background triggers are currently disabled", without running anything.
 */
const generations = new Map<string, number>();
const base = `http://${EMULATORS.functions.host}:${EMULATORS.functions.port}/functions/projects/${PROJECT_ID}/triggers`;
const post = (id: ScheduledFunction, generation: number | 'none') =>
  fetch(`${base}/${id}-${generation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-cloudscheduler-jobname': `suite-${id}` },
    body: '{}',
  });

/** The latest generation the emulator has of a trigger: its 404 for a name it has not lists them all. */
async function latestGeneration(id: ScheduledFunction): Promise<number | undefined> {
  const listed = await (await post(id, 'none')).text();
  const found = [...listed.matchAll(new RegExp(`\\b${id}-(\\d+)\\b`, 'g'))].map((match) => Number(match[1]));
  return found.length > 0 ? Math.max(...found) : undefined;
}

/** Runs a scheduled function once, as Cloud Scheduler would, and waits for it to finish. */
export async function runScheduled(id: ScheduledFunction): Promise<void> {
  for (let tries = 0; tries < 2; tries += 1) {
    const response = await post(id, generations.get(id) ?? 0);
    const body = await response.text();
    if (response.status === 200) return;
    if (response.status !== 404 && response.status !== 204)
      throw new Error(`${id} answered ${response.status}: ${body}`);
    const latest = await latestGeneration(id);
    if (latest === undefined) throw new Error(`the Functions emulator has no trigger ${id}`);
    if (latest === generations.get(id))
      throw new Error(`${id} is switched off in the Functions emulator (${response.status})`);
    generations.set(id, latest);
  }
  throw new Error(`the Functions emulator did not run ${id}`);
}

/** Cloud Scheduler's path of a schedule's job: `/v1/projects/…/jobs/firebase-schedule-…`, its verb after. */
export function schedulerJobPath(id: ScheduledFunction): string {
  const functionId = id.slice(`${FUNCTION_REGION}-`.length);
  return `/v1/projects/${PROJECT_ID}/locations/${FUNCTION_REGION}/jobs/${schedulerJobId(functionId, FUNCTION_REGION)}`;
}

/** The job paths the suite answers, each with the schedule it names. */
const JOB_PATHS = new Map<string, ScheduledFunction>(
  (Object.keys(SUITE_SCHEDULES) as ScheduledFunction[]).map((id) => [schedulerJobPath(id), id] as const),
);
const VERBS = ['run', 'pause', 'resume'] as const;

/**
 * Runs each periodic schedule at its period, and serves "run now" as Cloud Scheduler does: it
 * answers at once and runs the job after. A failed run is reported, not fatal.
 */
export async function startScheduler(report: (line: string) => void): Promise<{ stop(): Promise<void> }> {
  const running = new Set<Promise<void>>();
  const paused = new Set<ScheduledFunction>();
  const run = (id: ScheduledFunction) => {
    const done = runScheduled(id)
      .catch((error: unknown) => report(`The suite's scheduler could not run ${id}: ${String(error)}`))
      .finally(() => running.delete(done));
    running.add(done);
  };
  const schedules = Object.entries(SUITE_SCHEDULES) as [ScheduledFunction, number | null][];
  const timers = schedules.flatMap(([id, period]) =>
    period === null
      ? []
      : [
          setInterval(() => {
            if (!paused.has(id)) run(id);
          }, period),
        ],
  );
  const server = createServer((request, response) => {
    const [path = '', verb] = (request.url ?? '').split(':');
    const id = request.method === 'POST' ? JOB_PATHS.get(path) : undefined;
    response.setHeader('content-type', 'application/json');
    if (!id || !VERBS.some((known) => known === verb)) {
      response
        .writeHead(404)
        .end(JSON.stringify({ error: { code: 404, status: 'NOT_FOUND', message: 'Job not found.' } }));
      return;
    }
    if (verb === 'run') run(id);
    else if (verb === 'pause') paused.add(id);
    else paused.delete(id);
    const state = paused.has(id) ? 'PAUSED' : 'ENABLED';
    response.writeHead(200).end(JSON.stringify({ name: path.slice('/v1/'.length), state }));
  });
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(SUITE_SCHEDULER.port, SUITE_SCHEDULER.host, resolve),
  );
  return {
    async stop() {
      timers.forEach((timer) => clearInterval(timer));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await Promise.all([closed, ...running]);
    },
  };
}
