// Wizard drafts for the domain's tests (not bundled: only tests import it): a participant who
// filled in the first step, and students of a group with their ID cards attached.
import type { StudentDraft } from './group-schema';
import { createInitialDraft, emptyStudent, type RegistrationDraft } from './registration-draft';
import { PARTICIPANT } from './test-participant';

export const pdf = { name: 'doc.pdf', type: 'application/pdf', size: 1000 };

export function participantDraft(): RegistrationDraft {
  return { ...createInitialDraft(), ...PARTICIPANT, title: 'Ms' };
}

export const student = (overrides: Partial<StudentDraft> = {}): StudentDraft => ({
  ...emptyStudent(),
  name: 'Ravi',
  idNumber: 'CS21B001',
  idCard: pdf,
  ...overrides,
});

export const validatedStudent = (ieeeNumber: string) => student({ hasIeee: true, ieeeNumber, ieeeStatus: 'validated' });
