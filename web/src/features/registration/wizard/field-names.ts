// What each of the wizard's fields is called on the page and the id of its control, by the dotted
// path the domain's step checks use ("email", "paperIds.1", "students.2.idCard"): the error
// summary names the fields in error and links to them with these.
import type { ParticipantDraft } from '@domain/registration-draft';
import { BILLING_FIELD_LABELS } from '../../../components/form/billing-labels';

/** The participant step's fields in the order of the form. */
export const PARTICIPANT_LABELS = {
  title: 'Title',
  firstName: 'First name',
  lastName: 'Last name',
  organization: 'Organization',
  nationalId: 'National ID',
  address: 'Address',
  city: 'City',
  state: 'State',
  country: 'Country',
  postcode: 'Postcode',
  mobile: 'Mobile',
  email: 'Email',
  verifyEmail: 'Re-enter email',
  gender: 'Gender',
} as const satisfies Record<keyof ParticipantDraft, string>;

/** "Invoice to my institution", below the participant's details, by the draft's fields. */
export const BILLING_LABELS = {
  billingName: BILLING_FIELD_LABELS.name,
  billingAddress: BILLING_FIELD_LABELS.address,
  billingStateCode: BILLING_FIELD_LABELS.stateCode,
  billingGstin: BILLING_FIELD_LABELS.gstin,
  billingCountry: BILLING_FIELD_LABELS.country,
  billingSez: BILLING_FIELD_LABELS.sez,
} as const;

const STEP_LABELS: Record<string, string> = {
  ...PARTICIPANT_LABELS,
  ...BILLING_LABELS,
  registrationTier: 'Registration tier',
  ieeeNumber: 'IEEE Member Number',
  ieeeCert: 'IEEE membership certificate',
  numPapers: 'Number of papers',
  instituteName: 'Institute name',
  numStudents: 'Number of students',
};

export const STUDENT_LABELS = {
  name: 'Name',
  idNumber: 'Institute ID number',
  idCard: 'ID card (PDF)',
  ieeeNumber: 'IEEE Member Number',
  ieeeCert: 'IEEE certificate',
} as const;

const isStudentField = (field: string | undefined): field is keyof typeof STUDENT_LABELS =>
  field !== undefined && field in STUDENT_LABELS;

/** The field's name as the error summary gives it, or null for a path that is no single field. */
export function fieldName(path: string): string | null {
  const [head, position, field] = path.split('.');
  const n = Number(position) + 1;
  if (head === 'paperIds' && position !== undefined && field === undefined) return `Paper ID ${n}`;
  if (head === 'students' && isStudentField(field)) return `Student ${n}: ${STUDENT_LABELS[field]}`;
  return position === undefined && head !== undefined ? (STEP_LABELS[head] ?? null) : null;
}

/** The id of the control that edits the field at `path`. */
export const fieldControlId = (path: string) => `wizard-${path.replace(/\./g, '-')}`;

// Fields in the order they appear: the step's own fields first, then each student's (or each
// paper's) in turn, each list in its order above.
const STEP_ORDER = Object.keys(STEP_LABELS);
const STUDENT_ORDER = Object.keys(STUDENT_LABELS);

function sortKey(path: string): [number, number] {
  const [head = '', position, field = ''] = path.split('.');
  if (position === undefined) return [-1, STEP_ORDER.indexOf(head)];
  return [Number(position), STUDENT_ORDER.indexOf(field)];
}

/** Compares two paths by where their fields appear on the page. */
export function byFormOrder(a: string, b: string): number {
  const [rowA, columnA] = sortKey(a);
  const [rowB, columnB] = sortKey(b);
  return rowA - rowB || columnA - columnB;
}
