// Registration tiers and their fees in rupees (spec section 9). Every price shown on the
// site and every total the server records comes from this table.

export const TIER_IDS = [
  'author-presenter-ieee',
  'author-presenter-non-ieee',
  'industry-ieee',
  'industry-non-ieee',
  'academia-ieee',
  'academia-non-ieee',
  'student-ieee',
  'student-non-ieee',
  'group-student',
] as const;
export type TierId = (typeof TIER_IDS)[number];

export type MemberType = 'IEEE' | 'Non-IEEE' | 'Mixed';
export type TierKind = 'author' | 'industry' | 'academia' | 'student' | 'group';

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
export type IndividualTierId = Exclude<TierId, 'group-student'>;

export const MIN_GROUP_STUDENTS = 5;
// Keeps one submission (and its ID-card uploads) within what one request can carry.
export const MAX_GROUP_STUDENTS = 50;
export const MIN_PAPERS = 1;
// Larger bundles are rare enough to be handled with the organisers directly.
export const MAX_PAPERS = 10;

export const TIERS: readonly Tier[] = [
  {
    id: 'author-presenter-ieee',
    label: 'Author / Presenter (IEEE Member)',
    description: 'For IEEE members who author or present a paper; the fee is charged per paper.',
    memberType: 'IEEE',
    kind: 'author',
    earlyBird: 14160,
    normal: 15500,
  },
  {
    id: 'author-presenter-non-ieee',
    label: 'Author / Presenter (Non-IEEE Member)',
    description: 'For authors or presenters who are not IEEE members; the fee is charged per paper.',
    memberType: 'Non-IEEE',
    kind: 'author',
    earlyBird: 15500,
    normal: 16600,
  },
  {
    id: 'industry-ieee',
    label: 'Industry Attendee (IEEE Member)',
    description: 'For IEEE members from industry attending without presenting a paper.',
    memberType: 'IEEE',
    kind: 'industry',
    earlyBird: 7100,
    normal: 8300,
  },
  {
    id: 'industry-non-ieee',
    label: 'Industry Attendee (Non-IEEE Member)',
    description: 'For attendees from industry who are not IEEE members and do not present a paper.',
    memberType: 'Non-IEEE',
    kind: 'industry',
    earlyBird: 8300,
    normal: 9500,
  },
  {
    id: 'academia-ieee',
    label: 'Academia Attendee (IEEE Member)',
    description: 'For IEEE members from universities and institutes attending without a paper.',
    memberType: 'IEEE',
    kind: 'academia',
    earlyBird: 6000,
    normal: 7100,
  },
  {
    id: 'academia-non-ieee',
    label: 'Academia Attendee (Non-IEEE Member)',
    description: 'For faculty and researchers who are not IEEE members and attend without a paper.',
    memberType: 'Non-IEEE',
    kind: 'academia',
    earlyBird: 7100,
    normal: 8300,
  },
  {
    id: 'student-ieee',
    label: 'Student Attendee (IEEE Member)',
    description: 'For students with an active IEEE membership attending on their own.',
    memberType: 'IEEE',
    kind: 'student',
    earlyBird: 2500,
    normal: 2500,
  },
  {
    id: 'student-non-ieee',
    label: 'Student Attendee (Non-IEEE Member)',
    description: 'For students without an IEEE membership attending on their own.',
    memberType: 'Non-IEEE',
    kind: 'student',
    earlyBird: 3600,
    normal: 3600,
  },
  {
    id: 'group-student',
    label: 'Group Registration (Students)',
    description: `For ${MIN_GROUP_STUDENTS} or more students of one institute registered together; each student is charged the IEEE or non-IEEE rate.`,
    memberType: 'Mixed',
    kind: 'group',
    groupPerStudent: { ieee: 2125, nonIeee: 3060 },
  },
];

const TIERS_BY_ID = new Map<TierId, Tier>(TIERS.map((tier) => [tier.id, tier]));

export function isTierId(value: unknown): value is TierId {
  return typeof value === 'string' && TIERS_BY_ID.has(value as TierId);
}

export function getTier(id: TierId): Tier {
  const tier = TIERS_BY_ID.get(id);
  // Only reachable if TIER_IDS and TIERS disagree, which the tests rule out.
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
