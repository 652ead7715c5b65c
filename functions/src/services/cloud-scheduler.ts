// Cloud Scheduler's "run now" for the function's own schedules (a probe asks each to run: services/
// probes.ts), called over REST with the function's identity: icei-api needs
// roles/cloudscheduler.jobRunner for it (scripts/deploy/roles.ts). In the local suite the Functions
// emulator has no Cloud Scheduler; the suite's scheduler answers the same path
// (scripts/suite/scheduler.ts) at CLOUD_SCHEDULER_EMULATOR_HOST, from functions/.env.local.
import { applicationDefault } from 'firebase-admin/app';
import { inFunctionsEmulator } from '../clock';
import { currentProjectId, FUNCTION_REGION } from '../config';
import { schedulerJobId } from '../domain/probes';

const CLOUD_SCHEDULER = 'https://cloudscheduler.googleapis.com';
/** Within the API's own 60 s, with room for the other job's request and the writes. */
const RUN_REQUEST_TIMEOUT_MS = 10_000;
/** The most of Google's error message a probe keeps: its status and the permission it names. */
const ERROR_LENGTH = 300;

async function schedulerBase(): Promise<{ base: string; headers: Record<string, string> }> {
  if (!inFunctionsEmulator()) {
    const { access_token: token } = await applicationDefault().getAccessToken();
    return { base: CLOUD_SCHEDULER, headers: { authorization: `Bearer ${token}` } };
  }
  const host = process.env.CLOUD_SCHEDULER_EMULATOR_HOST;
  if (!host)
    throw new Error("CLOUD_SCHEDULER_EMULATOR_HOST is not set: the local suite's functions/.env.local sets it");
  return { base: `http://${host}`, headers: {} };
}

/** What Google answered a refused request: "403 PERMISSION_DENIED: …", cut short. */
async function refusal(response: Response): Promise<string> {
  const text = await response.text();
  let reason = text;
  try {
    const { error } = JSON.parse(text) as { error?: { status?: string; message?: string } };
    if (error?.message) reason = `${error.status ?? ''}: ${error.message}`.replace(/^: /, '');
  } catch {
    // Not JSON (a proxy's page): its text is the reason.
  }
  const full = `${response.status} ${reason}`.replace(/\s+/g, ' ').trim();
  return full.length > ERROR_LENGTH ? `${full.slice(0, ERROR_LENGTH - 1)}…` : full;
}

/**
 * Asks Cloud Scheduler to run a scheduled function's job now (it answers at once and runs the job
 * as it would on schedule); throws with Google's answer when it refuses.
 */
export async function runScheduleNow(functionId: string): Promise<void> {
  const { base, headers } = await schedulerBase();
  const job = `projects/${currentProjectId()}/locations/${FUNCTION_REGION}/jobs/${schedulerJobId(functionId, FUNCTION_REGION)}`;
  const response = await fetch(`${base}/v1/${job}:run`, {
    method: 'POST',
    headers,
    signal: AbortSignal.timeout(RUN_REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(await refusal(response));
}
