// Whether the wizard may leave a step: the step's own schema over the draft, first message wins.
// Kept apart from registration-schema so that the schemas, the draft and the steps do not import
// one another in a circle.
import type { z } from 'zod';
import { groupStepSchema } from './group-schema';
import { participantSchema } from './participant-schema';
import type { RegistrationDraft } from './registration-draft';
import { firstError, ieeeStepSchema, papersStepSchema, tierStepSchema } from './registration-schema';
import type { StepId } from './steps';

const STEP_SCHEMAS: Record<Exclude<StepId, 'summary'>, z.ZodType> = {
  participant: participantSchema,
  tier: tierStepSchema,
  ieee: ieeeStepSchema,
  papers: papersStepSchema,
  group: groupStepSchema,
};

/** The message to show before leaving a wizard step, or null when Next may proceed. */
export function validateStep(stepId: StepId, draft: RegistrationDraft): string | null {
  if (stepId === 'summary') return null;
  return firstError(STEP_SCHEMAS[stepId].safeParse(draft));
}
