import { describe, it, expect } from 'vitest';
import { EDITION } from './edition';
import { buildRegistrationData } from './draft-submission';
import { nonIeeeTierFor } from './tiers';
import {
  createInitialDraft,
  draftTotal,
  emptyStudent,
  withInstituteFromOrganization,
  withNonIeeeTier,
  withPaperCount,
  withStudentCount,
} from './registration-draft';
import type { RegistrationDraft } from './registration-draft';
import type { StudentDraft } from './group-schema';
import { firstError } from './registration-schema';
import { applyTierChange } from './steps';
import { participantDraft, pdf, student, validatedStudent } from './test-drafts';
import { TIERS, getTier, isAuthorTier, isGroupTier, requiresIeee } from './tiers';
import type { Tier, TierId } from './tiers';
import { venueInstant } from './venue-time';

// Rules for any edition, with its own tiers, days and fees; the spec's 2025 tiers and figures
// are in registration-draft.icei-2025.test.ts.

/** A calendar day `days` after `isoDate`, counted on the calendar (no zone, no clock). */
const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// Noon at the venue on registration's first day, and on the day after the early-bird cutoff.
const EARLY = venueInstant(EDITION.registration.opensOn, 12);
const NORMAL = venueInstant(addDays(EDITION.earlyBirdCutoff, 1), 12);
const offeredIds: readonly TierId[] = EDITION.tiers.map((tier) => tier.id);

/** The edition's fees for an individual tier. */
function fees(id: TierId): { earlyBird: number; normal: number } {
  for (const tier of EDITION.tiers) if (tier.id === id && 'earlyBird' in tier) return tier;
  throw new Error(`The edition under test does not price ${id} alone.`);
}

/** The edition's group rates per student. */
function groupRates(): { ieee: number; nonIeee: number } {
  for (const tier of EDITION.tiers) if ('perStudent' in tier) return tier.perStudent;
  throw new Error('The edition under test offers no group tier.');
}

/** A group's draft of IIT Dharwad with these students, its participant complete. */
const groupDraft = (students: StudentDraft[]) => ({
  ...participantDraft(),
  registrationTier: 'group-student' as const,
  instituteName: 'IIT Dharwad',
  students,
});

function offeredTier(what: string, ...preferences: ((tier: Tier) => boolean)[]): Tier {
  for (const preference of preferences) {
    const found = TIERS.find(preference);
    if (found) return found;
  }
  throw new Error(`The edition under test offers no ${what}.`);
}

const isIeeeAuthor = (tier: Tier) => isAuthorTier(tier) && requiresIeee(tier);
const isNonIeeeAuthor = (tier: Tier) => isAuthorTier(tier) && tier.memberType === 'Non-IEEE';
/** The non-IEEE tier of the same kind, by the catalogue's naming, if the edition offers it. */
const expectedPair = (id: TierId) => {
  const pair = id.replace(/-ieee$/, '-non-ieee');
  return offeredIds.find((offered) => offered === pair) ?? null;
};

/** A draft ready to submit on this tier: the IEEE number, papers or students it asks for. */
function completeDraft(tier: Tier): RegistrationDraft {
  return {
    ...participantDraft(),
    registrationTier: tier.id,
    ...(requiresIeee(tier) ? { ieeeNumber: '94010203', ieeeCert: pdf } : {}),
    ...(isAuthorTier(tier) ? { paperIds: ['101'] } : {}),
    ...(isGroupTier(tier) ? { instituteName: 'IIT Dharwad', students: [1, 2, 3, 4, 5].map(() => student()) } : {}),
  };
}

describe('initial draft', () => {
  it('starts with every text field empty and no tier', () => {
    const draft = createInitialDraft();
    expect(draft.registrationTier).toBe('');
    expect(draft.firstName).toBe('');
    expect(draft.verifyEmail).toBe('');
    expect(draft.ieeeNumber).toBe('');
    expect(draft.ieeeCert).toBeNull();
    expect(draft.instituteName).toBe('');
  });

  it('starts the counts at their minimum, with one field per paper and per student', () => {
    const draft = createInitialDraft();
    expect(draft.numPapers).toBe(1);
    expect(draft.paperIds).toEqual(['']);
    expect(draft.numStudents).toBe(5);
    expect(draft.students).toEqual(Array.from({ length: 5 }, emptyStudent));
  });

  it('starts a student with no IEEE membership and no files', () => {
    expect(emptyStudent()).toEqual({
      name: '',
      idNumber: '',
      idCard: null,
      hasIeee: false,
      ieeeNumber: '',
      ieeeStatus: 'none',
      ieeeCert: null,
    });
  });

  it('never shares arrays between drafts', () => {
    const first = createInitialDraft();
    const second = createInitialDraft();
    expect(first.students).not.toBe(second.students);
    expect(first.students[0]).not.toBe(first.students[1]);
    expect(first.paperIds).not.toBe(second.paperIds);
  });
});

describe('withPaperCount', () => {
  it('keeps one Paper ID field per paper, keeping those already typed', () => {
    const draft = withPaperCount({ ...createInitialDraft(), paperIds: ['P1'] }, 3);
    expect(draft.numPapers).toBe(3);
    expect(draft.paperIds).toEqual(['P1', '', '']);
    expect(withPaperCount(draft, 1).paperIds).toEqual(['P1']);
  });

  it('cannot go below 1 or above 10 papers', () => {
    expect(withPaperCount(createInitialDraft(), 0).numPapers).toBe(1);
    expect(withPaperCount(createInitialDraft(), Number.NaN).numPapers).toBe(1);
    expect(withPaperCount(createInitialDraft(), 25).numPapers).toBe(10);
    expect(withPaperCount(createInitialDraft(), 2.7).numPapers).toBe(2);
  });
});

describe('withStudentCount', () => {
  it('keeps the students already entered and adds empty ones', () => {
    const draft = { ...createInitialDraft(), students: [student(), student(), student(), student(), student()] };
    const grown = withStudentCount(draft, 7);
    expect(grown.numStudents).toBe(7);
    expect(grown.students.slice(0, 5)).toEqual(draft.students);
    expect(grown.students.slice(5)).toEqual([emptyStudent(), emptyStudent()]);
  });

  it('cannot go below 5 or above 50 students', () => {
    expect(withStudentCount(createInitialDraft(), 3).numStudents).toBe(5);
    expect(withStudentCount(createInitialDraft(), 80).students).toHaveLength(50);
  });
});

describe('withInstituteFromOrganization', () => {
  it('fills an empty institute name with the participant’s organisation', () => {
    const draft = { ...participantDraft(), organization: ' IIT Dharwad ' };
    expect(withInstituteFromOrganization(draft).instituteName).toBe('IIT Dharwad');
  });

  it('keeps an institute name already typed', () => {
    const draft = { ...participantDraft(), instituteName: 'University of Mysore' };
    expect(withInstituteFromOrganization(draft)).toBe(draft);
  });
});

describe('draftTotal', () => {
  it('prices an author draft per paper', () => {
    const tier = offeredTier('author tier', isAuthorTier);
    const draft = withPaperCount(completeDraft(tier), 2);
    expect(draftTotal(draft, EARLY).total).toBe(2 * fees(tier.id).earlyBird);
    expect(draftTotal(draft, NORMAL).total).toBe(2 * fees(tier.id).normal);
  });

  it('gives the IEEE group price only to students whose number was validated', () => {
    const { ieee, nonIeee } = groupRates();
    const students = [
      validatedStudent('1'),
      student({ hasIeee: true, ieeeNumber: '2', ieeeStatus: 'unvalidated' }),
      student({ hasIeee: true, ieeeNumber: '3', ieeeStatus: 'error' }),
      student(),
      student(),
    ];
    const draft = { ...participantDraft(), registrationTier: 'group-student' as const, students };
    expect(draftTotal(draft, NORMAL).total).toBe(ieee + 4 * nonIeee);
  });

  it('gives the IEEE group price to a student IEEE could not check who attached the certificate, and sends the number', () => {
    const { ieee, nonIeee } = groupRates();
    const certificate = { name: 'membership.pdf', type: 'application/pdf', size: 40_000 };
    const unreachable = { hasIeee: true, ieeeNumber: '70000001', ieeeStatus: 'error' as const, ieeeUnreachable: true };
    const students = [
      student({ ...unreachable, ieeeCert: certificate }),
      student(unreachable),
      student(),
      student(),
      student(),
    ];
    const draft = groupDraft(students);
    expect(draftTotal(draft, NORMAL).total).toBe(ieee + 4 * nonIeee);
    const sent = buildRegistrationData(draft, NORMAL);
    expect(sent.success && sent.data.students?.map((each) => each.ieeeNumber)).toEqual([
      '70000001',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('refuses to price a draft without a tier', () => {
    expect(() => draftTotal(createInitialDraft(), EARLY)).toThrow();
  });
});

describe('buildRegistrationData', () => {
  it('sends the participant, the tier and its IEEE number for an IEEE attendee, priced by the clock', () => {
    const tier = offeredTier(
      'IEEE tier',
      (candidate) => requiresIeee(candidate) && !isAuthorTier(candidate),
      requiresIeee,
    );
    const draft = { ...completeDraft(tier), ieeeNumber: ' 94010203 ' };
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
      registrationTier: tier.id,
      ieeeNumber: '94010203',
      ...(isAuthorTier(tier) ? { numPapers: 1, paperIds: ['101'] } : {}),
      totalAmount: fees(tier.id).normal,
    });
  });

  it('reduces students to name, idNumber and a validated IEEE number', () => {
    const { ieee, nonIeee } = groupRates();
    const students = [
      validatedStudent('11'),
      student({ hasIeee: true, ieeeNumber: '22', ieeeStatus: 'unvalidated' }),
      student({ ieeeNumber: '33', ieeeStatus: 'validated' }),
      student(),
      student(),
    ];
    const draft = groupDraft(students);
    const result = buildRegistrationData(draft, EARLY);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.students).toEqual([
      { name: 'Ravi', idNumber: 'CS21B001', ieeeNumber: '11' },
      { name: 'Ravi', idNumber: 'CS21B001' },
      { name: 'Ravi', idNumber: 'CS21B001' },
      { name: 'Ravi', idNumber: 'CS21B001' },
      { name: 'Ravi', idNumber: 'CS21B001' },
    ]);
    expect(result.data.totalAmount).toBe(ieee + 4 * nonIeee);
    expect(result.data).not.toHaveProperty('numPapers');
  });

  it('sends papers for an author and keeps the clientRequestId for retries', () => {
    const tier = offeredTier('author tier', isNonIeeeAuthor, isAuthorTier);
    const draft = { ...withPaperCount(completeDraft(tier), 2), paperIds: ['101', '102'] };
    const result = buildRegistrationData(draft, EARLY, 'req-12345678');
    expect(result.success && result.data).toMatchObject({
      numPapers: 2,
      paperIds: ['101', '102'],
      totalAmount: 2 * fees(tier.id).earlyBird,
      clientRequestId: 'req-12345678',
    });
  });

  it('prices every tier the edition offers at its early-bird fee before the cutoff', () => {
    for (const tier of TIERS) {
      const result = buildRegistrationData(completeDraft(tier), EARLY);
      const expected = isGroupTier(tier) ? 5 * groupRates().nonIeee : fees(tier.id).earlyBird;
      expect(result.success && result.data.totalAmount).toBe(expected);
    }
  });

  it('sends a mobile typed in India without the country code with +91, as the API stores it', () => {
    for (const tier of TIERS) {
      const draft = { ...completeDraft(tier), mobile: '098765 43210' };
      const result = buildRegistrationData(draft, EARLY);
      expect(result.success && result.data.mobile).toBe('+919876543210');
    }
  });

  it('returns the first message instead of data when the draft is incomplete', () => {
    const tier = offeredTier('author tier', isNonIeeeAuthor, isAuthorTier);
    const draft = { ...completeDraft(tier), paperIds: [''] };
    expect(firstError(buildRegistrationData(draft, EARLY))).toBe('Please enter all Paper IDs.');
    expect(firstError(buildRegistrationData(createInitialDraft(), EARLY))).toBe(
      'Please fill all required fields in Participant Details.',
    );
  });
});

describe('withNonIeeeTier', () => {
  const authorDraft = (): RegistrationDraft => ({
    ...withPaperCount(completeDraft(offeredTier('IEEE author tier', isIeeeAuthor)), 2),
    paperIds: ['P-101', 'P-202'],
    ieeeNumber: '12345678',
    ieeeCert: pdf,
  });
  const pairedIeeeTiers = TIERS.filter((tier) => requiresIeee(tier) && expectedPair(tier.id) !== null);

  it('pairs each IEEE tier with the non-IEEE tier of the same kind, when the edition offers one', () => {
    for (const tier of TIERS.filter(requiresIeee)) {
      expect(nonIeeeTierFor(tier.id)?.id ?? null).toBe(expectedPair(tier.id));
    }
    expect(pairedIeeeTiers.length).toBeGreaterThan(0);
  });

  it('has no pair for a non-IEEE tier, the group or no tier', () => {
    for (const tier of TIERS.filter(({ memberType }) => memberType !== 'IEEE')) {
      expect(nonIeeeTierFor(tier.id)).toBeNull();
    }
    expect(nonIeeeTierFor('')).toBeNull();
  });

  it('keeps the participant and the papers and drops the IEEE number and certificate', () => {
    const switched = withNonIeeeTier(authorDraft());
    expect(switched).toEqual({
      ...authorDraft(),
      registrationTier: expectedPair(authorDraft().registrationTier as TierId),
      ieeeNumber: '',
      ieeeCert: null,
    });
  });

  it('leaves the draft as choosing the same tier on the tier step would', () => {
    for (const tier of pairedIeeeTiers) {
      const draft = { ...authorDraft(), ...applyTierChange(authorDraft(), tier.id), ieeeNumber: '1', ieeeCert: pdf };
      const target = nonIeeeTierFor(tier.id);
      expect(target?.kind).toBe(getTier(tier.id).kind);
      expect(withNonIeeeTier(draft)).toEqual(applyTierChange(draft, target?.id ?? tier.id));
    }
  });

  it('prices the switched draft at the non-IEEE rate', () => {
    const nonIeeeAuthor = offeredTier('non-IEEE author tier', isNonIeeeAuthor);
    expect(draftTotal(withNonIeeeTier(authorDraft()), EARLY).total).toBe(2 * fees(nonIeeeAuthor.id).earlyBird);
  });

  it('returns any other draft unchanged', () => {
    for (const tier of TIERS.filter((candidate) => !requiresIeee(candidate))) {
      const draft = completeDraft(tier);
      expect(withNonIeeeTier(draft)).toBe(draft);
    }
  });
});
