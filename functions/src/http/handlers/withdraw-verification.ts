import { withdrawalSchema } from '../../domain/api/withdraw-verification';
import { doneBodySchema } from '../../domain/api/envelope';
import { withdrawVerification } from '../../services/payments';
import { jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';

/**
 * POST /api/verify/withdraw-verification/{id} {reason}: a verified payment found not to be one
 * after the undo window. Its passes are withdrawn, the registrant is mailed the reason and may send
 * a new proof (the registration awaits one, as after a rejection), and the audit trail keeps it.
 */
export const postWithdrawVerification: RouteHandler<'admin-recent'> = async (req, res, params, admin) => {
  const { reason } = parseOrThrow(withdrawalSchema, jsonBody(req));
  await withdrawVerification(params.id ?? '', reason, admin);
  replyBody(res, 200, doneBodySchema, { success: true });
};
