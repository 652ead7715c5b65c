// Whether the wizard may leave a step, and every problem that keeps it there: the step's own
// schema over the draft. Kept apart from registration-schema so that the schemas, the draft and
// the steps do not import one another in a circle.
import type { z } from './zod';
import { groupStepSchema } from './group-schema';
import { CHOICE_REQUIRED, FIELD_REQUIRED, PARTICIPANT_REQUIRED } from './messages';
import { participantSchema } from './participant-schema';
import { billingDetailsSchema } from './billing';
import { BILLING_DRAFT_FIELDS, billingInputOf, type RegistrationDraft } from './registration-draft';
import { ieeeStepSchema, papersStepSchema, tierStepSchema } from './registration-schema';
import type { StepId } from './steps';

type CheckedStep = Exclude<StepId, 'summary'>;

const STEP_SCHEMAS: Record<CheckedStep, z.ZodType> = {
  participant: participantSchema,
  tier: tierStepSchema,
  ieee: ieeeStepSchema,
  papers: papersStepSchema,
  group: groupStepSchema,
};

export interface StepProblem {
  /** The field it is about as a dotted path ("email", "students.2.idCard"); '' for none in particular. */
  path: string;
  /** What is said beside that field. */
  message: string;
}

export interface StepCheck {
  /** The step's message, said above its fields: the first the schema finds, as the spec words it. */
  message: string;
  /** Every field in error, once each with its first problem, in the order the schema found them. */
  problems: StepProblem[];
}

// The participant step's one message for every missing field (docs/rules.md, "Messages") is said above the
// fields; beside each of them, a word on that field alone.
const CHOICE_FIELDS = new Set(['title', 'country', 'gender']);

function besideField(path: string, message: string): string {
  if (message !== PARTICIPANT_REQUIRED) return message;
  return CHOICE_FIELDS.has(path) ? CHOICE_REQUIRED : FIELD_REQUIRED;
}

// A placeholder that passes the group's header checks (name and count).
const VALID_INSTITUTE = 'Institute';

/** The billing details' problems, when asked for, each about the draft's own field. */
function billingIssuesOf(draft: RegistrationDraft): z.core.$ZodIssue[] {
  const billing = billingInputOf(draft);
  if (!billing) return [];
  const issues = billingDetailsSchema.safeParse(billing).error?.issues ?? [];
  return issues.map((issue) => {
    const field = issue.path[0] as keyof typeof BILLING_DRAFT_FIELDS;
    return { ...issue, path: [BILLING_DRAFT_FIELDS[field] ?? field] };
  });
}

function issuesOf(stepId: CheckedStep, draft: RegistrationDraft): z.core.$ZodIssue[] {
  // The institution to invoice is asked for below the participant's own details.
  if (stepId === 'participant') {
    return [...(STEP_SCHEMAS.participant.safeParse(draft).error?.issues ?? []), ...billingIssuesOf(draft)];
  }
  const result = STEP_SCHEMAS[stepId].safeParse(draft);
  if (result.success) return [];
  const issues = result.error.issues;
  if (stepId !== 'group' || issues.some((issue) => issue.path[0] === 'students')) return issues;
  // The group schema checks the students only once the institute and the count are valid; the
  // wizard shows every problem at once, so they are checked as if those were.
  const students = groupStepSchema.safeParse({
    ...draft,
    instituteName: VALID_INSTITUTE,
    numStudents: draft.students.length,
  });
  return [...issues, ...(students.error?.issues ?? [])];
}

/** Every problem of a wizard step, or null when Next may proceed. */
export function checkStep(stepId: StepId, draft: RegistrationDraft): StepCheck | null {
  if (stepId === 'summary') return null;
  const issues = issuesOf(stepId, draft);
  const first = issues[0];
  if (!first) return null;
  const problems = new Map<string, string>();
  for (const issue of issues) {
    const path = issue.path.join('.');
    if (!problems.has(path)) problems.set(path, besideField(path, issue.message));
  }
  return {
    message: first.message,
    problems: [...problems].map(([path, message]) => ({ path, message })),
  };
}

/** The message to show before leaving a wizard step, or null when Next may proceed. */
export function validateStep(stepId: StepId, draft: RegistrationDraft): string | null {
  return checkStep(stepId, draft)?.message ?? null;
}

/** For each student of the group, whether all of their details are complete and valid. */
export function completeStudents(draft: RegistrationDraft): boolean[] {
  const problems = checkStep('group', draft)?.problems ?? [];
  const incomplete = new Set(
    problems.filter(({ path }) => path.startsWith('students.')).map(({ path }) => Number(path.split('.')[1])),
  );
  return draft.students.map((_, index) => !incomplete.has(index));
}
