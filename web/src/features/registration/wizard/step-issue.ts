// Where a step's message belongs. The domain's validateStep decides what the registrant reads;
// the step schemas' issue paths only tell the page which fields the message is about.
import type { z } from 'zod';
import { groupStepSchema } from '@domain/group-schema';
import { participantSchema } from '@domain/participant-schema';
import type { RegistrationDraft } from '@domain/registration-draft';
import { ieeeStepSchema, papersStepSchema, tierStepSchema } from '@domain/registration-schema';
import { validateStep } from '@domain/step-validation';
import type { StepId } from '@domain/steps';

export interface StepIssue {
  message: string;
  /** Dotted paths of the fields the message is about, e.g. "email", "students.2.idCard". */
  fields: ReadonlySet<string>;
}

const LOCATORS: Record<Exclude<StepId, 'summary'>, z.ZodType> = {
  participant: participantSchema,
  tier: tierStepSchema,
  ieee: ieeeStepSchema,
  papers: papersStepSchema,
  group: groupStepSchema,
};

export function stepIssue(stepId: StepId, draft: RegistrationDraft): StepIssue | null {
  const message = validateStep(stepId, draft);
  if (message === null || stepId === 'summary') return null;
  const result = LOCATORS[stepId].safeParse(draft);
  const paths = result.success
    ? []
    : result.error.issues.filter((issue) => issue.message === message).map((issue) => issue.path.join('.'));
  return { message, fields: new Set(paths.filter(Boolean)) };
}

/** A message at the field itself when it is about that field alone. */
export function fieldMessage(issue: StepIssue | null, field: string): string | null {
  return issue && issue.fields.size === 1 && issue.fields.has(field) ? issue.message : null;
}

/** The message for the step as a whole when it is about several fields, or none in particular. */
export function stepMessage(issue: StepIssue | null): string | null {
  return issue && issue.fields.size !== 1 ? issue.message : null;
}

export function isFlagged(issue: StepIssue | null, field: string): boolean {
  return issue?.fields.has(field) ?? false;
}

/** A standalone message (e.g. an IEEE check's answer) as an issue about one field. */
export function issueAbout(field: string, message: string): StepIssue {
  return { message, fields: new Set([field]) };
}
