import { describe, it, expect } from 'vitest';
import { stepsForTier } from './steps';
import type { TierId } from './tiers';

const labels = (tierId?: TierId | '') => stepsForTier(tierId).map((step) => step.label);

// The step table of docs/rules.md ("The wizard's steps"), row by row, for the nine tiers of 2025.
describe('wizard steps of the 2025 tiers', () => {
  it.each<[TierId, string[]]>([
    ['group-student', ['Participant', 'Tier', 'Group', 'Summary']],
    ['author-presenter-ieee', ['Participant', 'Tier', 'IEEE membership verification', 'Papers', 'Summary']],
    ['author-presenter-non-ieee', ['Participant', 'Tier', 'Papers', 'Summary']],
    ['industry-ieee', ['Participant', 'Tier', 'IEEE', 'Summary']],
    ['academia-ieee', ['Participant', 'Tier', 'IEEE', 'Summary']],
    ['student-ieee', ['Participant', 'Tier', 'IEEE', 'Summary']],
    ['industry-non-ieee', ['Participant', 'Tier', 'Summary']],
    ['academia-non-ieee', ['Participant', 'Tier', 'Summary']],
    ['student-non-ieee', ['Participant', 'Tier', 'Summary']],
  ])('%s runs %j', (tierId, expected) => {
    expect(labels(tierId)).toEqual(expected);
  });

  it('identifies the steps by id, whatever their label', () => {
    expect(stepsForTier('author-presenter-ieee').map((step) => step.id)).toEqual([
      'participant',
      'tier',
      'ieee',
      'papers',
      'summary',
    ]);
    expect(stepsForTier('group-student').map((step) => step.id)).toEqual(['participant', 'tier', 'group', 'summary']);
  });
});
