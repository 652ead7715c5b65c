// POST /api/registrations/{id}/cancellation {reason}: a registrant asks to cancel. POST
// /api/admin/registrations/{id}/cancellation {decision, note, refund}: an administrator approves
// (refunding a paid registration, to the paisa) or declines. services/cancellations.ts keeps them.
import { z } from '../zod';
import {
  CANCELLATION_BODY_INVALID,
  CANCELLATION_REASON_MISSING,
  CANCELLATION_REASON_TOO_LONG,
  REFUND_BANK_DETAILS_MISSING,
  REFUND_ON_DECLINE,
} from '../messages';
import { report } from '../schema-helpers';
import { publicCancellationSchema } from '../registration-view';
import { adminCancellationSchema } from './admin-record';

const REASON_MAX = 500;
const isoDay = z.iso.date();

/** The registrant's reason: said in words, not too many. */
export const cancellationRequestSchema = z.object({
  reason: z
    .string({ error: CANCELLATION_REASON_MISSING })
    .trim()
    .min(1, CANCELLATION_REASON_MISSING)
    .max(REASON_MAX, CANCELLATION_REASON_TOO_LONG),
});

const refundInSchema = z.object({
  amountPaise: z.number().int().min(0),
  reason: z.string().trim().max(REASON_MAX).optional(),
  bankReference: z.string().trim().max(64).optional(),
  date: isoDay.optional(),
});

/**
 * The administrator's decision. What depends on the registration (paid or not, the policy's amount)
 * is checked by the service; here, the shape, and that a refund paid out says how and when.
 */
export const cancellationDecisionSchema = z
  .object(
    {
      decision: z.enum(['approve', 'decline'], { error: CANCELLATION_BODY_INVALID }),
      note: z.string().trim().max(REASON_MAX).optional(),
      refund: refundInSchema.optional(),
    },
    { error: CANCELLATION_BODY_INVALID },
  )
  .superRefine((body, ctx) => {
    if (body.decision === 'decline' && body.refund) report(ctx, REFUND_ON_DECLINE, ['refund']);
    const refund = body.refund;
    if (refund && refund.amountPaise > 0 && (!refund.bankReference || !refund.date)) {
      report(ctx, REFUND_BANK_DETAILS_MISSING, ['refund']);
    }
  });
export type CancellationDecision = z.output<typeof cancellationDecisionSchema>;

/** The answers' `data`: the cancellation as the caller may see it. */
export const cancellationAnswerSchema = z.object({ cancellation: publicCancellationSchema });
export const adminCancellationAnswerSchema = z.object({ cancellation: adminCancellationSchema });
