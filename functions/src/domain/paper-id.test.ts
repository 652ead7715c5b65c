import { describe, expect, it } from 'vitest';
import { firstRepeatedPaper, paperKey } from './paper-id';

describe('paper IDs', () => {
  it('compare without case or spaces', () => {
    expect(paperKey(' icei 142a ')).toBe(paperKey('ICEI142A'));
    expect(paperKey('142')).not.toBe(paperKey('1420'));
  });

  it('name the first repeat and the paper it repeats', () => {
    expect(firstRepeatedPaper(['1', '2', '3'])).toBeNull();
    expect(firstRepeatedPaper(['a', 'b', 'B', 'a'])).toEqual({ index: 2, earlier: 1 });
    expect(firstRepeatedPaper([])).toBeNull();
  });
});
