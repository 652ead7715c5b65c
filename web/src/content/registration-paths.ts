// Where registration lives on the site and what its way in says: the product's, the same for
// every edition (the edition's registration content is in registration.ts).
import { REGISTRATION_WINDOW } from '@domain/registration-window';
import { formatCalendarDay } from './calendar';
import type { Fact } from './fact';

export { REGISTRATION_PATHS } from './registration-routes';

export interface HubLink {
  label: string;
  /** TBA while the document or form is not published: the hub names it without a link. */
  href: Fact<string>;
  /** External and file links open in a new tab; site routes stay in it. */
  kind: 'route' | 'external' | 'file';
}

// The registration hub's primary action (docs/rules.md, "The pages"), shown first and while
// registration is open.
export const NEW_REGISTRATION_LABEL = 'New Registration';

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
