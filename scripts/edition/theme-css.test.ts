import { describe, expect, it } from 'vitest';
import { THEME } from '../../web/src/content/theme';
import { THEME_PROPERTIES, themeCss } from './theme-css';

describe('themeCss', () => {
  it('declares every colour of the theme as its custom property on :root', () => {
    const css = themeCss(THEME);
    expect(css.startsWith(':root {')).toBe(true);
    for (const [key, property] of Object.entries(THEME_PROPERTIES)) {
      expect(css).toContain(`${property}: ${THEME[key as keyof typeof THEME].toLowerCase()};`);
    }
  });

  it('refuses a colour it cannot vouch for, naming it', () => {
    expect(() => themeCss({ ...THEME, brand: 'blue; } body { display: none' })).toThrow(/brand is .*#rrggbb/);
    expect(() => themeCss({ ...THEME, ink: '#123' })).toThrow(/ink/);
  });
});
