import { REGISTRATION_CLOSED, REGISTRATION_NOT_YET_OPEN } from '@domain/messages';
import { NEW_REGISTRATION_LABEL, REGISTRATION_PATHS } from '../../content/registration-paths';

/**
 * The hub's primary action: the wizard (which says itself when registration is not open). Once the
 * server's time is known, enhance/doors.ts puts what the domain says (carried here, so the page's
 * script holds no messages) in its place before and after the registration window.
 */
export function NewRegistration() {
  return (
    <a
      href={REGISTRATION_PATHS.wizard}
      className="card link-card hub-primary hub-primary--open"
      data-closed={REGISTRATION_CLOSED}
      data-not-yet-open={REGISTRATION_NOT_YET_OPEN}
    >
      {NEW_REGISTRATION_LABEL}
    </a>
  );
}
