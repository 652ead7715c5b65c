import { registrationStats } from '../../services/admin-stats';
import { pendingCancellations } from '../../services/cancellations';
import { E_INVOICE_ALERT_DAYS, eInvoicesOverdue } from '../../services/e-invoices';
import { registrationStatsSchema } from '../../domain/api/admin-stats';
import { replyData } from '../reply';
import type { RouteHandler } from '../types';

/**
 * GET /api/admin/stats: registrations per day (at the venue), amounts per tier and the totals, and
 * what awaits the organisers (cancellation requests, e-invoices overdue).
 */
export const getAdminStats: RouteHandler<'admin'> = async (_req, res) => {
  const [stats, overdue, cancellationsRequested] = await Promise.all([
    registrationStats(),
    eInvoicesOverdue(),
    pendingCancellations(),
  ]);
  replyData(res, 200, registrationStatsSchema, {
    ...stats,
    cancellationsRequested,
    eInvoicesOverdue: { ...overdue, afterDays: E_INVOICE_ALERT_DAYS },
  });
};
