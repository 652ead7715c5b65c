import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_PROOF_REQUIRED } from '@domain/messages';
import { withEvalForbidden } from '@domain/forbid-eval.test-support';

const evals = withEvalForbidden();

describe("the status page's services chunk", () => {
  // The chunk brings views too (docs/decisions/0012): importing it afresh transforms them, over a
  // third of the default 5 s on a loaded machine (docs/development.md, "Timeouts and why").
  it('builds and runs its schemas without eval', { timeout: 15_000 }, async () => {
    // Test files share their worker's modules: load zod and the chunk afresh, as a page does.
    vi.resetModules();
    const { statusServices } = await import('./load-status-services');
    const services = await statusServices.load();
    expect(services.proofErrors('ICEI25-ABCD-EFGH-JKMNP', '', null)).toEqual({
      form: PAYMENT_PROOF_REQUIRED,
      missingReference: true,
      missingReceipt: true,
    });
    expect(evals.attempts()).toBe(0);
  });
});
