// The fictional edition's four tiers of the nine (editions/fixture-2031): the domain offers what
// the edition lists, with its labels and fees, and nothing else.
import { describe, it, expect } from 'vitest';
import { TIERS, getTier, isTierId, requiresIeee } from './tiers';

describe('registration tiers of the fixture edition', () => {
  it('offers its four tiers in its order', () => {
    expect(TIERS.map((tier) => tier.id)).toEqual([
      'author-presenter-ieee',
      'author-presenter-non-ieee',
      'student-non-ieee',
      'group-student',
    ]);
  });

  it('labels and prices them as it does', () => {
    expect(getTier('author-presenter-ieee')).toMatchObject({
      label: 'Author (IEEE Member)',
      earlyBird: 11000,
      normal: 12500,
    });
    expect(getTier('student-non-ieee')).toMatchObject({ label: 'Student', earlyBird: 1800, normal: 2200 });
    expect(getTier('group-student')).toMatchObject({ groupPerStudent: { ieee: 1500, nonIeee: 1900 } });
  });

  it('requires an IEEE number only for its IEEE author tier', () => {
    expect(TIERS.filter(requiresIeee).map((tier) => tier.id)).toEqual(['author-presenter-ieee']);
  });

  it('refuses the spec’s tiers it does not offer', () => {
    for (const id of [
      'industry-ieee',
      'industry-non-ieee',
      'academia-ieee',
      'academia-non-ieee',
      'student-ieee',
    ] as const) {
      expect(isTierId(id)).toBe(false);
      expect(() => getTier(id)).toThrow(/Unknown registration tier/);
    }
  });
});
