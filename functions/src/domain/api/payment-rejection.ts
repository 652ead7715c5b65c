// POST /api/verify/reject-payment/{id}: the reason sent to the registrant and, when the transfer
// fell short of the amount due, the amount received in all, which asks the registrant for the
// balance only (domain/balance.ts).
import { z } from '../zod';
import { BALANCE_RECEIVED_INVALID, REJECTION_REASON_REQUIRED, REJECTION_REASON_TOO_LONG } from '../messages';
import { reasonBodySchema } from './reason';

export const paymentRejectionBodySchema = reasonBodySchema(REJECTION_REASON_REQUIRED, REJECTION_REASON_TOO_LONG).extend(
  {
    received: z
      .number({ error: BALANCE_RECEIVED_INVALID })
      .int(BALANCE_RECEIVED_INVALID)
      .positive(BALANCE_RECEIVED_INVALID)
      .max(Number.MAX_SAFE_INTEGER, BALANCE_RECEIVED_INVALID)
      .optional(),
  },
);
export type PaymentRejectionBody = z.infer<typeof paymentRejectionBodySchema>;
