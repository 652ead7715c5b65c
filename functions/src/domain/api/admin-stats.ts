// GET /api/admin/stats: registrations per calendar day in India, amounts per tier, and the totals.
import { z } from 'zod';
import { TIER_IDS } from '../tiers';

const amountsSchema = z.object({
  count: z.number(),
  /** The sum of the registrations' totals, in rupees incl. GST. */
  amount: z.number(),
  /** The same sum over the payment-verified ones. */
  verifiedAmount: z.number(),
});

export const registrationStatsSchema = z.object({
  perDay: z.array(z.object({ date: z.iso.date(), count: z.number() })),
  perTier: z.array(amountsSchema.extend({ tier: z.enum(TIER_IDS) })),
  /** Every registration: the dashboard's headline figures. */
  totals: amountsSchema,
});
export type RegistrationStats = z.infer<typeof registrationStatsSchema>;
