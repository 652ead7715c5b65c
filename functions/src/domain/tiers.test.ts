import { describe, it, expect } from 'vitest';
import {
  MAX_GROUP_STUDENTS,
  MAX_PAPERS,
  MIN_GROUP_STUDENTS,
  MIN_PAPERS,
  TIER_IDS,
  TIERS,
  getTier,
  isAuthorTier,
  isGroupTier,
  isTierId,
  requiresIeee,
} from './tiers';

describe('registration tiers', () => {
  it('has nine tiers, as the spec does, each with its own lower-case id', () => {
    expect(TIER_IDS).toHaveLength(9);
    expect(new Set(TIER_IDS).size).toBe(TIER_IDS.length);
    for (const id of TIER_IDS) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('has exactly one tier per id, in the same order', () => {
    expect(TIERS.map((tier) => tier.id)).toEqual([...TIER_IDS]);
  });

  it('gives every tier a label and a one-sentence description', () => {
    for (const tier of TIERS) {
      expect(tier.label.length).toBeGreaterThan(0);
      expect(tier.description).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('labels the IEEE author tier "Author / Presenter (IEEE Member)"', () => {
    expect(getTier('author-presenter-ieee').label).toBe('Author / Presenter (IEEE Member)');
  });

  it('marks "-ieee" tiers IEEE, "-non-ieee" tiers Non-IEEE and the group Mixed', () => {
    for (const tier of TIERS) {
      const expected = tier.id.endsWith('-non-ieee') ? 'Non-IEEE' : tier.id.endsWith('-ieee') ? 'IEEE' : 'Mixed';
      expect(tier.memberType).toBe(expected);
    }
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

  it('recognises tier ids and rejects anything else', () => {
    expect(isTierId('student-ieee')).toBe(true);
    expect(isTierId('student')).toBe(false);
    expect(isTierId('')).toBe(false);
    expect(isTierId(undefined)).toBe(false);
    expect(isTierId('toString')).toBe(false);
  });

  it('sets the minimum group size to 5 students and the minimum papers to 1', () => {
    expect(MIN_GROUP_STUDENTS).toBe(5);
    expect(MIN_PAPERS).toBe(1);
  });

  it('caps a group at 50 students and an author registration at 10 papers', () => {
    expect(MAX_GROUP_STUDENTS).toBe(50);
    expect(MAX_PAPERS).toBe(10);
  });
});
