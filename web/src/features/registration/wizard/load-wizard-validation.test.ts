import { describe, expect, it, vi } from 'vitest';
import { PARTICIPANT_REQUIRED } from '@domain/messages';
import { createInitialDraft } from '@domain/registration-draft';
import { withEvalForbidden } from '@domain/forbid-eval.test-support';

const evals = withEvalForbidden();

describe("the wizard's validation chunk", () => {
  // The chunk brings views too (docs/decisions/0012): importing it afresh transforms them, over a
  // third of the default 5 s on a loaded machine (docs/development.md, "Timeouts and why").
  it('builds and runs its schemas without eval', { timeout: 15_000 }, async () => {
    // Test files share their worker's modules: load zod and the chunk afresh, as a page does.
    vi.resetModules();
    const { wizardValidation } = await import('./load-wizard-validation');
    const validation = await wizardValidation.load();
    expect(validation.stepIssue('participant', createInitialDraft())?.message).toBe(PARTICIPANT_REQUIRED);
    expect(validation.restoreWizard('{}')).toBeNull();
    expect(evals.attempts()).toBe(0);
    expect(wizardValidation.loaded()).toBe(validation);
  });
});
