// `npm run smoke -- <site> --jobs`: proof that each scheduled job and each Firestore trigger runs
// where it is deployed. With an administrator's token it starts a probe (POST /api/admin/probe:
// Cloud Scheduler is asked to run each job now, and a mail document is written that only mailSender
// answers), then reads the probe until each has answered or the time is up. What did not answer is
// named with what most likely stopped it: a role the functions' account lacks, most of the time.
import { FUNCTION_REGION } from '../../functions/src/config';
import { probeStateSchema, type ProbeState } from '../../functions/src/domain/api/probe';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { schedulerJobId } from '../../functions/src/domain/probes';
import { getJson, postAsAdmin } from './fetch';

export interface JobsCheckOptions {
  /** A signed-in administrator's ID token. */
  token: string;
  /** How long the jobs and triggers have to answer, and how often to ask. */
  waitMs?: number;
  pollMs?: number;
}

type Silence = 'event not delivered' | 'run refused' | 'no such job' | 'run not answered';

const ROLES = '(npm run deploy:roles)';

/**
 * What most likely keeps a job or trigger from answering, by what the probe saw of it: the name,
 * and Cloud Scheduler's refusal of the run where there was one.
 */
const LIKELY_CAUSE: Record<Silence, (name: string, refusal: string) => string> = {
  'event not delivered': () =>
    `Eventarc did not deliver its event: icei-api needs roles/eventarc.eventReceiver and roles/run.invoker ${ROLES}`,
  'run refused': (_job, refusal) =>
    `Cloud Scheduler refused to run it ("${refusal}"): icei-api needs roles/cloudscheduler.jobRunner ${ROLES}`,
  'no such job': (job, refusal) =>
    `Cloud Scheduler has no job ${schedulerJobId(job, FUNCTION_REGION)} ("${refusal}"): deploy the functions (firebase deploy)`,
  'run not answered': (job) =>
    `Cloud Scheduler took the run and the job did not answer: icei-api needs roles/run.invoker for Cloud Scheduler to invoke it ${ROLES}, or the run failed (npx firebase functions:log --only ${job})`,
};

/** A refusal of the job's own absence (404 NOT_FOUND), as services/cloud-scheduler.ts records it. */
const NOT_FOUND = /^404\b|\bNOT_FOUND\b/;

function silenceOf(asked: ProbeState['jobs'][keyof ProbeState['jobs']]['asked']): [Silence, string] {
  if (asked?.ok !== false) return ['run not answered', ''];
  const refusal = asked.error ?? 'no answer';
  return [NOT_FOUND.test(refusal) ? 'no such job' : 'run refused', refusal];
}

/** Each job and trigger of a probe that has not answered, with its likely cause; none when all have. */
export function silentOnes(state: ProbeState): string[] {
  const jobs = Object.entries(state.jobs).flatMap(([job, { asked, answeredAt }]) => {
    if (answeredAt) return [];
    const [silence, refusal] = silenceOf(asked);
    return [`${job}: ${LIKELY_CAUSE[silence](job, refusal)}`];
  });
  const triggers = Object.entries(state.triggers).flatMap(([trigger, { answeredAt }]) =>
    answeredAt ? [] : [`${trigger}: ${LIKELY_CAUSE['event not delivered'](trigger, '')}`],
  );
  return [...jobs, ...triggers];
}

/** Starts a probe and waits for every job and trigger to answer it; what answered, or a throw naming what did not. */
export async function jobsCheck(site: URL, options: JobsCheckOptions): Promise<string> {
  const { token, waitMs = 120_000, pollMs = 2_000 } = options;
  const started = performance.now();
  let state = (await postAsAdmin(site, '/api/admin/probe', token, dataBody(probeStateSchema))).data;
  const path = `/api/admin/probe/${state.probeId}`;
  while (silentOnes(state).length > 0 && performance.now() - started < waitMs) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    const { status, body } = await getJson(new URL(path, site), dataBody(probeStateSchema), {
      authorization: `Bearer ${token}`,
    });
    if (!body) throw new Error(`GET ${path} answered ${status}`);
    state = body.data;
  }
  const seconds = Math.ceil((performance.now() - started) / 1000);
  const silent = silentOnes(state);
  if (silent.length > 0) throw new Error(`${silent.join('; ')}. No answer in ${seconds} s (probe ${state.probeId})`);
  const names = [...Object.keys(state.jobs), ...Object.keys(state.triggers)];
  return `${names.join(', ')} answered within ${seconds} s (probe ${state.probeId})`;
}
