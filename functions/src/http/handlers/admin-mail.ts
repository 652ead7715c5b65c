import { requireAdmin } from '../../services/admin-auth';
import { mailDeliveries, retryMail } from '../../services/mail-delivery';
import { assertSameOrigin } from '../guards';
import { replyJson } from '../reply';
import type { RouteHandler } from '../types';

/** GET /api/admin/registrations/{id}/mail: every mail queued for it, with its delivery state. */
export const getMailLog: RouteHandler = async (req, res, params) => {
  await requireAdmin(req);
  replyJson(res, 200, { success: true, data: await mailDeliveries(params.id ?? '') });
};

/** POST /api/admin/mail/{mailId}/resend: sends a failed mail again. */
export const postMailResend: RouteHandler = async (req, res, params) => {
  assertSameOrigin(req);
  await requireAdmin(req);
  await retryMail(params.mailId ?? '');
  replyJson(res, 200, { success: true });
};
