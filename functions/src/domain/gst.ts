// GST on a registration: the fees are stated inclusive of it, so a tax invoice derives the taxable
// value and each tax from the total, in paise (integers; no floating-point money). The parts add
// up to the total exactly. Within a state the tax is CGST and SGST at half the rate each, always
// equal; between states it is IGST (IGST Act s. 7 and 8).

/** An amount in paise: rupees × 100, always an integer. */
export type Paise = number;

export const paiseOfRupees = (rupees: number): Paise => Math.round(rupees * 100);

export type TaxKind = 'intra-state' | 'inter-state';

export interface TaxSplit {
  kind: TaxKind;
  /** The rate in per cent, e.g. 18: CGST and SGST are each half of it. */
  ratePercent: number;
  total: Paise;
  taxable: Paise;
  /** Intra-state: CGST and SGST, equal; IGST 0. Inter-state: IGST; CGST and SGST 0. */
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

/**
 * Splits a GST-inclusive total. The taxable value is the total divided by (1 + rate), to the
 * paisa; within a state, where CGST and SGST must be equal, the tax must be an even number of
 * paise, so the taxable value is the nearest one that leaves an even tax (one paisa off at most).
 * Either way the taxable value and the taxes add up to the total.
 */
export function splitInclusiveTotal(total: Paise, ratePercent: number, kind: TaxKind): TaxSplit {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`A total in paise, not ${total}.`);
  if (!(ratePercent >= 0 && ratePercent <= 100)) throw new RangeError(`A rate from 0 to 100, not ${ratePercent}.`);
  // Exact rational arithmetic: total × 100 / (100 + rate), rates given to at most two decimals.
  const rateHundredths = Math.round(ratePercent * 100);
  const exactNumerator = total * 10_000;
  const exactDenominator = 10_000 + rateHundredths;
  const nearest = Math.round(exactNumerator / exactDenominator);
  let taxable = nearest;
  if (kind === 'intra-state' && (total - nearest) % 2 !== 0) {
    // Of the two neighbours, the one nearer the exact value (the lower one on a tie: more tax).
    const below = nearest - 1;
    const above = nearest + 1;
    const distance = (candidate: number) => Math.abs(candidate * exactDenominator - exactNumerator);
    taxable = distance(above) < distance(below) ? above : below;
  }
  const tax = total - taxable;
  return kind === 'intra-state'
    ? { kind, ratePercent, total, taxable, cgst: tax / 2, sgst: tax / 2, igst: 0 }
    : { kind, ratePercent, total, taxable, cgst: 0, sgst: 0, igst: tax };
}

/** "7,100.00", "2,34,567.89": rupees and paise as Indian accounts write them (lakh and crore groups). */
export function formatPaise(amount: Paise): string {
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  const rupees = Math.floor(absolute / 100).toString();
  const paise = (absolute % 100).toString().padStart(2, '0');
  const lastThree = rupees.slice(-3);
  const rest = rupees.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree;
  return `${sign}${grouped}.${paise}`;
}
