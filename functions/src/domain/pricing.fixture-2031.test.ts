// The fictional edition's cutoff and fees (editions/fixture-2031): prices follow its table, and
// its cutoff day ends at midnight in Berlin, not in India or at UTC.
import { describe, it, expect } from 'vitest';
import { EARLY_BIRD_CUTOFF, computeTotal, pricingPeriod, unitPrice } from './pricing';

describe('pricing of the fixture edition', () => {
  it('keeps early bird until 15 January 2031 inclusive', () => {
    expect(EARLY_BIRD_CUTOFF).toBe('2031-01-15');
  });

  it('is still early bird at midnight in India and at 23:59:59 in Berlin (22:59:59 UTC)', () => {
    expect(pricingPeriod(new Date('2031-01-15T18:30:00Z'))).toBe('early-bird');
    expect(pricingPeriod(new Date('2031-01-15T22:59:59Z'))).toBe('early-bird');
  });

  it('is normal from midnight on 16 January in Berlin (23:00 UTC, winter time)', () => {
    expect(pricingPeriod(new Date('2031-01-15T23:00:00Z'))).toBe('normal');
  });

  it('charges its own fees on either side of the cutoff', () => {
    const early = new Date('2031-01-15T12:00:00Z');
    const normal = new Date('2031-01-16T12:00:00Z');
    expect(computeTotal({ registrationTier: 'author-presenter-ieee', numPapers: 2 }, early).total).toBe(22000);
    expect(computeTotal({ registrationTier: 'author-presenter-ieee', numPapers: 2 }, normal).total).toBe(25000);
    expect([unitPrice('student-non-ieee', early), unitPrice('student-non-ieee', normal)]).toEqual([1800, 2200]);
  });

  it('charges a group of 5 with 2 validated IEEE numbers 2 × 1,500 + 3 × 1,900', () => {
    const students = [true, false, true, false, false].map((ieeeValidated) => ({ ieeeValidated }));
    expect(computeTotal({ registrationTier: 'group-student', students }, new Date('2031-02-01T12:00:00Z')).total).toBe(
      8700,
    );
  });

  it('refuses a tier of the spec that it does not offer', () => {
    expect(() => computeTotal({ registrationTier: 'industry-ieee' }, new Date('2031-01-10T12:00:00Z'))).toThrow(
      'Unknown registration tier: industry-ieee',
    );
  });
});
