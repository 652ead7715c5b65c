// A registration's price breakdown, as it is recorded and sent back in the administrators' and
// the registrant's views of it. pricing.ts computes it and imports only these types, so the
// information pages that show fees never load zod.
import { z } from '../zod';

export const PRICING_PERIODS = ['early-bird', 'normal'] as const;
export type PricingPeriod = (typeof PRICING_PERIODS)[number];

export const totalLineSchema = z.object({
  label: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
});
export type TotalLine = z.infer<typeof totalLineSchema>;

export const totalSchema = z.object({
  period: z.enum(PRICING_PERIODS),
  currency: z.literal('INR'),
  lines: z.array(totalLineSchema),
  total: z.number(),
});
export type Total = z.infer<typeof totalSchema>;
