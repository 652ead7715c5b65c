import { describe, expect, it } from 'vitest';
import { paperKey, repeatedPapers } from './paper-id';

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
