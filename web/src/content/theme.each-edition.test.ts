import { describe, expect, it } from 'vitest';
import { THEME } from './theme';
import type { ThemeColours } from './types';

/** WCAG 2's contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

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
  });
});
