import { formatInr } from '../../domain/pricing';
import { requireAdmin } from '../../services/admin-auth';
import { paymentVerifiedMail } from '../../services/mail';
import { Timestamp } from '../../services/registrations';
import { applyTransition } from '../../services/transitions';
import { assertSameOrigin } from '../guards';
import { replyJson } from '../reply';
import type { RouteHandler } from '../types';

/** POST /api/verify/verify-registration/{id}: administrators mark a payment verified. Idempotent. */
export const postVerifyPayment: RouteHandler = async (req, res, params) => {
  assertSameOrigin(req);
  const admin = await requireAdmin(req);
  await applyTransition(
    params.id ?? '',
    'verify-payment',
    (record) => {
      // One id per reviewed proof: a repeated or concurrent call cannot audit or mail twice.
      const event = `payment-verified-${record.paymentProofs.length}`;
      return {
        auditId: event,
        by: admin.email ?? admin.uid,
        fields: { paymentVerifiedAt: Timestamp.now(), paymentVerifiedBy: admin },
        mail: paymentVerifiedMail({
          registrationId: record.id,
          email: record.email,
          name: record.firstName,
          amount: formatInr(record.totalAmount),
          event,
        }),
      };
    },
    { notFound: 'No registration has this ID.', onDuplicate: 'done' },
  );
  replyJson(res, 200, { success: true });
};
