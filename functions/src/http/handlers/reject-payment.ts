import { paymentRejectionBodySchema } from '../../domain/api/payment-rejection';
import { balanceOf, isShortOf } from '../../domain/balance';
import { DomainError } from '../../domain/errors';
import { balanceReceivedNotShort, PROOF_ALREADY_REJECTED, REGISTRATION_NOT_FOUND } from '../../domain/messages';
import { formatInr } from '../../domain/pricing';
import { proofRejectedMail } from '../../services/mail';
import { applyTransition } from '../../services/transitions';
import { jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { doneBodySchema } from '../../domain/api/envelope';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';
import { currentTime } from '../../clock';

/**
 * POST /api/verify/reject-payment/{id} {reason, received?}: administrators send a proof back; the
 * registrant sees the reason and may upload again. With `received` (rupees in all, less than the
 * amount due) the transfer fell short: the registrant is asked for the balance only.
 */
export const postRejectPayment: RouteHandler<'admin'> = async (req, res, params, admin) => {
  const { reason, received } = parseOrThrow(paymentRejectionBodySchema, jsonBody(req));
  await applyTransition(
    params.id ?? '',
    'reject-proof',
    (record) => {
      const proofNumber = record.paymentProofs.length;
      const rejection = {
        reason,
        at: currentTime(),
        by: admin.email ?? admin.uid,
        proofNumber,
        ...(received === undefined ? {} : { received }),
      };
      const dues = { totalAmount: record.totalAmount, amountReceived: received ?? record.amountReceived };
      return {
        auditId: `proof-rejected-${proofNumber}`,
        by: rejection.by,
        detail: received === undefined ? { reason } : { reason, received },
        // Null, not a deleted field: the suite's Firestore cannot remove fields, and the
        // lifecycle reads null as "no proof".
        fields: {
          paymentVerified: null,
          rejection,
          rejections: [...(record.rejections ?? []), rejection],
          ...(received === undefined ? {} : { amountReceived: received }),
        },
        mail: proofRejectedMail({
          registrationId: record.id,
          email: record.email,
          name: record.firstName,
          reason,
          event: `proof-rejected-${proofNumber}`,
          ...(received === undefined ? {} : { balance: { received, due: record.totalAmount, rest: balanceOf(dues) } }),
        }),
      };
    },
    {
      notFound: REGISTRATION_NOT_FOUND,
      onDuplicate: PROOF_ALREADY_REJECTED,
      guard: (record) => {
        if (received !== undefined && !isShortOf(received, record)) {
          throw new DomainError('bad-request', balanceReceivedNotShort(formatInr(record.totalAmount)));
        }
      },
    },
  );
  replyBody(res, 200, doneBodySchema, { success: true });
};
