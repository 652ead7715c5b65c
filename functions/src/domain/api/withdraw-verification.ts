// POST /api/verify/withdraw-verification/{id} {reason}: an administrator takes back a verified
// payment after the undo window (a forged proof found later). The reason is mailed to the registrant.
import { z } from 'zod';
import { MAX_REJECTION_REASON, WITHDRAWAL_REASON_REQUIRED, WITHDRAWAL_REASON_TOO_LONG } from '../messages';

export const withdrawalSchema = z.object({
  reason: z
    .string({ error: WITHDRAWAL_REASON_REQUIRED })
    .trim()
    .min(1, WITHDRAWAL_REASON_REQUIRED)
    .max(MAX_REJECTION_REASON, WITHDRAWAL_REASON_TOO_LONG),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
