import { currentTime } from '../../clock';
import { mailDeliveries, retryMail } from '../../services/mail-delivery';
import { recentMailProblems } from '../../services/mail-problems';
import { doneBodySchema } from '../../domain/api/envelope';
import { mailLogSchema } from '../../domain/api/mail-log';
import { mailProblemsSchema } from '../../domain/api/mail-problems';
import { replyBody, replyData } from '../reply';
import type { RouteHandler } from '../types';

/** GET /api/admin/registrations/{id}/mail: every mail queued for it, with its delivery state. */
export const getMailLog: RouteHandler<'admin'> = async (_req, res, params) => {
  replyData(res, 200, mailLogSchema, await mailDeliveries(params.id ?? ''));
};

/** GET /api/admin/mail/problems: the last day's failed and stuck mails, with the server's reasons. */
export const getMailProblems: RouteHandler<'admin'> = async (_req, res) => {
  replyData(res, 200, mailProblemsSchema, await recentMailProblems(currentTime()));
};

/** POST /api/admin/mail/{mailId}/resend: sends a failed mail again. */
export const postMailResend: RouteHandler<'admin'> = async (_req, res, params) => {
  await retryMail(params.mailId ?? '');
  replyBody(res, 200, doneBodySchema, { success: true });
};
