import { describe, expect, it } from 'vitest';
import { splitInclusiveTotal } from './gst';
import { isSponsorId, priceWithTaxPaise, sponsorIdOf, sponsorshipPackage } from './sponsorship';

const AMOUNTS = [1, 7, 999, 5000, 25_000, 75_000, 300_000, 1_234_567, 99_999_999];
const RATES = [0, 5, 12, 18, 19, 28];

describe("a sponsor's price with tax", () => {
  it("splits back into the package's amount and the tax, to the paisa, on an invoice across states", () => {
    const broken = AMOUNTS.flatMap((amount) =>
      RATES.flatMap((rate) => {
        const split = splitInclusiveTotal(priceWithTaxPaise(amount, rate), rate, 'inter-state');
        return split.taxable === amount * 100 && split.igst === amount * rate ? [] : [{ amount, rate, split }];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('splits back exactly within the state too when the rate halves into whole paise, and within a paisa otherwise', () => {
    const broken = AMOUNTS.flatMap((amount) =>
      RATES.flatMap((rate) => {
        const split = splitInclusiveTotal(priceWithTaxPaise(amount, rate), rate, 'intra-state');
        const off = Math.abs(split.taxable - amount * 100);
        const allowed = (amount * rate) % 2 === 0 ? 0 : 1;
        return off <= allowed && split.cgst === split.sgst ? [] : [{ amount, rate, split }];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('refuses parts of a rupee and rates outside 0 to 100', () => {
    expect(() => priceWithTaxPaise(10.5, 18)).toThrow(RangeError);
    expect(() => priceWithTaxPaise(-1, 18)).toThrow(RangeError);
    expect(() => priceWithTaxPaise(100, 101)).toThrow(RangeError);
  });
});

describe('the packages and sponsor IDs', () => {
  const sponsorship = {
    packages: [
      { level: 'Gold', amount: 200_000, freeRegistrations: 4 },
      { level: 'Bag Sponsor', amount: 25_000, freeRegistrations: 0 },
    ],
    extraRegistration: 5000,
  };

  it('finds a package by its level, exactly as named', () => {
    expect(sponsorshipPackage('Bag Sponsor', sponsorship)?.amount).toBe(25_000);
    expect(sponsorshipPackage('gold', sponsorship)).toBeUndefined();
    expect(sponsorshipPackage('Gold', null)).toBeUndefined();
  });

  it('makes every ID it takes from five bytes, the first and last of them included', () => {
    const made = [new Uint8Array(5), new Uint8Array(5).fill(255), Uint8Array.from([1, 2, 3, 4, 5])].map(sponsorIdOf);
    expect(made.filter((id) => !isSponsorId(id))).toEqual([]);
    expect(new Set(made).size).toBe(3);
    expect(() => sponsorIdOf(new Uint8Array(4))).toThrow();
  });

  it('takes as an ID only "SP-" and eight Crockford digits, nothing a path could hide in', () => {
    expect(isSponsorId('SP-7K2MQ9XD')).toBe(true);
    for (const id of ['SP-7K2MQ9X', 'SP-7K2MQ9XDD', 'sp-7K2MQ9XD', 'SP-7K2MQ9XI', 'SP-7K2M/9XD', '../SP-7K2MQ9XD']) {
      expect(isSponsorId(id), id).toBe(false);
    }
  });
});
