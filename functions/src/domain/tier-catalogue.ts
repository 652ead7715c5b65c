// The registration tiers the product knows how to take: their ids, kinds and member types. The
// wizard's steps and the pricing rules depend on these; an edition (editions/<id>/edition.ts)
// chooses among them and gives each its label, description and fees.

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
export type IndividualTierId = Exclude<TierId, 'group-student'>;

export type MemberType = 'IEEE' | 'Non-IEEE' | 'Mixed';
export type TierKind = 'author' | 'industry' | 'academia' | 'student' | 'group';

/** What a tier's id fixes: its kind and member type. */
export const TIER_SHAPES: Record<TierId, { kind: TierKind; memberType: MemberType }> = {
  'author-presenter-ieee': { kind: 'author', memberType: 'IEEE' },
  'author-presenter-non-ieee': { kind: 'author', memberType: 'Non-IEEE' },
  'industry-ieee': { kind: 'industry', memberType: 'IEEE' },
  'industry-non-ieee': { kind: 'industry', memberType: 'Non-IEEE' },
  'academia-ieee': { kind: 'academia', memberType: 'IEEE' },
  'academia-non-ieee': { kind: 'academia', memberType: 'Non-IEEE' },
  'student-ieee': { kind: 'student', memberType: 'IEEE' },
  'student-non-ieee': { kind: 'student', memberType: 'Non-IEEE' },
  'group-student': { kind: 'group', memberType: 'Mixed' },
};
