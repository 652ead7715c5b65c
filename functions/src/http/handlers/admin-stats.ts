import { registrationStats } from '../../services/admin-stats';
import { E_INVOICE_ALERT_DAYS, eInvoicesOverdue } from '../../services/e-invoices';
import { registrationStatsSchema } from '../../domain/api/admin-stats';
import { replyData } from '../reply';
import type { RouteHandler } from '../types';

/** GET /api/admin/stats: registrations per day (at the venue), amounts per tier and the totals. */
export const getAdminStats: RouteHandler<'admin'> = async (_req, res) => {
  const [stats, overdue] = await Promise.all([registrationStats(), eInvoicesOverdue()]);
  replyData(res, 200, registrationStatsSchema, {
    ...stats,
    eInvoicesOverdue: { ...overdue, afterDays: E_INVOICE_ALERT_DAYS },
  });
};
