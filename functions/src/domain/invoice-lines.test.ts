import { describe, expect, it } from 'vitest';
import { taxableValuesOfLines } from './invoice-lines';

/** A seeded sequence, so a failure names amounts that fail again. */
function* sample(count: number, max: number, seed: number) {
  let state = seed;
  for (let index = 0; index < count; index += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    yield Math.floor((state / 2 ** 31) * max);
  }
}

describe("each line's taxable value", () => {
  // 2,000 invoices of one to six lines, slowest in a full run (docs/development.md, "Timeouts and why").
  it(
    'adds up to the taxable value, each within a paisa of its exact share, for many lines and totals',
    { timeout: 15_000 },
    () => {
      const counts = [...sample(2_000, 6, 7)].map((count) => count + 1);
      const amounts = [...sample(12_000, 50_000_000, 11)];
      const taxables = [...sample(2_000, 100, 13)];
      counts.forEach((count, index) => {
        const lines = amounts.slice(index * 6, index * 6 + count);
        const total = lines.reduce((sum, amount) => sum + amount, 0);
        // The taxable value of a GST-inclusive total is less than it: some share of it.
        const taxable = Math.floor((total * (taxables[index] ?? 0)) / 100);
        const values = taxableValuesOfLines(lines, taxable);
        expect(values.reduce((sum, value) => sum + value, 0)).toBe(taxable);
        values.forEach((value, at) => {
          expect(Number.isInteger(value)).toBe(true);
          expect(Math.abs(value - ((lines[at] ?? 0) * taxable) / total)).toBeLessThan(1);
        });
      });
    },
  );

  it('gives one line the whole taxable value, and lines of equal amounts equal shares but for a paisa', () => {
    expect(taxableValuesOfLines([2_832_000], 2_400_000)).toEqual([2_400_000]);
    const [first = 0, second = 0, third = 0] = taxableValuesOfLines([100, 100, 100], 100);
    expect([first, second, third].sort()).toEqual([33, 33, 34]);
  });

  it('is exact where the products pass 2^53', () => {
    // ₹9 crore and ₹1 crore of lines, ₹8 crore of taxable value: the first product is 7.2e19.
    const values = taxableValuesOfLines([9_000_000_000, 1_000_000_000], 8_000_000_001);
    expect(values).toEqual([7_200_000_001, 800_000_000]);
  });

  it('refuses what is no amount, and a taxable value with no lines to carry it', () => {
    expect(() => taxableValuesOfLines([1.5], 1)).toThrow(RangeError);
    expect(() => taxableValuesOfLines([100], -1)).toThrow(RangeError);
    expect(taxableValuesOfLines([0, 0], 0)).toEqual([0, 0]);
    expect(() => taxableValuesOfLines([0], 1)).toThrow(RangeError);
  });
});
