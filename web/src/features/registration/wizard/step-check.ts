// Next's check of a step, with the domain's schemas: part of the validation chunk (wizard-validation.ts).
import type { RegistrationDraft } from '@domain/registration-draft';
import { checkStep } from '@domain/step-validation';
import type { StepId } from '@domain/steps';
import { byFormOrder } from './field-names';
import type { StepIssue } from './step-issue';

/** What keeps the registrant on a step, with its fields in the order of the form; null when Next may go on. */
export function stepIssue(stepId: StepId, draft: RegistrationDraft): StepIssue | null {
  const check = checkStep(stepId, draft);
  if (!check) return null;
  return { message: check.message, problems: [...check.problems].sort((a, b) => byFormOrder(a.path, b.path)) };
}
