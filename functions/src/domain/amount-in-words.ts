// An invoice's total in words, as Indian invoices write it (CGST Rules, rule 46: the total "in
// figures and in words"): the Indian numbering system, in which digits are grouped as
// thousand, lakh (1,00,000) and crore (1,00,00,000).
import type { Paise } from './gst';

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99: "Seven", "Forty-Two". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
}

/** 1–999: "Seven Hundred Forty-Two". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = [hundreds > 0 ? `${ONES[hundreds]} Hundred` : '', rest > 0 ? belowHundred(rest) : ''];
  return parts.filter(Boolean).join(' ');
}

/** The scales, largest first: a crore's count is itself said in words ("One Hundred Crore"). */
const SCALES: readonly [number, string][] = [
  [10_000_000, 'Crore'],
  [100_000, 'Lakh'],
  [1_000, 'Thousand'],
];

/** A whole number in words, Indian numbering: 234567 → "Two Lakh Thirty-Four Thousand Five Hundred Sixty-Seven". */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`A whole number, not ${n}.`);
  if (n === 0) return ONES[0] ?? 'Zero';
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    const count = Math.floor(rest / size);
    if (count > 0) parts.push(`${numberInWords(count)} ${name}`);
    rest %= size;
  }
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** "Rupees Seven Thousand One Hundred Only", "Rupees Twenty and Five Paise Only". */
export function rupeesInWords(amount: Paise): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`An amount in paise, not ${amount}.`);
  const rupees = Math.floor(amount / 100);
  const paise = amount % 100;
  const paiseWords = paise > 0 ? ` and ${belowHundred(paise)} Paise` : '';
  return `Rupees ${numberInWords(rupees)}${paiseWords} Only`;
}
