import type { StudentDraft } from './group-schema';
import { paysIeeeRate } from './student-ieee';
import { applicableBilling } from './billing-place';
import type { Participant } from './participant-schema';
import { computeTotal } from './pricing';
import type { Total } from './pricing';
import { MAX_GROUP_STUDENTS, MAX_PAPERS, MIN_GROUP_STUDENTS, MIN_PAPERS, nonIeeeTierFor } from './tiers';
import type { TierId } from './tiers';
import type { FileRef } from './uploads';

// The wizard's state before validation: every field exists from the start, empty. Nothing here
// builds a zod schema (the types are erased), so the wizard draws its form before any schema loads.

export type ParticipantDraft = Record<keyof Participant, string>;

export interface RegistrationDraft extends ParticipantDraft {
  registrationTier: TierId | '';
  ieeeNumber: string;
  ieeeCert: FileRef | null;
  numPapers: number;
  paperIds: string[];
  instituteName: string;
  numStudents: number;
  students: StudentDraft[];
  /** "Invoice to my institution": the billing fields below count only while it is ticked. */
  billingWanted: boolean;
  billingName: string;
  billingAddress: string;
  /** The GST code of the billing address's state or union territory (domain/gstin.ts), or "96" abroad. */
  billingStateCode: string;
  billingGstin: string;
  /** Outside India: the country's ISO 3166 code. */
  billingCountry: string;
  /** An SEZ unit or developer. */
  billingSez: boolean;
}

/** The draft's billing fields, by the field of the billing details (domain/billing.ts) each holds. */
export const BILLING_DRAFT_FIELDS = {
  name: 'billingName',
  address: 'billingAddress',
  stateCode: 'billingStateCode',
  gstin: 'billingGstin',
  country: 'billingCountry',
  sez: 'billingSez',
} as const satisfies Record<string, keyof RegistrationDraft>;

/** The billing details as typed, for the domain's billing schema; undefined while not asked for. */
export function billingInputOf(draft: RegistrationDraft) {
  if (!draft.billingWanted) return undefined;
  return applicableBilling({
    name: draft.billingName,
    address: draft.billingAddress,
    stateCode: draft.billingStateCode,
    gstin: draft.billingGstin,
    country: draft.billingCountry,
    sez: draft.billingSez,
  });
}

// Factories rather than shared constants, so no two drafts ever share an array.

export function emptyStudent(): StudentDraft {
  return {
    name: '',
    idNumber: '',
    idCard: null,
    hasIeee: false,
    ieeeNumber: '',
    ieeeStatus: 'none',
    ieeeCert: null,
  };
}

export function initialParticipant(): ParticipantDraft {
  return {
    title: '',
    firstName: '',
    lastName: '',
    organization: '',
    nationalId: '',
    address: '',
    city: '',
    state: '',
    country: '',
    postcode: '',
    mobile: '',
    gender: '',
    email: '',
    verifyEmail: '',
  };
}

export function initialIeeeFields(): Pick<RegistrationDraft, 'ieeeNumber' | 'ieeeCert'> {
  return { ieeeNumber: '', ieeeCert: null };
}

// Counts start at their minimum because the inputs cannot go below it (docs/rules.md, "The wizard's steps").
export function initialPaperFields(): Pick<RegistrationDraft, 'numPapers' | 'paperIds'> {
  return { numPapers: MIN_PAPERS, paperIds: Array.from({ length: MIN_PAPERS }, () => '') };
}

export function initialGroupFields(): Pick<RegistrationDraft, 'instituteName' | 'numStudents' | 'students'> {
  return {
    instituteName: '',
    numStudents: MIN_GROUP_STUDENTS,
    students: Array.from({ length: MIN_GROUP_STUDENTS }, emptyStudent),
  };
}

export function initialBillingFields(): Pick<
  RegistrationDraft,
  'billingWanted' | (typeof BILLING_DRAFT_FIELDS)[keyof typeof BILLING_DRAFT_FIELDS]
> {
  return {
    billingWanted: false,
    billingName: '',
    billingAddress: '',
    billingStateCode: '',
    billingGstin: '',
    billingCountry: '',
    billingSez: false,
  };
}

export function createInitialDraft(): RegistrationDraft {
  return {
    ...initialParticipant(),
    registrationTier: '',
    ...initialIeeeFields(),
    ...initialPaperFields(),
    ...initialGroupFields(),
    ...initialBillingFields(),
  };
}

function clampCount(count: number, min: number, max: number): number {
  return Number.isFinite(count) ? Math.min(max, Math.max(min, Math.trunc(count))) : min;
}

/** Sets the number of papers within its limits, keeping one Paper ID field per paper. */
export function withPaperCount<T extends RegistrationDraft>(draft: T, count: number): T {
  const numPapers = clampCount(count, MIN_PAPERS, MAX_PAPERS);
  const paperIds = Array.from({ length: numPapers }, (_, index) => draft.paperIds[index] ?? '');
  return { ...draft, numPapers, paperIds };
}

/** Sets the group size within its limits, keeping the details of students that remain. */
export function withStudentCount<T extends RegistrationDraft>(draft: T, count: number): T {
  const numStudents = clampCount(count, MIN_GROUP_STUDENTS, MAX_GROUP_STUDENTS);
  const students = Array.from({ length: numStudents }, (_, index) => draft.students[index] ?? emptyStudent());
  return { ...draft, numStudents, students };
}

/** A group's institute, until one is typed, is the participant's organisation: usually it is the same. */
export function withInstituteFromOrganization<T extends RegistrationDraft>(draft: T): T {
  if (draft.instituteName.trim() !== '') return draft;
  return { ...draft, instituteName: draft.organization.trim() };
}

/**
 * Moves a registrant whose IEEE membership was not found to the non-IEEE tier of the same
 * kind, keeping everything typed (participant details, papers). The IEEE number and
 * certificate go, as choosing that tier on the tier step clears them (applyTierChange):
 * both tiers share every other part. A draft on any other tier is returned as it is.
 */
export function withNonIeeeTier<T extends RegistrationDraft>(draft: T): T {
  const target = nonIeeeTierFor(draft.registrationTier);
  if (!target) return draft;
  return { ...draft, registrationTier: target.id, ...initialIeeeFields() };
}

function requireTier(draft: RegistrationDraft): TierId {
  if (draft.registrationTier === '') throw new Error('No registration tier has been chosen.');
  return draft.registrationTier;
}

/** The amount payable for the draft at the given instant. */
export function draftTotal(draft: RegistrationDraft, now: Date): Total {
  return computeTotal(
    {
      registrationTier: requireTier(draft),
      numPapers: draft.numPapers,
      students: draft.students.map((student) => ({ ieeeValidated: paysIeeeRate(student) })),
    },
    now,
  );
}
