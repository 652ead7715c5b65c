import { z } from 'zod';
import { stateOf, transition } from '../../domain/lifecycle';
import { requireAdmin } from '../../services/admin-auth';
import { firestore } from '../../services/firebase';
import { proofRejectedMail } from '../../services/mail';
import { isAlreadyExists, recordTransition, registrations, Timestamp } from '../../services/registrations';
import { ApiError } from '../errors';
import { assertContentType, assertSameOrigin, jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { replyJson } from '../reply';
import type { RouteHandler } from '../types';

const REASON_REQUIRED = 'Please give the reason for rejecting this proof.';
const rejectionSchema = z.object({
  reason: z
    .string({ error: REASON_REQUIRED })
    .trim()
    .min(1, REASON_REQUIRED)
    .max(500, 'Please keep the reason under 500 characters.'),
});

/**
 * POST /api/verify/reject-payment/{id} {reason}: administrators send a proof back; the
 * registrant sees the reason and may upload again.
 */
export const postRejectPayment: RouteHandler = async (req, res, params) => {
  assertSameOrigin(req);
  const admin = await requireAdmin(req);
  assertContentType(req, 'json');
  const { reason } = parseOrThrow(rejectionSchema, jsonBody(req));
  const ref = registrations().doc(params.id ?? '');
  const now = Timestamp.now();
  try {
    await firestore().runTransaction(async (tx) => {
      const record = (await tx.get(ref)).data();
      if (!record) throw new ApiError('not-found', 'No registration has this ID.');
      const from = stateOf(record);
      const result = transition(from, 'reject-proof');
      if (!result.ok) throw new ApiError('conflict', result.reason);
      const proofNumber = record.paymentProofs.length;
      const rejection = { reason, at: now, by: admin.email ?? admin.uid, proofNumber };
      await recordTransition(tx, ref, {
        auditId: `proof-rejected-${proofNumber}`,
        entry: { event: 'reject-proof', from, to: result.to, at: now, by: rejection.by, detail: { reason } },
        // Back to "no proof uploaded": the registrant's next upload starts a fresh review.
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
      });
    });
  } catch (error) {
    if (isAlreadyExists(error)) throw new ApiError('conflict', 'This proof was already rejected.');
    throw error;
  }
  replyJson(res, 200, { success: true });
};
