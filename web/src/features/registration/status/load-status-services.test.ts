import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import { PAYMENT_PROOF_REQUIRED } from '@domain/messages';
import { withEvalForbidden } from '../forbid-eval.test-support';
import { statusServices } from './load-status-services';

const evals = withEvalForbidden();

describe("the status page's services chunk", () => {
  it('builds and runs its schemas without eval', async () => {
    // Nothing in this file has built a schema or configured zod before the chunk loads.
    expect(config().jitless).toBeUndefined();
    const services = await statusServices.load();
    expect(services.proofErrors('ICEI25-ABCD-EFGH-JKMNP', '', null)).toEqual({
      form: PAYMENT_PROOF_REQUIRED,
      missingReference: true,
      missingReceipt: true,
    });
    expect(evals.attempts()).toBe(0);
  });
});
