import { reasonBodySchema } from '../../domain/api/reason';
import {
  PROOF_ALREADY_REJECTED,
  REGISTRATION_NOT_FOUND,
  REJECTION_REASON_REQUIRED,
  REJECTION_REASON_TOO_LONG,
} from '../../domain/messages';
import { proofRejectedMail } from '../../services/mail';
import { applyTransition } from '../../services/transitions';
import { jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { doneBodySchema } from '../../domain/api/envelope';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';
import { currentTime } from '../../clock';

const rejectionSchema = reasonBodySchema(REJECTION_REASON_REQUIRED, REJECTION_REASON_TOO_LONG);

/**
 * POST /api/verify/reject-payment/{id} {reason}: administrators send a proof back; the
 * registrant sees the reason and may upload again.
 */
export const postRejectPayment: RouteHandler<'admin'> = async (req, res, params, admin) => {
  const { reason } = parseOrThrow(rejectionSchema, jsonBody(req));
  await applyTransition(
    params.id ?? '',
    'reject-proof',
    (record) => {
      const proofNumber = record.paymentProofs.length;
      const rejection = { reason, at: currentTime(), by: admin.email ?? admin.uid, proofNumber };
      return {
        auditId: `proof-rejected-${proofNumber}`,
        by: rejection.by,
        detail: { reason },
        // Null, not a deleted field: the suite's Firestore cannot remove fields, and the
        // lifecycle reads null as "no proof".
        fields: { paymentVerified: null, rejection, rejections: [...(record.rejections ?? []), rejection] },
        mail: proofRejectedMail({
          registrationId: record.id,
          email: record.email,
          name: record.firstName,
          reason,
          event: `proof-rejected-${proofNumber}`,
        }),
      };
    },
    { notFound: REGISTRATION_NOT_FOUND, onDuplicate: PROOF_ALREADY_REJECTED },
  );
  replyBody(res, 200, doneBodySchema, { success: true });
};
