// The 2025 edition's colours: IEEE's blue (#00629b) with a deep navy and a saffron of Karnataka's
// flag for details on it. The build makes them the site's CSS custom properties.
import type { ThemeColours } from '../../../web/src/content/types';
export type { ThemeColours } from '../../../web/src/content/types';

export const THEME: ThemeColours = {
  brand: '#00629b',
  brandDark: '#004a75',
  accent: '#e8f2f9',
  text: '#1a1a1a',
  muted: '#4a5560',
  border: '#d5dde5',
  background: '#ffffff',
  surface: '#f5f8fb',
  focus: '#b3470b',
  ink: '#0b2239',
  onInk: '#f1f5f9',
  highlight: '#ffc845',
};
