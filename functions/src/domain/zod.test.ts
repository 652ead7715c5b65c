import { describe, expect, it, vi } from 'vitest';
import { withEvalForbidden } from './forbid-eval.test-support';

const evals = withEvalForbidden();

describe("the domain's zod", () => {
  it('builds and runs object schemas without trying eval, which the site’s CSP forbids', async () => {
    // Test files share their worker's modules: load zod and this module afresh, as a page does
    // (docs/decisions/0001-test-files-share-modules.md).
    vi.resetModules();
    const { z } = await import('./zod');
    const schema = z.object({ name: z.string().min(1), papers: z.array(z.object({ id: z.string() })) });
    expect(schema.safeParse({ name: 'A', papers: [{ id: 'P1' }] }).success).toBe(true);
    expect(schema.safeParse({ name: '', papers: [] }).success).toBe(false);
    expect(evals.attempts()).toBe(0);
  });
});
