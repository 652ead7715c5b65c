import { withdrawalSchema } from '../../domain/api/withdraw-verification';
import { doneBodySchema } from '../../domain/api/envelope';
import { REGISTRATION_NOT_FOUND, VERIFICATION_ALREADY_WITHDRAWN } from '../../domain/messages';
import { verificationRevokedMail } from '../../services/mail';
import { assertCreditNoteAllowed, creditInvoiceOf } from '../../services/invoices';
import { applyTransition } from '../../services/transitions';
import { jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';
import { currentTime } from '../../clock';

/**
 * POST /api/verify/withdraw-verification/{id} {reason}: a verified payment found not to be one
 * after the undo window. Its passes are withdrawn, the registrant is mailed the reason and may send
 * a new proof (the registration awaits one, as after a rejection), and the audit trail keeps it.
 */
export const postWithdrawVerification: RouteHandler<'admin-recent'> = async (req, res, params, admin) => {
  const { reason } = parseOrThrow(withdrawalSchema, jsonBody(req));
  await applyTransition(
    params.id ?? '',
    'withdraw-verification',
    (record) => {
      // Its invoice is credited after: refused here, before anything changes, if the law no longer allows it.
      assertCreditNoteAllowed(record.invoice, currentTime());
      const verification = record.paymentVerifications ?? 0;
      const event = `payment-verification-withdrawn-${verification}`;
      const by = admin.email ?? admin.uid;
      const rejection = {
        reason,
        at: currentTime(),
        by,
        proofNumber: record.paymentProofs.length,
        withdrawnVerification: verification,
      };
      return {
        auditId: event,
        by,
        detail: { reason, verification },
        fields: {
          paymentVerified: null,
          paymentVerifiedAt: null,
          paymentVerifiedBy: null,
          rejection,
          rejections: [...(record.rejections ?? []), rejection],
          verificationsWithdrawn: (record.verificationsWithdrawn ?? 0) + 1,
        },
        mail: verificationRevokedMail({
          registrationId: record.id,
          email: record.email,
          name: record.firstName,
          reason,
          event,
        }),
        // Every pass of this verification stops opening and checking anyone in.
        passes: [],
      };
    },
    { notFound: REGISTRATION_NOT_FOUND, onDuplicate: VERIFICATION_ALREADY_WITHDRAWN },
  );
  // Its invoice, if one was issued, is cancelled by a credit note: never deleted.
  await creditInvoiceOf(params.id ?? '', admin.email ?? admin.uid, `Payment verification withdrawn: ${reason}`);
  replyBody(res, 200, doneBodySchema, { success: true });
};
