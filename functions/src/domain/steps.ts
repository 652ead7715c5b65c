import { initialGroupFields, initialIeeeFields, initialPaperFields } from './registration-draft';
import type { RegistrationDraft } from './registration-draft';
import { getTier, isAuthorTier, isGroupTier, requiresIeee } from './tiers';
import type { TierId } from './tiers';

export type StepId = 'participant' | 'tier' | 'ieee' | 'papers' | 'group' | 'summary';

export interface Step {
  id: StepId;
  label: string;
}

const PARTICIPANT: Step = { id: 'participant', label: 'Participant' };
const TIER: Step = { id: 'tier', label: 'Tier' };
const PAPERS: Step = { id: 'papers', label: 'Papers' };
const GROUP: Step = { id: 'group', label: 'Group' };
const SUMMARY: Step = { id: 'summary', label: 'Summary' };
// The spec's step table names the same IEEE step differently for authors.
const IEEE_FOR_AUTHORS: Step = { id: 'ieee', label: 'IEEE membership verification' };
const IEEE: Step = { id: 'ieee', label: 'IEEE' };

/**
 * The wizard's steps for a tier (docs/rules.md, "The wizard's steps"); before a tier is chosen,
 * only the common ones.
 */
export function stepsForTier(tierId?: TierId | ''): Step[] {
  if (!tierId) return [PARTICIPANT, TIER, SUMMARY];
  const tier = getTier(tierId);
  const steps = [PARTICIPANT, TIER];
  if (isGroupTier(tier)) steps.push(GROUP);
  if (requiresIeee(tier)) steps.push(isAuthorTier(tier) ? IEEE_FOR_AUTHORS : IEEE);
  if (isAuthorTier(tier)) steps.push(PAPERS);
  steps.push(SUMMARY);
  return steps.map((step) => ({ ...step }));
}

/**
 * Switches the draft to another tier and clears what that tier does not use (docs/rules.md, "The
 * wizard's steps"), so data typed for one tier is never submitted under another. The group tier is
 * Mixed: it checks IEEE numbers per student, so it clears the registrant's own too.
 */
export function applyTierChange<T extends RegistrationDraft>(draft: T, newTier: TierId): T {
  const tier = getTier(newTier);
  return {
    ...draft,
    registrationTier: newTier,
    ...(requiresIeee(tier) ? {} : initialIeeeFields()),
    ...(isGroupTier(tier) ? {} : initialGroupFields()),
    ...(isAuthorTier(tier) ? {} : initialPaperFields()),
  };
}
