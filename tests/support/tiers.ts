// The tiers of the edition under test, picked by what a test needs of them (an IEEE number or
// not, papers or not, a group), never by id: each test then runs against any edition that offers
// such a tier, and one that offers none says so instead of failing somewhere else.
import { randomInt } from 'node:crypto';
import { CONFERENCE } from '../../functions/src/domain/conference';
import {
  TIERS,
  isAuthorTier,
  isGroupTier,
  requiresIeee,
  type GroupTier,
  type IndividualTier,
  type Tier,
} from '../../functions/src/domain/tiers';

/** A number the suite's stand-in for IEEE reports Active (emulator-data/ieee-members.json). */
export const ACTIVE_MEMBER = '90000001';

function offered<T extends Tier>(what: string, tier: T | undefined): T {
  if (!tier) throw new Error(`The edition under test offers no ${what} tier.`);
  return tier;
}

const individualTiers = TIERS.filter((tier): tier is IndividualTier => !isGroupTier(tier));

/**
 * An individual tier with or without IEEE membership, one that asks for no papers when the
 * edition offers such a tier (the smallest registration to send), in the edition's order.
 */
export function individualTier(options: { ieee: boolean; except?: IndividualTier }): IndividualTier {
  const matching = individualTiers.filter(
    (tier) => requiresIeee(tier) === options.ieee && tier.id !== options.except?.id,
  );
  const tier = matching.find((candidate) => !isAuthorTier(candidate)) ?? matching[0];
  return offered(`${options.except ? 'second ' : ''}${options.ieee ? 'IEEE' : 'non-IEEE'} individual`, tier);
}

/** An author tier (charged per paper): with or without IEEE membership, or either, non-IEEE first. */
export function authorTier(options: { ieee?: boolean } = {}): IndividualTier {
  const authors = individualTiers.filter(isAuthorTier);
  const tier =
    options.ieee === undefined
      ? (authors.find((candidate) => !requiresIeee(candidate)) ?? authors[0])
      : authors.find((candidate) => requiresIeee(candidate) === options.ieee);
  const membership = options.ieee === undefined ? '' : options.ieee ? 'IEEE ' : 'non-IEEE ';
  return offered(`${membership}author`, tier);
}

export function groupTier(): GroupTier {
  return offered('group', TIERS.find(isGroupTier));
}

/**
 * What a valid registration for `tier` sends besides the participant's details: the tier, an
 * Active IEEE number if it asks for one, one paper (its own ID, of the edition's default pattern)
 * if it is charged per paper.
 */
export function tierFields(tier: IndividualTier, ieeeNumber = ACTIVE_MEMBER) {
  return {
    registrationTier: tier.id,
    ...(requiresIeee(tier) ? { ieeeNumber } : {}),
    ...(isAuthorTier(tier)
      ? { numPapers: 1, paperIds: [`${CONFERENCE.shortName}-${randomInt(100_000, 1_000_000)}`] }
      : {}),
    totalAmount: 0,
  };
}
