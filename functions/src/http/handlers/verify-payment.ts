import { verifyPayment } from '../../services/payments';
import { doneBodySchema } from '../../domain/api/envelope';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';

/** POST /api/verify/verify-registration/{id}: administrators mark a payment verified. Idempotent. */
export const postVerifyPayment: RouteHandler<'admin'> = async (_req, res, params, admin) => {
  await verifyPayment(params.id ?? '', admin);
  replyBody(res, 200, doneBodySchema, { success: true });
};
