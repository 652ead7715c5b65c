import { describe, expect, it } from 'vitest';
import { compareAmount, compareReference } from './proof-checks';

describe('compareReference', () => {
  it('tells an exact match from one after normalising case, spaces and leading zeros', () => {
    expect(compareReference('UTR123', ' UTR123 ')).toBe('exact');
    expect(compareReference('utr 123', '00UTR123')).toBe('normalised');
    expect(compareReference('UTR123', 'UTR124')).toBe('differs');
  });
});

describe('compareAmount', () => {
  it('says by how much the statement differs from the amount due', () => {
    expect(compareAmount(3600, 3600)).toEqual({ kind: 'agrees' });
    expect(compareAmount(3600, 3000)).toEqual({ kind: 'differs', by: -600 });
    expect(compareAmount(3600, null)).toEqual({ kind: 'unreadable' });
  });
});
