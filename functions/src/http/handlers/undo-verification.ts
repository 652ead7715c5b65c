import { canUndoVerification } from '../../domain/lifecycle';
import { requireAdmin } from '../../services/admin-auth';
import { firestore } from '../../services/firebase';
import { verificationWithdrawnMail } from '../../services/mail';
import { Timestamp } from '../../services/registrations';
import { applyTransition } from '../../services/transitions';
import { ApiError } from '../errors';
import { assertSameOrigin } from '../guards';
import { replyJson } from '../reply';
import type { RouteHandler } from '../types';

const TOO_LATE = 'A payment verification can be undone only within 10 minutes of making it.';

/**
 * POST /api/verify/undo-verification/{id}: takes back a verification made in error, within ten
 * minutes. If the "payment verified" mail already went out, a correction follows it; if it had
 * not, it is withdrawn instead, so the registrant hears nothing of the mistake.
 */
export const postUndoVerification: RouteHandler = async (req, res, params) => {
  assertSameOrigin(req);
  const admin = await requireAdmin(req);
  const id = params.id ?? '';
  const count =
    ((await firestore().doc(`registrations/${id}`).get()).get('paymentVerifications') as number | undefined) ?? 0;
  const verifiedMail = firestore().doc(`mail/${id}-payment-verified-${count}`);
  const delivered = (await verifiedMail.get()).get('delivery.state') === 'SUCCESS';

  await applyTransition(
    id,
    'undo-verification',
    (record) => ({
      auditId: `payment-verification-undone-${count}`,
      by: admin.email ?? admin.uid,
      fields: { paymentVerifiedAt: null, paymentVerifiedBy: null },
      ...(delivered
        ? {
            mail: verificationWithdrawnMail({
              registrationId: record.id,
              email: record.email,
              name: record.firstName,
              event: `verification-withdrawn-${count}`,
            }),
          }
        : {}),
    }),
    {
      notFound: 'No registration has this ID.',
      guard: (record) => {
        const verifiedAt = record.paymentVerifiedAt?.toDate();
        if (record.paymentVerified && (!verifiedAt || !canUndoVerification(verifiedAt, Timestamp.now().toDate()))) {
          throw new ApiError('conflict', TOO_LATE);
        }
      },
      onDuplicate: 'done',
    },
  );
  if (!delivered) await verifiedMail.delete();
  replyJson(res, 200, { success: true });
};
