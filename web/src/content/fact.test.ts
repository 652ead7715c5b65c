import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { isKnown, noneKnown, TBA, type Fact } from './fact';

describe('Fact', () => {
  // The @ts-expect-error lines are checked by `npm run typecheck`: were Fact a plain string or
  // null, they would compile and the build would fail on the unused directive.
  it('cannot be rendered or printed before the page asks whether it is known', () => {
    const show = (fact: Fact<string>) => {
      // @ts-expect-error React does not take an unknown fact as a child.
      const node: ReactNode = fact;
      return node;
    };
    // @ts-expect-error A template string refuses a symbol, and throws if forced.
    const print = (fact: Fact<string>) => `${fact}`;
    expect(show('Professor')).toBe('Professor');
    expect(() => print(TBA)).toThrow(TypeError);
  });

  it('is known unless it is TBA, whatever the value', () => {
    expect([TBA, '', 0, null, 'Professor'].map((fact) => isKnown<unknown>(fact))).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('noneKnown', () => {
  const hotel = (name: Fact<string>, rate: Fact<string>) => ({ serial: 1, name, rate });

  it('holds when no entry has any of the facts, whatever else is known', () => {
    expect(noneKnown([hotel(TBA, TBA), hotel(TBA, TBA)], ['name', 'rate'])).toBe(true);
  });

  it('fails as soon as one fact of one entry is known', () => {
    expect(noneKnown([hotel(TBA, TBA), hotel(TBA, '₹2,000')], ['name', 'rate'])).toBe(false);
    expect(noneKnown([hotel('Hotel Dharwad', TBA), hotel(TBA, TBA)], ['name', 'rate'])).toBe(false);
  });

  it('fails for an empty list: nothing is coming that the page could announce', () => {
    expect(noneKnown([], ['name'])).toBe(false);
  });
});
