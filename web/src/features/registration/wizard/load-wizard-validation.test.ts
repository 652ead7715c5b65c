import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import { PARTICIPANT_REQUIRED } from '@domain/messages';
import { createInitialDraft } from '@domain/registration-draft';
import { withEvalForbidden } from '../forbid-eval.test-support';
import { wizardValidation } from './load-wizard-validation';

const evals = withEvalForbidden();

describe("the wizard's validation chunk", () => {
  it('builds and runs its schemas without eval', async () => {
    // Nothing in this file has built a schema or configured zod before the chunk loads.
    expect(config().jitless).toBeUndefined();
    const validation = await wizardValidation.load();
    expect(validation.stepIssue('participant', createInitialDraft())?.message).toBe(PARTICIPANT_REQUIRED);
    expect(validation.restoreWizard('{}')).toBeNull();
    expect(evals.attempts()).toBe(0);
    expect(wizardValidation.loaded()).toBe(validation);
  });
});
