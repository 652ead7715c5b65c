import { requireAdmin } from '../../services/admin-auth';
import { mailDeliveries, retryMail } from '../../services/mail-delivery';
import { assertSameOrigin } from '../guards';
import { doneBodySchema } from '../../domain/api/envelope';
import { mailLogSchema } from '../../domain/api/mail-log';
import { replyBody, replyData } from '../reply';
import type { RouteHandler } from '../types';

/** GET /api/admin/registrations/{id}/mail: every mail queued for it, with its delivery state. */
export const getMailLog: RouteHandler = async (req, res, params) => {
  await requireAdmin(req);
  replyData(res, 200, mailLogSchema, await mailDeliveries(params.id ?? ''));
};

/** POST /api/admin/mail/{mailId}/resend: sends a failed mail again. */
export const postMailResend: RouteHandler = async (req, res, params) => {
  assertSameOrigin(req);
  await requireAdmin(req);
  await retryMail(params.mailId ?? '');
  replyBody(res, 200, doneBodySchema, { success: true });
};
