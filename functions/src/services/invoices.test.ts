import { describe, expect, it } from 'vitest';
import { INVOICING_DEMO_SUPPLIER } from '../domain/messages';
import { TEST_FACTS } from '../../../tests/support/invoicing';
import { invoicingOf } from './invoices';

describe("the edition's invoicing, as the functions take it", () => {
  it("issues with the demo supplier's facts in a demo project only", () => {
    const demo = { ...TEST_FACTS, demo: true };
    expect(invoicingOf(demo, 'demo-icei2025')).toMatchObject({ ready: true, facts: { demo: true } });
    expect(invoicingOf(demo, 'icei2025-live')).toEqual({ ready: false, problem: INVOICING_DEMO_SUPPLIER });
  });

  it("issues with the host's own facts in any project", () => {
    expect(invoicingOf(TEST_FACTS, 'icei2025-live')).toMatchObject({ ready: true, facts: { demo: false } });
  });
});
