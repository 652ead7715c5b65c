// POST /api/ieee-verification/ieee-status: the spec's answer, `MemberStatus` beside `success`.
import { z } from '../zod';
import { ieeeStatusResponseSchema } from '../ieee-membership';

export const ieeeStatusBodySchema = ieeeStatusResponseSchema.extend({ success: z.literal(true) });
export type IeeeStatusBody = z.infer<typeof ieeeStatusBodySchema>;
