import { describe, it, expect } from 'vitest';
import type { StudentDraft } from './group-schema';
import { createInitialDraft, emptyStudent } from './registration-draft';
import type { RegistrationDraft } from './registration-draft';
import { checkStep, completeStudents, validateStep } from './step-validation';
import { PARTICIPANT } from './test-participant';
import { PAPER_IDS_REQUIRED, paperIdRepeated } from './messages';
import { TIERS } from './tiers';

const card = { name: 'id.pdf', type: 'application/pdf', size: 10 };

const participant = PARTICIPANT;

function draft(overrides: Partial<RegistrationDraft> = {}): RegistrationDraft {
  return { ...createInitialDraft(), ...participant, ...overrides };
}

const completeStudent = (overrides: Partial<StudentDraft> = {}): StudentDraft => ({
  ...emptyStudent(),
  name: 'Ravi',
  idNumber: 'CS21B001',
  idCard: card,
  ...overrides,
});

describe('checkStep', () => {
  it('lets a step with no problem through', () => {
    expect(checkStep('participant', draft())).toBeNull();
    expect(checkStep('summary', createInitialDraft())).toBeNull();
  });

  it('names every missing or repeated paper ID at its own field, the spec’s message above them', () => {
    const author: RegistrationDraft['registrationTier'] = TIERS.find((tier) => tier.kind === 'author')?.id ?? '';
    const tier = { registrationTier: author, numPapers: 4 };
    expect(checkStep('papers', draft({ ...tier, paperIds: ['', '7', '', '9'] }))).toEqual({
      message: PAPER_IDS_REQUIRED,
      problems: [
        { path: 'paperIds.0', message: PAPER_IDS_REQUIRED },
        { path: 'paperIds.2', message: PAPER_IDS_REQUIRED },
      ],
    });
    expect(checkStep('papers', draft({ ...tier, paperIds: ['7', '8', '7 ', ' 8'] }))?.problems).toEqual([
      { path: 'paperIds.2', message: paperIdRepeated(3, 1) },
      { path: 'paperIds.3', message: paperIdRepeated(4, 2) },
    ]);
  });

  it('gives every problem of the participant step, the spec’s message above them', () => {
    const check = checkStep(
      'participant',
      draft({ firstName: '', gender: '', mobile: '12345', verifyEmail: 'other@example.org' }),
    );
    expect(check?.message).toBe('Please fill all required fields in Participant Details.');
    expect(check?.problems).toEqual([
      { path: 'firstName', message: 'Please fill in this field.' },
      { path: 'gender', message: 'Please choose one of the options.' },
      { path: 'verifyEmail', message: 'Email addresses do not match.' },
      {
        path: 'mobile',
        message:
          'Please enter a 10-digit mobile number, e.g. 98765 43210, or the number in international format with country code.',
      },
    ]);
  });

  it('says the mismatch above the fields when nothing is missing', () => {
    const check = checkStep('participant', draft({ verifyEmail: 'other@example.org' }));
    expect(check).toEqual({
      message: 'Email addresses do not match.',
      problems: [{ path: 'verifyEmail', message: 'Email addresses do not match.' }],
    });
  });

  it('names each field once, with its first problem', () => {
    const check = checkStep('participant', draft({ email: 'x'.repeat(300), verifyEmail: 'x'.repeat(300) }));
    expect(check?.problems).toEqual([{ path: 'email', message: 'Please enter a valid email address.' }]);
  });

  it('checks the group’s students even while the institute is missing, each of their fields in error', () => {
    const students = [completeStudent(), { ...emptyStudent(), name: 'Mira' }, completeStudent(), completeStudent()];
    students.push(completeStudent({ hasIeee: true, ieeeStatus: 'unvalidated' }));
    const check = checkStep('group', draft({ instituteName: ' ', students }));
    expect(check?.message).toBe('Please enter the Institute Name');
    expect(check?.problems).toEqual([
      { path: 'instituteName', message: 'Please enter the Institute Name' },
      { path: 'students.1.idNumber', message: 'Please complete all required fields for Student 2' },
      { path: 'students.1.idCard', message: 'Please complete all required fields for Student 2' },
      { path: 'students.4.ieeeNumber', message: 'Please enter IEEE number for Student 5' },
    ]);
  });

  it('gives validateStep its message', () => {
    expect(validateStep('participant', createInitialDraft())).toBe(
      'Please fill all required fields in Participant Details.',
    );
    for (const { id } of TIERS) expect(validateStep('tier', draft({ registrationTier: id }))).toBeNull();
  });
});

describe('completeStudents', () => {
  it('marks the students whose details are all there and valid', () => {
    const students = [
      completeStudent(),
      { ...emptyStudent(), name: 'Mira' },
      completeStudent({ hasIeee: true, ieeeNumber: '90000001', ieeeStatus: 'validated' }),
      completeStudent({ hasIeee: true, ieeeNumber: '90000002', ieeeStatus: 'unvalidated' }),
      completeStudent({ idCard: { name: 'id.png', type: 'image/png', size: 10 } }),
    ];
    expect(completeStudents(draft({ instituteName: '', students }))).toEqual([true, false, true, false, false]);
  });

  it('counts a student repeating another’s IEEE number as not complete', () => {
    const validated = { hasIeee: true, ieeeNumber: '90000001', ieeeStatus: 'validated' } as const;
    const students = [completeStudent(validated), completeStudent(validated), completeStudent(), completeStudent()];
    students.push(completeStudent());
    expect(completeStudents(draft({ instituteName: 'IIT Dharwad', students }))).toEqual([
      true,
      false,
      true,
      true,
      true,
    ]);
  });
});
