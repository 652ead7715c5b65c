import { describe, expect, it } from 'vitest';
import { defaultPaperIdRule, isPaperId, paperKey, repeatedPapers } from './paper-id';
import { paperIdMatcher } from './schema-helpers';

describe('paper IDs', () => {
  it('compare without case or spaces', () => {
    expect(paperKey(' icei 142a ')).toBe(paperKey('ICEI142A'));
    expect(paperKey('142')).not.toBe(paperKey('1420'));
  });

  it('name every repeat and the first paper it repeats', () => {
    expect(repeatedPapers(['1', '2', '3'])).toEqual([]);
    expect(repeatedPapers(['a', 'b', 'B', 'a', 'b '])).toEqual([
      { index: 2, earlier: 1 },
      { index: 3, earlier: 0 },
      { index: 4, earlier: 1 },
    ]);
    expect(repeatedPapers([])).toEqual([]);
  });
});

describe('the default paper ID pattern', () => {
  const { pattern, example } = defaultPaperIdRule('ICEI');
  const matches = (id: string) => paperIdMatcher(pattern).test(id);

  it('takes the acronym and a number, or the number alone, case aside', () => {
    for (const id of [example, 'ICEI-142', 'ICEI142', 'icei_7', 'ICEI 7', '142', '999999']) {
      expect(matches(id), id).toBe(true);
    }
  });

  it('refuses anything else: sentences, links, lists, another acronym, long numbers', () => {
    for (const id of [
      'ICEI-7 and received the Best Paper Award.',
      'ICEI-7.',
      'https://example.org/ICEI-7',
      'ICEI-7, ICEI-8',
      'SCI-7',
      'ICEI-',
      '1234567',
      '',
    ]) {
      expect(matches(id), id).toBe(false);
    }
  });

  it("is the edition's, and checks the trimmed ID", () => {
    expect(isPaperId(' 142 ')).toBe(true);
    expect(isPaperId('142 and more')).toBe(false);
  });
});
