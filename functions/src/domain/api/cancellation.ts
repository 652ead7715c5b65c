// POST /api/registrations/{id}/cancellation {reason}: a registrant asks to cancel. POST
// /api/admin/registrations/{id}/cancellation {decision, note, refund}: an administrator approves
// (refunding a paid registration, to the paisa) or declines. services/cancellations.ts keeps them.
import { z } from '../zod';
import {
  BANK_REFERENCE_TOO_LONG,
  CANCELLATION_BODY_INVALID,
  CANCELLATION_REASON_MISSING,
  CANCELLATION_REASON_TOO_LONG,
  NOTE_TOO_LONG,
  ON_BEHALF_REASON_TOO_LONG,
  PLAIN_TEXT_ONLY,
  REFUND_AMOUNT_INVALID,
  REFUND_BANK_DETAILS_MISSING,
  REFUND_DATE_INVALID,
  REFUND_ON_DECLINE,
  REFUND_REASON_TOO_LONG,
} from '../messages';
import { ON_BEHALF_REASON_MISSING } from '../admin-messages';
import { isPlainText, report } from '../schema-helpers';
import { publicCancellationSchema } from '../registration-view';
import { adminCancellationSchema } from './admin-record';

const REASON_MAX = 500;

const reasonSchema = (missing: string, tooLong: string) =>
  z.object({ reason: z.string({ error: missing }).trim().min(1, missing).max(REASON_MAX, tooLong) });

/** The registrant's reason: said in words, not too many. */
export const cancellationRequestSchema = reasonSchema(CANCELLATION_REASON_MISSING, CANCELLATION_REASON_TOO_LONG);

/** The same, recorded by an administrator for a registrant who asked them: said to the administrator. */
export const cancellationOnBehalfSchema = reasonSchema(ON_BEHALF_REASON_MISSING, ON_BEHALF_REASON_TOO_LONG);

const refundInSchema = z.object(
  {
    amountPaise: z.number({ error: REFUND_AMOUNT_INVALID }).int(REFUND_AMOUNT_INVALID).min(0, REFUND_AMOUNT_INVALID),
    reason: z.string({ error: CANCELLATION_BODY_INVALID }).trim().max(REASON_MAX, REFUND_REASON_TOO_LONG).optional(),
    bankReference: z
      .string({ error: CANCELLATION_BODY_INVALID })
      .trim()
      .max(64, BANK_REFERENCE_TOO_LONG)
      .refine((reference) => isPlainText(reference), PLAIN_TEXT_ONLY)
      .optional(),
    date: z.iso.date({ error: REFUND_DATE_INVALID }).optional(),
  },
  { error: CANCELLATION_BODY_INVALID },
);

/**
 * The administrator's decision. What depends on the registration (paid or not, the policy's amount)
 * is checked by the service; here, the shape, and that a refund paid out says how and when.
 */
export const cancellationDecisionSchema = z
  .object(
    {
      decision: z.enum(['approve', 'decline'], { error: CANCELLATION_BODY_INVALID }),
      note: z.string({ error: CANCELLATION_BODY_INVALID }).trim().max(REASON_MAX, NOTE_TOO_LONG).optional(),
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
