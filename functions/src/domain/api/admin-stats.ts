// GET /api/admin/stats: registrations per calendar day in India and amounts per tier.
import { z } from 'zod';
import { TIER_IDS } from '../tiers';

export const registrationStatsSchema = z.object({
  perDay: z.array(z.object({ date: z.iso.date(), count: z.number() })),
  perTier: z.array(
    z.object({ tier: z.enum(TIER_IDS), count: z.number(), amount: z.number(), verifiedAmount: z.number() }),
  ),
});
export type RegistrationStats = z.infer<typeof registrationStatsSchema>;
