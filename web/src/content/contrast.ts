// WCAG 2's contrast ratio, for the theme's rules (theme.each-edition.test.ts) and the browser
// tests that read a colour as drawn: 4.5:1 for text (WCAG 1.4.3), 3:1 for a focus ring (1.4.11).

/** The channels of `#rrggbb` or of `rgb(r, g, b)` as a browser computes it, each 0 to 255. */
function channels(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*1)?\)$/.exec(colour);
  const parts = hex ? hex.slice(1).map((part) => parseInt(part, 16)) : rgb?.slice(1).map(Number);
  const [r, g, b] = parts ?? [];
  if (r === undefined || g === undefined || b === undefined) throw new Error(`not an opaque colour: ${colour}`);
  return [r, g, b];
}

/** The contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = channels(colour).map((channel) => {
      const value = channel / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
