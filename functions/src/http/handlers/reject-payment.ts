import { paymentRejectionBodySchema } from '../../domain/api/payment-rejection';
import { doneBodySchema } from '../../domain/api/envelope';
import { rejectPayment } from '../../services/payments';
import { jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';

/**
 * POST /api/verify/reject-payment/{id} {reason, received?}: administrators send a proof back; the
 * registrant sees the reason and may upload again. With `received` (rupees in all, less than the
 * amount due) the transfer fell short: the registrant is asked for the balance only.
 */
export const postRejectPayment: RouteHandler<'admin'> = async (req, res, params, admin) => {
  const rejection = parseOrThrow(paymentRejectionBodySchema, jsonBody(req));
  await rejectPayment(params.id ?? '', rejection, admin);
  replyBody(res, 200, doneBodySchema, { success: true });
};
