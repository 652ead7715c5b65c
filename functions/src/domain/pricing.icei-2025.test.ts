// The 2025 fee table and cutoff (editions/icei-2025/edition.ts), at the instants India's clock puts them; the
// rules are in pricing.each-edition.test.ts.
import { describe, it, expect } from 'vitest';
import { EARLY_BIRD_CUTOFF, computeTotal, formatInr, pricingPeriod, unitPrice } from './pricing';
import type { IndividualTierId } from './tiers';

const EARLY = new Date('2025-10-01T06:00:00Z');
const NORMAL = new Date('2025-11-05T06:00:00Z');

describe('pricing period of ICEI 2025', () => {
  it('uses 31 October 2025 in India as the last early-bird day', () => {
    expect(EARLY_BIRD_CUTOFF).toBe('2025-10-31');
  });

  it('is early bird at 23:59:59 on 31 October in India (18:29:59 UTC)', () => {
    expect(pricingPeriod(new Date('2025-10-31T18:29:59Z'))).toBe('early-bird');
  });

  it('is normal from midnight on 1 November in India (18:30:00 UTC on 31 October)', () => {
    expect(pricingPeriod(new Date('2025-10-31T18:30:00Z'))).toBe('normal');
  });

  it('is early bird well before the cutoff and normal well after it', () => {
    expect(pricingPeriod(EARLY)).toBe('early-bird');
    expect(pricingPeriod(NORMAL)).toBe('normal');
    expect(pricingPeriod(new Date('2026-01-01T00:00:00Z'))).toBe('normal');
  });
});

describe('unit prices from the spec’s fee table', () => {
  const feeTable: [IndividualTierId, number, number][] = [
    ['author-presenter-ieee', 14160, 15500],
    ['author-presenter-non-ieee', 15500, 16600],
    ['industry-ieee', 7100, 8300],
    ['industry-non-ieee', 8300, 9500],
    ['academia-ieee', 6000, 7100],
    ['academia-non-ieee', 7100, 8300],
    ['student-ieee', 2500, 2500],
    ['student-non-ieee', 3600, 3600],
  ];

  it.each(feeTable)('%s costs ₹%i early bird and ₹%i normal', (tier, earlyBird, normal) => {
    expect(unitPrice(tier, EARLY)).toBe(earlyBird);
    expect(unitPrice(tier, NORMAL)).toBe(normal);
  });

  it('prices a group student at 2,125 with a validated IEEE number and 3,060 without, in both periods', () => {
    for (const now of [EARLY, NORMAL]) {
      const total = computeTotal(
        { registrationTier: 'group-student', students: [{ ieeeValidated: true }, { ieeeValidated: false }] },
        now,
      );
      expect(total.lines.map((line) => line.unitPrice)).toEqual([2125, 3060]);
    }
  });

  it('shows the IEEE author’s early-bird fee as ₹14,160', () => {
    expect(formatInr(unitPrice('author-presenter-ieee', EARLY))).toBe('₹14,160');
  });
});

describe('computeTotal with the 2025 fees', () => {
  it('charges an author the unit price times the number of papers', () => {
    expect(computeTotal({ registrationTier: 'author-presenter-ieee', numPapers: 3 }, EARLY)).toEqual({
      period: 'early-bird',
      currency: 'INR',
      lines: [{ label: 'Paper registration', quantity: 3, unitPrice: 14160, amount: 42480 }],
      total: 42480,
    });
  });

  it('applies the normal author price after the cutoff', () => {
    const total = computeTotal({ registrationTier: 'author-presenter-non-ieee', numPapers: 2 }, NORMAL);
    expect(total.period).toBe('normal');
    expect(total.total).toBe(2 * 16600);
  });

  it('charges a group of 5 with 2 validated IEEE numbers 2 × 2,125 + 3 × 3,060', () => {
    const students = [true, false, true, false, false].map((ieeeValidated) => ({ ieeeValidated }));
    const total = computeTotal({ registrationTier: 'group-student', students }, EARLY);
    expect(total.total).toBe(2 * 2125 + 3 * 3060);
    expect(total.lines).toEqual([
      { label: 'Student 1 (IEEE member)', quantity: 1, unitPrice: 2125, amount: 2125 },
      { label: 'Student 2 (non-IEEE)', quantity: 1, unitPrice: 3060, amount: 3060 },
      { label: 'Student 3 (IEEE member)', quantity: 1, unitPrice: 2125, amount: 2125 },
      { label: 'Student 4 (non-IEEE)', quantity: 1, unitPrice: 3060, amount: 3060 },
      { label: 'Student 5 (non-IEEE)', quantity: 1, unitPrice: 3060, amount: 3060 },
    ]);
  });

  it('charges other tiers one registration at the tier price, ignoring papers', () => {
    expect(computeTotal({ registrationTier: 'industry-ieee', numPapers: 4 }, NORMAL)).toEqual({
      period: 'normal',
      currency: 'INR',
      lines: [{ label: 'Industry Attendee (IEEE Member)', quantity: 1, unitPrice: 8300, amount: 8300 }],
      total: 8300,
    });
  });
});
