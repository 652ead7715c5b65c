import { describe, expect, it } from 'vitest';
import { numberInWords, rupeesInWords } from './amount-in-words';

// Reads the words back, as an accounts clerk would, independently of how they were made: each
// scale word multiplies what was said since the last larger one.
const VALUES: Record<string, number> = Object.fromEntries(
  [
    'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen',
  ]
    .flatMap((line) => line.split(' '))
    .map((word, index) => [word, index]),
);
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { thousand: 1_000, lakh: 100_000, crore: 10_000_000 };

function readBack(words: string): number {
  // A crore's count may itself hold lakhs and thousands ("One Thousand Crore"): split at the last "Crore".
  const lower = words.toLowerCase();
  const crore = lower.lastIndexOf(' crore');
  if (crore >= 0) {
    const rest = lower.slice(crore + ' crore'.length).trim();
    return readBack(lower.slice(0, crore)) * 10_000_000 + (rest ? readBack(rest) : 0);
  }
  let total = 0;
  let group = 0;
  for (const word of lower.split(/[\s-]+/)) {
    if (word in VALUES) group += VALUES[word] ?? 0;
    else if (word in TENS) group += TENS[word] ?? 0;
    else if (word === 'hundred') group *= 100;
    else if (word in SCALES) {
      total += group * (SCALES[word] ?? 0);
      group = 0;
    } else throw new Error(`"${word}" is no number word (in "${words}")`);
  }
  return total + group;
}

/** A seeded sequence, so a failure names a number that fails again. */
function* sample(count: number, max: number) {
  let state = 12_345;
  for (let index = 0; index < count; index += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    yield Math.floor((state / 2 ** 31) * max);
  }
}

describe('numbers in words, Indian numbering', () => {
  // 220,000 numbers said and read back, slowest in a full run beside the type-check and the first
  // build (docs/development.md, "Timeouts and why").
  it(
    'read back as the number, for every number below two lakh and a sample up to a lakh crore',
    { timeout: 45_000 },
    () => {
      const numbers = [...Array.from({ length: 200_000 }, (_, n) => n), ...sample(20_000, 1e12)];
      for (const n of numbers) {
        const words = numberInWords(n);
        if (readBack(words) !== n) expect(readBack(words), `${n}: ${words}`).toBe(n);
      }
    },
  );

  it('group by thousand, lakh and crore, never by million', () => {
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(10_000_000)).toBe('One Crore');
    expect(numberInWords(1_234_567)).toBe('Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven');
    for (const n of sample(2_000, 1e12)) expect(numberInWords(n)).not.toMatch(/Million|Billion/);
  });

  it('says an invoice total in rupees and paise', () => {
    expect(rupeesInWords(710_000)).toBe('Rupees Seven Thousand One Hundred Only');
    expect(rupeesInWords(35_400_000)).toBe('Rupees Three Lakh Fifty-Four Thousand Only');
    expect(rupeesInWords(601_695)).toBe('Rupees Six Thousand Sixteen and Ninety-Five Paise Only');
  });

  it('refuses what is no whole amount', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(10.5)).toThrow(RangeError);
  });
});
