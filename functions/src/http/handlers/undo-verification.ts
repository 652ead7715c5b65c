import { REGISTRATION_NOT_FOUND, UNDO_TOO_LATE } from '../../domain/messages';
import { canUndoVerification } from '../../domain/lifecycle';
import { verificationWithdrawnMail } from '../../services/mail';
import { creditInvoiceOf } from '../../services/invoices';
import { applyTransition, latestPaymentVerifiedMail } from '../../services/transitions';
import { DomainError } from '../../domain/errors';
import { parseOrThrow } from '../input';
import { statusLookupSchema } from '../../domain/registration-schema';
import { doneBodySchema } from '../../domain/api/envelope';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';
import { currentTime } from '../../clock';

/**
 * POST /api/verify/undo-verification/{id}: takes back a verification made in error, within ten
 * minutes. If the "payment verified" mail already went out, a correction follows it; if it had
 * not, it is withdrawn instead, so the registrant hears nothing of the mistake.
 */
export const postUndoVerification: RouteHandler<'admin'> = async (_req, res, params, admin) => {
  // Checked before it becomes part of a document path.
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  const verifiedMail = await latestPaymentVerifiedMail(id);
  const { verification: count, delivered } = verifiedMail;

  await applyTransition(
    id,
    'undo-verification',
    (record) => ({
      auditId: `payment-verification-undone-${count}`,
      by: admin.email ?? admin.uid,
      fields: { paymentVerifiedAt: null, paymentVerifiedBy: null },
      // Its passes are withdrawn with it; verifying again issues new ones.
      passes: [],
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
      notFound: REGISTRATION_NOT_FOUND,
      guard: (record) => {
        const verifiedAt = record.paymentVerifiedAt;
        if (record.paymentVerified && (!verifiedAt || !canUndoVerification(verifiedAt, currentTime()))) {
          throw new DomainError('conflict', UNDO_TOO_LATE);
        }
      },
      onDuplicate: 'done',
    },
  );
  if (!delivered) await verifiedMail.withdraw();
  // Its invoice, if one was issued, is cancelled by a credit note: never deleted.
  await creditInvoiceOf(id, admin.email ?? admin.uid, 'Payment verification undone: made in error');
  replyBody(res, 200, doneBodySchema, { success: true });
};
