import { describe, it, expect } from 'vitest';
import type { StudentDraft } from './group-schema';
import {
  buildRegistrationData,
  createInitialDraft,
  draftTotal,
  emptyStudent,
  nonIeeeTierFor,
  withInstituteFromOrganization,
  withNonIeeeTier,
  withPaperCount,
  withStudentCount,
} from './registration-draft';
import type { RegistrationDraft } from './registration-draft';
import { firstError } from './registration-schema';
import { applyTierChange } from './steps';
import { PARTICIPANT } from './test-participant';
import { TIERS, getTier } from './tiers';

const EARLY = new Date('2025-10-15T06:00:00Z');
const NORMAL = new Date('2025-11-02T06:00:00Z');
const pdf = { name: 'doc.pdf', type: 'application/pdf', size: 1000 };

function participantDraft(): RegistrationDraft {
  return {
    ...createInitialDraft(),
    ...PARTICIPANT,
    title: 'Ms',
  };
}

const student = (overrides: Partial<StudentDraft> = {}): StudentDraft => ({
  ...emptyStudent(),
  name: 'Ravi',
  idNumber: 'CS21B001',
  idCard: pdf,
  ...overrides,
});
const validatedStudent = (ieeeNumber: string) => student({ hasIeee: true, ieeeNumber, ieeeStatus: 'validated' });

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

  it('refuses to price a draft without a tier', () => {
    expect(() => draftTotal(createInitialDraft(), EARLY)).toThrow();
  });
});

describe('buildRegistrationData', () => {
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

  it('reduces students to name, idNumber and a validated IEEE number', () => {
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
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.students).toEqual([
      { name: 'Ravi', idNumber: 'CS21B001', ieeeNumber: '11' },
      { name: 'Ravi', idNumber: 'CS21B001' },
      { name: 'Ravi', idNumber: 'CS21B001' },
      { name: 'Ravi', idNumber: 'CS21B001' },
      { name: 'Ravi', idNumber: 'CS21B001' },
    ]);
    expect(result.data.totalAmount).toBe(2125 + 4 * 3060);
    expect(result.data).not.toHaveProperty('numPapers');
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
    expect(firstError(buildRegistrationData(createInitialDraft(), EARLY))).toBe(
      'Please fill all required fields in Participant Details.',
    );
  });
});

describe('withNonIeeeTier', () => {
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
      registrationTier: 'author-presenter-non-ieee',
      ieeeNumber: '',
      ieeeCert: null,
    });
  });

  it('leaves the draft as choosing the same tier on the tier step would', () => {
    for (const tier of TIERS.filter(({ memberType }) => memberType === 'IEEE')) {
      const draft = { ...authorDraft(), ...applyTierChange(authorDraft(), tier.id), ieeeNumber: '1', ieeeCert: pdf };
      const target = nonIeeeTierFor(tier.id);
      expect(target?.kind).toBe(getTier(tier.id).kind);
      expect(withNonIeeeTier(draft)).toEqual(applyTierChange(draft, target?.id ?? tier.id));
    }
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
