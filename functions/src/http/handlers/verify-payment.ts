import { verifyPayment } from '../../services/payments';
import { paymentVerifiedBodySchema } from '../../domain/api/envelope';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';

/**
 * POST /api/verify/verify-registration/{id}: administrators mark a payment verified. Idempotent:
 * a payment verified before is answered with who verified it and when, and nothing more is done.
 */
export const postVerifyPayment: RouteHandler<'admin'> = async (_req, res, params, admin) => {
  const before = await verifyPayment(params.id ?? '', admin);
  replyBody(res, 200, paymentVerifiedBodySchema, {
    success: true,
    ...(before ? { alreadyVerified: { by: before.by, at: before.at?.toISOString() ?? null } } : {}),
  });
};
