import { describe, expect, it } from 'vitest';
import { invoicingFactsOf } from '../../functions/src/domain/invoice';
import edition from '../../functions/src/domain/edition.selected';
import { TEST_FACTS } from '../../tests/support/invoicing';
import { invoicingProblems, invoicingSummary } from './invoicing';

const FILE = 'editions/some-edition/edition.ts';
// A conference in November 2025: financial year 2025-26.
const EVENT_DAY = '2025-11-07';
const LUT = { arn: 'AD290425000123Q', financialYear: '2025-26' };
const FACTS = { ...TEST_FACTS, lut: [LUT] };

describe("the deploy check's invoicing line", () => {
  it('refuses an edition without invoicing facts, naming its file and every fact missing', () => {
    const missing = invoicingFactsOf(undefined);
    if (missing.complete) throw new Error('no facts cannot be complete');
    const [problem = ''] = invoicingProblems(undefined, FILE, EVENT_DAY);
    expect(problem.startsWith(`${FILE}: invoicing lacks `)).toBe(true);
    for (const fact of missing.missing) expect(problem).toContain(fact);
    expect(invoicingSummary(undefined)).toBeNull();
  });

  it('names the one fact still missing', () => {
    const { signatory: _signatory, ...withoutSignatory } = FACTS;
    const problems = invoicingProblems(withoutSignatory, FILE, EVENT_DAY);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('lacks the signatory:');
  });

  it("refuses the demo supplier's facts, complete as they are, for a real project", () => {
    const problems = invoicingProblems({ ...FACTS, demo: true }, FILE, EVENT_DAY);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${FILE}: invoicing is the demo supplier's`);
    expect(problems[0]).toContain('remove demo: true');
  });

  it("refuses the demo supplier's facts with demo: true taken out, as a copied edition may have them", () => {
    // The default edition's own demo facts: what a copy of it starts with.
    const { demo, ...copied } = edition.invoicing ?? {};
    if (!demo) throw new Error('The edition under test invoices as no demo supplier.');
    const problems = invoicingProblems(copied, FILE, EVENT_DAY);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${FILE}: invoicing still holds the demo supplier's facts without demo: true`);
    expect(problems[0]).toContain(`supplier.name '${copied.supplier?.name}'`);
    // A real supplier whose name holds neither word passes.
    expect(
      invoicingProblems({ ...FACTS, supplier: { ...FACTS.supplier, name: 'Demography Institute' } }, FILE, EVENT_DAY),
    ).toEqual([]);
  });

  it('passes complete facts, and says who issues the invoices and how zero-rated supplies go', () => {
    expect(invoicingProblems(FACTS, FILE, EVENT_DAY)).toEqual([]);
    expect(invoicingSummary(FACTS)).toContain(`GSTIN ${TEST_FACTS.supplier.gstin}`);
    expect(invoicingSummary(FACTS)).toContain(`LUT ${LUT.arn} (2025-26)`);
    expect(invoicingProblems({ ...FACTS, lut: [] }, FILE, EVENT_DAY)).toEqual([]);
    expect(invoicingSummary({ ...FACTS, lut: [] })).toContain('zero-rated supplies with IGST');
  });

  it('asks how zero-rated supplies are invoiced until told, and for the LUT of the conference’s year', () => {
    const [silent = '', ...others] = invoicingProblems(TEST_FACTS, FILE, EVENT_DAY);
    expect(others).toEqual([]);
    expect(silent).toContain(`${FILE}: invoicing does not say how zero-rated supplies`);
    expect(silent).toContain("financialYear: '2025-26'");
    const lastYear = invoicingProblems({ ...FACTS, lut: [{ ...LUT, financialYear: '2024-25' }] }, FILE, EVENT_DAY);
    expect(lastYear).toHaveLength(1);
    expect(lastYear[0]).toContain('covers 2024-25, not 2025-26');
    // A conference in March is in the year before the one starting in April.
    expect(invoicingProblems(FACTS, FILE, '2026-03-20')).toEqual([]);
    expect(invoicingProblems(FACTS, FILE, '2026-04-02')[0]).toContain('not 2026-27');
  });
});
