import { describe, expect, it } from 'vitest';
import { BADGE_ROLES, badgeRole } from './badge';
import { sponsorCodeCovers } from './sponsor-codes';
import { TIER_SHAPES } from './tier-catalogue';
import { TIERS } from './tiers';

describe('badge roles', () => {
  it('gives every tier of the catalogue the role of its kind', () => {
    const roles = Object.fromEntries(Object.entries(TIER_SHAPES).map(([id, shape]) => [id, badgeRole(shape)]));
    expect(roles).toEqual({
      'author-presenter-ieee': 'Author',
      'author-presenter-non-ieee': 'Author',
      'industry-ieee': 'Industry',
      'industry-non-ieee': 'Industry',
      'academia-ieee': 'Academia',
      'academia-non-ieee': 'Academia',
      'student-ieee': 'Student',
      'student-non-ieee': 'Student',
      'group-student': 'Student',
    });
  });

  it('has a role for every tier the edition offers', () => {
    for (const tier of TIERS) expect(BADGE_ROLES).toContain(badgeRole(tier));
  });

  it("says Sponsor on a sponsor's delegate's badge, in every tier a sponsor's code covers, and only there", () => {
    const covered = TIERS.filter(sponsorCodeCovers);
    expect(covered.length).toBeGreaterThan(0);
    for (const tier of covered) {
      expect(badgeRole(tier, true), tier.id).toBe('Sponsor');
      expect(badgeRole(tier), tier.id).not.toBe('Sponsor');
    }
  });
});
