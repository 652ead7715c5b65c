import { EARLY_BIRD_CUTOFF } from '@domain/pricing';
import { REGISTRATION_WINDOW } from '@domain/registration-window';

export interface ImportantDate {
  label: string;
  date: string;
  /** A date that was moved: shown struck through before the one in force. */
  previous?: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** "2025-10-31" → "31 Oct 2025", the spec's own style (no time zone: it is a calendar day). */
export function formatCalendarDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

export const POSTER_UPLOAD_DEADLINE = '05 Nov 2025';

// Spec section 9, "Important dates shown".
export const IMPORTANT_DATES: readonly ImportantDate[] = [
  { label: 'Call for papers', date: '1 June 2025' },
  { label: 'Submission deadline', date: '1 Sept 2025' },
  { label: 'Extended deadline', date: '30 Sept 2025', previous: '15 Sept' },
  { label: 'Registration opens', date: formatCalendarDay(REGISTRATION_WINDOW.opensOn) },
  { label: 'Early bird closes', date: formatCalendarDay(EARLY_BIRD_CUTOFF) },
  { label: 'Poster upload deadline', date: POSTER_UPLOAD_DEADLINE },
];
