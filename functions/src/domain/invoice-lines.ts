// Each line's taxable value on a tax invoice or a credit note. The tax is split once, on the
// document's total (domain/gst), so that the printed parts add up to it; the lines then share
// that taxable value in proportion to their GST-inclusive amounts, to the paisa, and their
// column adds up to the taxable value printed under it.
import type { Paise } from './gst';

/**
 * `taxable` shared among `amounts` in proportion, by largest remainder: each share is its exact
 * proportion rounded down or up by less than a paisa, and the shares add up to `taxable`. Ties
 * go to the earlier line. The products are BigInts: an amount times the taxable value, both in
 * paise, passes 2^53 once both are near ₹10 lakh.
 */
export function taxableValuesOfLines(amounts: readonly Paise[], taxable: Paise): Paise[] {
  for (const amount of [...amounts, taxable]) {
    if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`An amount in paise, not ${amount}.`);
  }
  const total = amounts.reduce((sum, amount) => sum + BigInt(amount), 0n);
  if (total === 0n) {
    if (taxable !== 0) throw new RangeError(`No amounts to share a taxable value of ${taxable} paise among.`);
    return amounts.map(() => 0);
  }
  const exact = amounts.map((amount) => BigInt(amount) * BigInt(taxable));
  const shares = exact.map((product) => product / total);
  let left = BigInt(taxable) - shares.reduce((sum, share) => sum + share, 0n);
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}
