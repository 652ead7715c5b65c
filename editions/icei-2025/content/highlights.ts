// Titles and figures word for word (docs/rules.md, "The pages").
import type { Highlight } from '../../../web/src/content/types';
export type { Highlight, HighlightIcon } from '../../../web/src/content/types';
export const HIGHLIGHTS: readonly Highlight[] = [
  { icon: 'people', title: '500+ Attendees' },
  { icon: 'paper', title: '203 Papers Submitted' },
  { icon: 'check', title: '75 Papers Accepted' },
  { icon: 'award', title: 'Best Paper & Poster Awards' },
];
