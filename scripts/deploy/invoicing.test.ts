import { describe, expect, it } from 'vitest';
import { invoicingFactsOf } from '../../functions/src/domain/invoice';
import { TEST_FACTS } from '../../tests/support/invoicing';
import { invoicingProblems, invoicingSummary } from './invoicing';

const FILE = 'editions/some-edition/edition.ts';

describe("the deploy check's invoicing line", () => {
  it('refuses an edition without invoicing facts, naming its file and every fact missing', () => {
    const missing = invoicingFactsOf(undefined);
    if (missing.complete) throw new Error('no facts cannot be complete');
    const [problem = ''] = invoicingProblems(undefined, FILE);
    expect(problem.startsWith(`${FILE}: invoicing lacks `)).toBe(true);
    for (const fact of missing.missing) expect(problem).toContain(fact);
    expect(invoicingSummary(undefined)).toBeNull();
  });

  it('names the one fact still missing', () => {
    const { signatory: _signatory, ...withoutSignatory } = TEST_FACTS;
    const problems = invoicingProblems(withoutSignatory, FILE);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('lacks the signatory:');
  });

  it("refuses the demo supplier's facts, complete as they are, for a real project", () => {
    const problems = invoicingProblems({ ...TEST_FACTS, demo: true }, FILE);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${FILE}: invoicing is the demo supplier's`);
    expect(problems[0]).toContain('remove demo: true');
  });

  it('passes complete facts, and says who issues the invoices', () => {
    expect(invoicingProblems(TEST_FACTS, FILE)).toEqual([]);
    expect(invoicingSummary(TEST_FACTS)).toContain(`GSTIN ${TEST_FACTS.supplier.gstin}`);
  });
});
