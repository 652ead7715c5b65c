// The wizard's drafts priced with the 2025 tiers and fees (editions/icei-2025/edition.ts); the rules are in
// registration-draft.each-edition.test.ts.
import { describe, it, expect } from 'vitest';
import { buildRegistrationData } from './draft-submission';
import { draftTotal, withNonIeeeTier, withPaperCount } from './registration-draft';
import { nonIeeeTierFor } from './tiers';
import type { RegistrationDraft } from './registration-draft';
import { firstError } from './registration-schema';
import { participantDraft, pdf, student, validatedStudent } from './test-drafts';

const EARLY = new Date('2025-10-15T06:00:00Z');
const NORMAL = new Date('2025-11-02T06:00:00Z');

describe('draftTotal with the 2025 fees', () => {
  it('prices an author draft per paper', () => {
    const draft = { ...participantDraft(), registrationTier: 'author-presenter-ieee' as const, numPapers: 2 };
    expect(draftTotal(draft, EARLY).total).toBe(2 * 14160);
  });

  it('gives the IEEE group price only to students whose number was validated', () => {
    const students = [
      validatedStudent('1'),
      student({ hasIeee: true, ieeeNumber: '2', ieeeStatus: 'unvalidated' }),
      student({ hasIeee: true, ieeeNumber: '3', ieeeStatus: 'error' }),
      student(),
      student(),
    ];
    const draft = { ...participantDraft(), registrationTier: 'group-student' as const, students };
    expect(draftTotal(draft, NORMAL).total).toBe(2125 + 4 * 3060);
  });
});

describe('buildRegistrationData with the 2025 tiers', () => {
  it('sends the participant, the tier and its IEEE number for an IEEE attendee, priced by the clock', () => {
    const draft = {
      ...participantDraft(),
      registrationTier: 'industry-ieee' as const,
      ieeeNumber: ' 94010203 ',
      ieeeCert: pdf,
    };
    const result = buildRegistrationData(draft, NORMAL);
    expect(result.success && result.data).toEqual({
      title: 'Ms',
      firstName: 'Asha',
      lastName: 'Rao',
      organization: 'IIT Dharwad',
      nationalId: '',
      address: 'Chikkamalligawad',
      city: 'Dharwad',
      state: '',
      country: 'India',
      postcode: '580011',
      mobile: '+91 98765 43210',
      gender: 'Female',
      email: 'asha@example.org',
      registrationTier: 'industry-ieee',
      ieeeNumber: '94010203',
      totalAmount: 8300,
    });
  });

  it('prices a group with one validated IEEE number 2,125 + 4 × 3,060', () => {
    const students = [
      validatedStudent('11'),
      student({ hasIeee: true, ieeeNumber: '22', ieeeStatus: 'unvalidated' }),
      student({ ieeeNumber: '33', ieeeStatus: 'validated' }),
      student(),
      student(),
    ];
    const draft = {
      ...participantDraft(),
      registrationTier: 'group-student' as const,
      instituteName: 'IIT Dharwad',
      students,
    };
    const result = buildRegistrationData(draft, EARLY);
    expect(result.success && result.data.totalAmount).toBe(2125 + 4 * 3060);
  });

  it('sends papers for an author and keeps the clientRequestId for retries', () => {
    const draft = {
      ...participantDraft(),
      registrationTier: 'author-presenter-non-ieee' as const,
      numPapers: 2,
      paperIds: ['101', '102'],
    };
    const result = buildRegistrationData(draft, EARLY, 'req-12345678');
    expect(result.success && result.data).toMatchObject({
      numPapers: 2,
      paperIds: ['101', '102'],
      totalAmount: 2 * 15500,
      clientRequestId: 'req-12345678',
    });
  });

  it('sends a mobile typed in India without the country code with +91, as the API stores it', () => {
    const draft = { ...participantDraft(), registrationTier: 'industry-non-ieee' as const, mobile: '098765 43210' };
    const result = buildRegistrationData(draft, EARLY);
    expect(result.success && result.data.mobile).toBe('+919876543210');
  });

  it('returns the first message instead of data when the draft is incomplete', () => {
    const draft = { ...participantDraft(), registrationTier: 'author-presenter-non-ieee' as const };
    expect(firstError(buildRegistrationData(draft, EARLY))).toBe('Please enter all Paper IDs.');
  });
});

describe('withNonIeeeTier with the 2025 tiers', () => {
  const authorDraft = (): RegistrationDraft => ({
    ...withPaperCount({ ...participantDraft(), registrationTier: 'author-presenter-ieee' }, 2),
    paperIds: ['ICEI-101', 'ICEI-202'],
    ieeeNumber: '12345678',
    ieeeCert: pdf,
  });

  it('pairs each IEEE tier with the non-IEEE tier of the same kind', () => {
    expect(nonIeeeTierFor('author-presenter-ieee')?.id).toBe('author-presenter-non-ieee');
    expect(nonIeeeTierFor('industry-ieee')?.id).toBe('industry-non-ieee');
    expect(nonIeeeTierFor('academia-ieee')?.id).toBe('academia-non-ieee');
    expect(nonIeeeTierFor('student-ieee')?.id).toBe('student-non-ieee');
  });

  it('keeps the participant and the papers and drops the IEEE number and certificate', () => {
    expect(withNonIeeeTier(authorDraft())).toEqual({
      ...authorDraft(),
      registrationTier: 'author-presenter-non-ieee',
      ieeeNumber: '',
      ieeeCert: null,
    });
  });

  it('prices the switched draft at the non-IEEE rate', () => {
    expect(draftTotal(withNonIeeeTier(authorDraft()), EARLY).total).toBe(2 * 15500);
  });

  it('returns any other draft unchanged', () => {
    const industry = { ...participantDraft(), registrationTier: 'industry-non-ieee' as const };
    expect(withNonIeeeTier(industry)).toBe(industry);
    const group = { ...participantDraft(), registrationTier: 'group-student' as const };
    expect(withNonIeeeTier(group)).toBe(group);
  });
});
