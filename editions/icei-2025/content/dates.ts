import { EARLY_BIRD_CUTOFF } from '../../../functions/src/domain/pricing';
import { REGISTRATION_WINDOW } from '../../../functions/src/domain/registration-window';

import { formatCalendarDay } from '../../../web/src/content/calendar';
import type { ImportantDate } from '../../../web/src/content/types';
export type { ImportantDate } from '../../../web/src/content/types';

export const POSTER_UPLOAD_DEADLINE = '05 Nov 2025';

// The important dates (docs/rules.md, "The pages").
export const IMPORTANT_DATES: readonly ImportantDate[] = [
  { label: 'Call for papers', date: '1 June 2025' },
  { label: 'Submission deadline', date: '1 Sept 2025' },
  { label: 'Extended deadline', date: '30 Sept 2025', previous: '15 Sept' },
  { label: 'Registration opens', date: formatCalendarDay(REGISTRATION_WINDOW.opensOn) },
  { label: 'Early bird closes', date: formatCalendarDay(EARLY_BIRD_CUTOFF) },
  { label: 'Poster upload deadline', date: POSTER_UPLOAD_DEADLINE },
];
