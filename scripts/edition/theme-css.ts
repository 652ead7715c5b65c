// The edition's colours (editions/<id>/content/theme.ts) as the site's CSS custom properties.
// Relative imports carry their extension: web/vite.config.ts loads this natively.
import type { ThemeColours } from '../../web/src/content/types';

const HEX = /^#[0-9a-f]{6}$/i;

/** Each colour's custom property, as the stylesheets name it. */
export const THEME_PROPERTIES: Readonly<Record<keyof ThemeColours, string>> = {
  brand: '--color-brand',
  brandDark: '--color-brand-dark',
  accent: '--color-accent',
  text: '--color-text',
  muted: '--color-muted',
  border: '--color-border',
  background: '--color-bg',
  surface: '--color-surface',
  focus: '--color-focus',
  ink: '--color-ink',
  onInk: '--color-on-ink',
  highlight: '--color-highlight',
};

/** `:root { --color-brand: #00629b; … }`; a colour that is not #rrggbb stops the build, named. */
export function themeCss(theme: ThemeColours): string {
  const lines = (Object.keys(THEME_PROPERTIES) as (keyof ThemeColours)[]).map((key) => {
    const value = theme[key];
    if (typeof value !== 'string' || !HEX.test(value)) {
      throw new Error(`theme.ts: ${key} is ${JSON.stringify(value)}, expected a colour written #rrggbb`);
    }
    return `  ${THEME_PROPERTIES[key]}: ${value.toLowerCase()};`;
  });
  return `:root {\n${lines.join('\n')}\n}\n`;
}
