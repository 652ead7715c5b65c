// Registration tiers and their fees in rupees, as the selected edition lists them (docs/rules.md,
// "Fees"). Every price shown on the site and every total the server records comes from here.
import { EDITION } from './edition';
import { TIER_SHAPES, type IndividualTierId, type MemberType, type TierId, type TierKind } from './tier-catalogue';

export { TIER_IDS } from './tier-catalogue';
export type { IndividualTierId, MemberType, TierId, TierKind } from './tier-catalogue';

interface TierBase {
  id: TierId;
  label: string;
  description: string;
  memberType: MemberType;
  kind: TierKind;
}

export interface IndividualTier extends TierBase {
  id: IndividualTierId;
  kind: Exclude<TierKind, 'group'>;
  memberType: 'IEEE' | 'Non-IEEE';
  earlyBird: number;
  normal: number;
}

export interface GroupTier extends TierBase {
  id: 'group-student';
  kind: 'group';
  memberType: 'Mixed';
  // One price per student in both periods: the fee table gives the group the same
  // early-bird and normal figures, so a period split would only invite a typo.
  groupPerStudent: { ieee: number; nonIeee: number };
}

export type Tier = IndividualTier | GroupTier;

export const MIN_GROUP_STUDENTS = 5;
// Keeps one submission (and its ID-card uploads) within what one request can carry.
export const MAX_GROUP_STUDENTS = 50;
export const MIN_PAPERS = 1;
// Larger bundles are rare enough to be handled with the organisers directly.
export const MAX_PAPERS = 10;

/** The edition's tiers, in its order, each with the kind and member type its id fixes. */
export const TIERS: readonly Tier[] = EDITION.tiers.map((tier): Tier => {
  if ('perStudent' in tier) {
    return {
      id: tier.id,
      label: tier.label,
      description: tier.description,
      kind: 'group',
      memberType: 'Mixed',
      groupPerStudent: { ...tier.perStudent },
    };
  }
  const shape = TIER_SHAPES[tier.id];
  return {
    id: tier.id,
    label: tier.label,
    description: tier.description,
    kind: shape.kind as IndividualTier['kind'],
    memberType: shape.memberType as IndividualTier['memberType'],
    earlyBird: tier.earlyBird,
    normal: tier.normal,
  };
});

const TIERS_BY_ID = new Map<TierId, Tier>(TIERS.map((tier) => [tier.id, tier]));

export function isTierId(value: unknown): value is TierId {
  return typeof value === 'string' && TIERS_BY_ID.has(value as TierId);
}

export function getTier(id: TierId): Tier {
  const tier = TIERS_BY_ID.get(id);
  // A tier id of the catalogue that this edition does not offer.
  if (!tier) throw new Error(`Unknown registration tier: ${id}`);
  return tier;
}

/** The registrant's own IEEE number is checked only for IEEE tiers; a group checks per student. */
export function requiresIeee(tier: Tier): boolean {
  return tier.memberType === 'IEEE';
}

export function isGroupTier(tier: Tier): tier is GroupTier {
  return tier.kind === 'group';
}

export function isAuthorTier(tier: Tier): tier is IndividualTier & { kind: 'author' } {
  return tier.kind === 'author';
}

/** The non-IEEE tier of the same kind as an IEEE tier (industry IEEE -> industry non-IEEE), else null. */
export function nonIeeeTierFor(tierId: TierId | ''): IndividualTier | null {
  if (tierId === '' || getTier(tierId).memberType !== 'IEEE') return null;
  const { kind } = getTier(tierId);
  return TIERS.find((tier): tier is IndividualTier => tier.kind === kind && tier.memberType === 'Non-IEEE') ?? null;
}
