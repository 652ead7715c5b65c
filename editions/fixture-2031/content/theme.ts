// The fictional 2031 edition's colours: a teal and a warm sand, unlike 2025's, so a test or a
// screenshot shows at a glance that the colours come from the edition.
import type { ThemeColours } from '../../../web/src/content/types';
export type { ThemeColours } from '../../../web/src/content/types';

export const THEME: ThemeColours = {
  brand: '#0f5c5c',
  brandDark: '#0a4242',
  accent: '#e6f2ef',
  text: '#1b1f1e',
  muted: '#4b5856',
  border: '#d3dedb',
  background: '#ffffff',
  surface: '#f4f8f7',
  focus: '#a23b12',
  ink: '#10302f',
  onInk: '#f3f6f5',
  highlight: '#f0b35a',
};
