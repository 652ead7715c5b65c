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
  const due = { totalAmount: 3600 };
  it('says by how much the statement differs from the amount due', () => {
    expect(compareAmount(due, [3600])).toEqual({ kind: 'agrees' });
    expect(compareAmount(due, [3000])).toEqual({ kind: 'differs', by: -600 });
    expect(compareAmount(due, [null])).toEqual({ kind: 'unreadable' });
  });

  it('adds up the lines paying the registration together, to the paisa', () => {
    expect(compareAmount(due, [3000, 600])).toEqual({ kind: 'agrees' });
    expect(compareAmount(due, [3000.25, 599.75])).toEqual({ kind: 'agrees' });
    expect(compareAmount(due, [3000, 650.5])).toEqual({ kind: 'differs', by: 50.5 });
    expect(compareAmount(due, [3000, null])).toEqual({ kind: 'unreadable' });
  });

  it('takes a line of the balance alone once the balance was asked for', () => {
    expect(compareAmount({ ...due, amountReceived: 3000 }, [600])).toEqual({ kind: 'agrees-with-balance' });
    expect(compareAmount({ ...due, amountReceived: 3000 }, [3600])).toEqual({ kind: 'agrees' });
    expect(compareAmount(due, [600])).toEqual({ kind: 'differs', by: -3000 });
  });
});
