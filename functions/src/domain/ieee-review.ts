// An IEEE membership that could not be checked at registration (IEEE's service was unreachable)
// is decided by an administrator: confirmed, or the registration moves to the non-IEEE tier of the
// same kind at the price of the moment it was made (the early-bird rate it registered at stays).
import { z } from './zod';
import { IEEE_DECISION_INVALID } from './messages';
import { registrationTotal, type Total } from './pricing';
import { nonIeeeTierFor } from './tiers';
import type { IndividualTierId, TierId } from './tiers';

export const ieeeDecisionSchema = z.object({
  decision: z.enum(['confirmed', 'not-member'], { error: IEEE_DECISION_INVALID }),
});
export type IeeeDecision = z.infer<typeof ieeeDecisionSchema>['decision'];

export function repricedAsNonIeee(
  record: { registrationTier: TierId; numPapers?: number | null | undefined },
  registeredAt: Date,
): { registrationTier: IndividualTierId; pricing: Total } | null {
  const tier = nonIeeeTierFor(record.registrationTier);
  if (!tier) return null;
  const pricing = registrationTotal(
    { registrationTier: tier.id, numPapers: record.numPapers ?? undefined },
    registeredAt,
  );
  return { registrationTier: tier.id, pricing };
}
