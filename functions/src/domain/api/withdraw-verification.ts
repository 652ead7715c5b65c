// POST /api/verify/withdraw-verification/{id} {reason}: an administrator takes back a verified
// payment after the undo window (a forged proof found later). The reason is mailed to the registrant.
import type { z } from '../zod';
import { WITHDRAWAL_REASON_REQUIRED, WITHDRAWAL_REASON_TOO_LONG } from '../admin-messages';
import { reasonBodySchema } from './reason';

export const withdrawalSchema = reasonBodySchema(WITHDRAWAL_REASON_REQUIRED, WITHDRAWAL_REASON_TOO_LONG);
export type Withdrawal = z.infer<typeof withdrawalSchema>;
