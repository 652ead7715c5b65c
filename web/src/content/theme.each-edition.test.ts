import { describe, expect, it } from 'vitest';
import { contrastRatio as contrast } from './contrast';
import { THEME } from './theme';
import type { ThemeColours } from './types';

// Every pair the stylesheets draw one on the other, as [foreground, ground, minimum]: 4.5:1 for
// text (WCAG 1.4.3), 3:1 for a focus ring or a border that marks a control (1.4.11).
const PAIRS: readonly [keyof ThemeColours, keyof ThemeColours, number][] = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'accent', 4.5],
  ['muted', 'background', 4.5],
  ['muted', 'surface', 4.5],
  ['muted', 'accent', 4.5],
  ['brand', 'background', 4.5],
  ['brand', 'surface', 4.5],
  ['brand', 'accent', 4.5],
  ['brandDark', 'background', 4.5],
  ['brandDark', 'accent', 4.5],
  ['background', 'brand', 4.5],
  ['background', 'brandDark', 4.5],
  ['onInk', 'ink', 4.5],
  ['highlight', 'ink', 4.5],
  ['ink', 'highlight', 4.5],
  ['focus', 'background', 3],
  ['focus', 'accent', 3],
];

describe("the edition's colours", () => {
  it.each(PAIRS)('%s on %s reach %s:1', (foreground, ground, minimum) => {
    expect(contrast(THEME[foreground], THEME[ground])).toBeGreaterThanOrEqual(minimum);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('rgb(119, 119, 119)', 'rgb(255, 255, 255)')).toBeCloseTo(4.48, 2);
    expect(() => contrast('rgba(0, 0, 0, 0.5)', '#ffffff')).toThrow('not an opaque colour');
  });
});
