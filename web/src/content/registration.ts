import { REGISTRATION_WINDOW } from '@domain/registration-window';
import { formatCalendarDay, POSTER_UPLOAD_DEADLINE } from './dates';
import { DOCUMENTS, EXTERNAL_LINKS } from './site';

export const REGISTRATION_PATHS = {
  hub: '/registration',
  wizard: '/registration/details',
  status: '/registration/status',
} as const;

export interface HubLink {
  label: string;
  href: string;
  /** External and file links open in a new tab; site routes stay in it. */
  kind: 'route' | 'external' | 'file';
}

// The registration hub's primary action (spec section 2), shown first and while registration is open.
export const NEW_REGISTRATION_LABEL = 'New Registration';

// The registration hub's other links (spec section 2).
export const REGISTRATION_LINKS: readonly HubLink[] = [
  { label: 'Registration Status', href: REGISTRATION_PATHS.status, kind: 'route' },
  { label: 'Registration Guide (PDF)', href: DOCUMENTS.registrationGuide, kind: 'file' },
  { label: 'Poster Upload Form', href: EXTERNAL_LINKS.posterUploadForm, kind: 'external' },
  { label: 'Poster Template', href: DOCUMENTS.posterTemplate, kind: 'file' },
  { label: 'Presentation Template', href: DOCUMENTS.presentationTemplate, kind: 'file' },
];

/**
 * What the way in to registration (the header's and the home page's call to action) says. Until the
 * server's time is known it says only "Registration", which is true in every phase.
 */
export const REGISTRATION_DOOR_LABELS = {
  pending: 'Registration',
  open: 'Register now',
  'not-yet-open': `Registration opens ${formatCalendarDay(REGISTRATION_WINDOW.opensOn)}`,
  closed: 'Registration closed',
} as const;

// Spec section 5, "Poster rules (informational)".
export const POSTER_RULES: readonly string[] = [
  'Posters are only for Student Attendee registrations (individual or group).',
  'Posters are not published in the proceedings.',
  `The poster upload deadline is ${POSTER_UPLOAD_DEADLINE}.`,
  'The printed poster is A1 portrait (23.4 x 33.1 inches).',
];
