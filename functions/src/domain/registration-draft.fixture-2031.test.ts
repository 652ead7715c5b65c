// The wizard's drafts with the fictional edition (editions/fixture-2031): its fees, its cutoff in
// Berlin time, and none of the spec's tiers it does not offer.
import { describe, it, expect } from 'vitest';
import { buildRegistrationData } from './draft-submission';
import { createInitialDraft, draftTotal, withNonIeeeTier } from './registration-draft';
import { nonIeeeTierFor } from './tiers';
import type { RegistrationDraft } from './registration-draft';
import { firstError } from './registration-schema';
import { PARTICIPANT } from './test-participant';

// 23:30 on 15 January in Berlin is still the cutoff day; 00:30 on the 16th is not.
const LAST_EARLY_EVENING = new Date('2031-01-15T22:30:00Z');
const FIRST_NORMAL_NIGHT = new Date('2031-01-15T23:30:00Z');

const authorDraft = (): RegistrationDraft => ({
  ...createInitialDraft(),
  ...PARTICIPANT,
  registrationTier: 'author-presenter-ieee',
  ieeeNumber: '94010203',
  numPapers: 2,
  paperIds: ['SCI-7', 'SCI-8'],
});

describe('drafts of the fixture edition', () => {
  it('prices an IEEE author at 11,000 a paper to the end of 15 January in Berlin, then 12,500', () => {
    expect(draftTotal(authorDraft(), LAST_EARLY_EVENING).total).toBe(22000);
    expect(draftTotal(authorDraft(), FIRST_NORMAL_NIGHT).total).toBe(25000);
  });

  it('moves an IEEE author whose membership was not found to its non-IEEE author tier, at 13,000 a paper', () => {
    expect(nonIeeeTierFor('author-presenter-ieee')?.id).toBe('author-presenter-non-ieee');
    const switched = withNonIeeeTier(authorDraft());
    expect(switched.registrationTier).toBe('author-presenter-non-ieee');
    expect(draftTotal(switched, LAST_EARLY_EVENING).total).toBe(26000);
  });

  it('sends a student at its own fee', () => {
    const draft = { ...createInitialDraft(), ...PARTICIPANT, registrationTier: 'student-non-ieee' as const };
    const result = buildRegistrationData(draft, FIRST_NORMAL_NIGHT);
    expect(result.success && result.data.totalAmount).toBe(2200);
  });

  it('refuses a tier of the spec it does not offer with the tier message, as if none were chosen', () => {
    const draft = {
      ...createInitialDraft(),
      ...PARTICIPANT,
      registrationTier: 'industry-ieee' as const,
      ieeeNumber: '94010203',
    };
    expect(firstError(buildRegistrationData(draft, LAST_EARLY_EVENING))).toBe('Please select a registration tier.');
  });
});
