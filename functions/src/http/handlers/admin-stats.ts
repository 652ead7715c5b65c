import { requireAdmin } from '../../services/admin-auth';
import { registrationStats } from '../../services/admin-stats';
import { replyJson } from '../reply';
import type { RouteHandler } from '../types';

/** GET /api/admin/stats: registrations per day (India) and amounts per tier. */
export const getAdminStats: RouteHandler = async (req, res) => {
  await requireAdmin(req);
  replyJson(res, 200, { success: true, data: await registrationStats() });
};
