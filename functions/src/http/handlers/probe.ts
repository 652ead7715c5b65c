import { probeStateSchema } from '../../domain/api/probe';
import { probeState, startProbe } from '../../services/probes';
import { replyData } from '../reply';
import type { RouteHandler } from '../types';

/** POST /api/admin/probe: each scheduled job asked to run now, and a document for each trigger to answer. */
export const postProbe: RouteHandler<'admin'> = async (_req, res, _params, admin) => {
  replyData(res, 201, probeStateSchema, await startProbe(admin.uid));
};

/** GET /api/admin/probe/{probeId}: what each job and trigger has done for that probe so far. */
export const getProbe: RouteHandler<'admin'> = async (_req, res, params) => {
  replyData(res, 200, probeStateSchema, await probeState(params.probeId ?? ''));
};
