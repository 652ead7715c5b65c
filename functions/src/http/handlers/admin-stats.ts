import { registrationStats } from '../../services/admin-stats';
import { registrationStatsSchema } from '../../domain/api/admin-stats';
import { replyData } from '../reply';
import type { RouteHandler } from '../types';

/** GET /api/admin/stats: registrations per day (at the venue), amounts per tier and the totals. */
export const getAdminStats: RouteHandler<'admin'> = async (_req, res) => {
  replyData(res, 200, registrationStatsSchema, await registrationStats());
};
