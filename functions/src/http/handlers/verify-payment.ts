import { recordFieldsFor, stateOf, transition } from '../../domain/lifecycle';
import { formatInr } from '../../domain/pricing';
import { requireAdmin } from '../../services/admin-auth';
import { firestore } from '../../services/firebase';
import { paymentVerifiedMail } from '../../services/mail';
import { isAlreadyExists, recordTransition, registrations, Timestamp } from '../../services/registrations';
import { ApiError } from '../errors';
import { assertSameOrigin } from '../guards';
import { replyJson } from '../reply';
import type { RouteHandler } from '../types';

/** POST /api/verify/verify-registration/{id}: administrators mark a payment verified. Idempotent. */
export const postVerifyPayment: RouteHandler = async (req, res, params) => {
  assertSameOrigin(req);
  const admin = await requireAdmin(req);
  const ref = registrations().doc(params.id ?? '');
  const now = Timestamp.now();
  try {
    await firestore().runTransaction(async (tx) => {
      const record = (await tx.get(ref)).data();
      if (!record) throw new ApiError('not-found', 'No registration has this ID.');
      const from = stateOf(record);
      const result = transition(from, 'verify-payment');
      if (!result.ok) throw new ApiError('conflict', result.reason);
      if (result.noop) return;
      await recordTransition(tx, ref, {
        // One id per verification: a repeated or concurrent call cannot audit or mail twice.
        auditId: `payment-verified-${record.paymentProofs.length}`,
        entry: { event: 'verify-payment', from, to: result.to, at: now, by: admin.email ?? admin.uid },
        fields: { ...recordFieldsFor(result.to), paymentVerifiedAt: now, paymentVerifiedBy: admin },
        mail: paymentVerifiedMail({
          registrationId: record.id,
          email: record.email,
          name: record.firstName,
          amount: formatInr(record.totalAmount),
          event: `payment-verified-${record.paymentProofs.length}`,
        }),
      });
    });
  } catch (error) {
    // A concurrent identical verification already wrote the audit entry and the mail.
    if (!isAlreadyExists(error)) throw error;
  }
  replyJson(res, 200, { success: true });
};
