// The nine tiers for 2025 (editions/icei-2025/edition.ts); the rules are in tiers.each-edition.test.ts.
import { describe, it, expect } from 'vitest';
import { TIER_IDS, TIERS, getTier, isAuthorTier, isGroupTier, isTierId, requiresIeee } from './tiers';

describe('registration tiers of ICEI 2025', () => {
  it('offers all nine tiers, one per id, in the catalogue’s order', () => {
    expect(TIERS.map((tier) => tier.id)).toEqual([...TIER_IDS]);
  });

  it('labels the IEEE author tier "Author / Presenter (IEEE Member)"', () => {
    expect(getTier('author-presenter-ieee').label).toBe('Author / Presenter (IEEE Member)');
  });

  it('prices the group per student: 2,125 with IEEE, 3,060 without', () => {
    const group = getTier('group-student');
    expect(isGroupTier(group) && group.groupPerStudent).toEqual({ ieee: 2125, nonIeee: 3060 });
  });

  it('requires the registrant’s IEEE number only for the four IEEE tiers', () => {
    const ieeeTiers = TIERS.filter(requiresIeee).map((tier) => tier.id);
    expect(ieeeTiers).toEqual(['author-presenter-ieee', 'industry-ieee', 'academia-ieee', 'student-ieee']);
  });

  it('treats only the two author-presenter tiers as author tiers', () => {
    expect(TIERS.filter(isAuthorTier).map((tier) => tier.id)).toEqual([
      'author-presenter-ieee',
      'author-presenter-non-ieee',
    ]);
  });

  it('treats only group-student as a group tier', () => {
    expect(TIERS.filter(isGroupTier).map((tier) => tier.id)).toEqual(['group-student']);
  });

  it('recognises the student IEEE tier', () => {
    expect(isTierId('student-ieee')).toBe(true);
  });
});
