import { currentProjectId, emulatorHosts } from '../../config';
import { mailLastDay, probeServices } from '../../services/health';
import { jobRuns } from '../../services/job-runs';
import { FAILING_STATES, healthBodySchema } from '../../domain/api/health';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';

/**
 * Lets a deployer (and the suite's own test) see which project and services the function reaches,
 * an organiser or a monitor what became of the last day's mail, and when each scheduled job last ran.
 */
export const getHealth: RouteHandler = async (_req, res) => {
  const [services, mail, jobs] = await Promise.all([probeServices(), mailLastDay(), jobRuns()]);
  const failing: readonly string[] = FAILING_STATES;
  const healthy = !Object.values(services).some((state) => failing.includes(state));
  replyBody(res, healthy ? 200 : 503, healthBodySchema, {
    success: healthy,
    projectId: currentProjectId(),
    emulators: emulatorHosts(),
    services,
    mailLastDay: mail,
    jobs,
  });
};
