import { describe, expect, it } from 'vitest';
import { TAX } from './conference';
import { formatPaise, paiseOfRupees, splitInclusiveTotal, type TaxKind, type TaxSplit } from './gst';
import { computeTotal, EARLY_BIRD_CUTOFF } from './pricing';
import { isGroupTier, MAX_GROUP_STUDENTS, MAX_PAPERS, MIN_GROUP_STUDENTS, TIERS } from './tiers';
import { venueInstant } from './venue-time';

const KINDS: TaxKind[] = ['intra-state', 'inter-state'];

/** The invariants below as one test, for the loops over hundreds of thousands of totals. */
function lawful({ total, taxable, cgst, sgst, igst, ratePercent, kind }: TaxSplit): boolean {
  const parts = [taxable, cgst, sgst, igst].every((part) => Number.isInteger(part) && part >= 0);
  const near = (value: number, exact: number) => Math.abs(value - exact) <= 1;
  const taxes =
    kind === 'intra-state'
      ? igst === 0 && cgst === sgst && near(cgst, (taxable * ratePercent) / 200)
      : cgst + sgst === 0 && near(igst, (taxable * ratePercent) / 100);
  return parts && taxable + cgst + sgst + igst === total && near(taxable, (total * 100) / (100 + ratePercent)) && taxes;
}

/** The invariants every split keeps: exact to the paisa, each part as near the rate as a paisa allows. */
function expectLawful(split: TaxSplit) {
  const { total, taxable, cgst, sgst, igst, ratePercent, kind } = split;
  for (const part of [taxable, cgst, sgst, igst]) {
    expect(Number.isInteger(part) && part >= 0, `${part} of ${total}`).toBe(true);
  }
  expect(taxable + cgst + sgst + igst).toBe(total);
  // The taxable value is the total without the tax, to within a paisa.
  expect(Math.abs(taxable - (total * 100) / (100 + ratePercent))).toBeLessThanOrEqual(1);
  if (kind === 'intra-state') {
    expect(igst).toBe(0);
    expect(cgst).toBe(sgst);
    // Each is half the rate on the taxable value, to within a paisa.
    expect(Math.abs(cgst - (taxable * ratePercent) / 200)).toBeLessThanOrEqual(1);
  } else {
    expect(cgst + sgst).toBe(0);
    expect(Math.abs(igst - (taxable * ratePercent) / 100)).toBeLessThanOrEqual(1);
  }
}

describe('a GST-inclusive total split into the taxable value and its taxes', () => {
  it.each(KINDS)('holds, %s, for every whole-rupee total up to ₹4,00,000 at the edition’s rate', (kind) => {
    for (let rupees = 0; rupees <= 400_000; rupees += 1) {
      const split = splitInclusiveTotal(paiseOfRupees(rupees), TAX.ratePercent, kind);
      // expect() per case costs too much at this count: the first unlawful split fails with its details.
      if (!lawful(split)) expectLawful(split);
    }
    expectLawful(splitInclusiveTotal(paiseOfRupees(400_000), TAX.ratePercent, kind));
  });

  it.each(KINDS)('holds, %s, for every amount in paise up to ₹2,000 and for the usual GST rates', (kind) => {
    for (const rate of [0, 5, 12, 18, 28]) {
      for (let paise = 0; paise <= 200_000; paise += 1) {
        const split = splitInclusiveTotal(paise, rate, kind);
        if (!lawful(split)) expectLawful(split);
      }
    }
  });

  it('holds for every tier, paper count and group size the edition prices, early bird and after', () => {
    const days = [EARLY_BIRD_CUTOFF, '2099-01-01'].map((day) => venueInstant(day, 9));
    for (const now of days) {
      for (const tier of TIERS) {
        const inputs = isGroupTier(tier)
          ? Array.from({ length: MAX_GROUP_STUDENTS - MIN_GROUP_STUDENTS + 1 }, (_, extra) =>
              Array.from({ length: MIN_GROUP_STUDENTS + extra }, (__, index) => ({ ieeeValidated: index % 2 === 0 })),
            ).map((students) => ({ registrationTier: tier.id, students }))
          : Array.from({ length: MAX_PAPERS }, (_, index) => ({ registrationTier: tier.id, numPapers: index + 1 }));
        for (const input of inputs) {
          const { total } = computeTotal(input, now);
          for (const kind of KINDS) expectLawful(splitInclusiveTotal(paiseOfRupees(total), TAX.ratePercent, kind));
        }
      }
    }
  });

  it('refuses what is no amount or no rate', () => {
    expect(() => splitInclusiveTotal(-1, 18, 'intra-state')).toThrow(RangeError);
    expect(() => splitInclusiveTotal(1.5, 18, 'intra-state')).toThrow(RangeError);
    expect(() => splitInclusiveTotal(100, 101, 'inter-state')).toThrow(RangeError);
  });
});

describe('amounts in figures', () => {
  it('group rupees as Indian accounts do, with paise', () => {
    expect(formatPaise(0)).toBe('0.00');
    expect(formatPaise(5)).toBe('0.05');
    expect(formatPaise(710_000)).toBe('7,100.00');
    expect(formatPaise(23_456_789)).toBe('2,34,567.89');
    expect(formatPaise(3_540_000_000)).toBe('3,54,00,000.00');
  });
});
