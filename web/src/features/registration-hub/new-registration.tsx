import { Link } from 'react-router-dom';
import { REGISTRATION_CLOSED, REGISTRATION_NOT_YET_OPEN } from '@domain/messages';
import { NEW_REGISTRATION_LABEL, REGISTRATION_PATHS } from '../../content/registration-paths';
import { useRegistrationWindow } from '../../lib/use-registration-window';

/**
 * The hub's primary action: the wizard while registration is open (and until the window is known:
 * the wizard says itself when it is not); before and after, what the domain says about it.
 */
export function NewRegistration() {
  const phase = useRegistrationWindow()?.phase;
  if (phase === 'not-yet-open' || phase === 'closed') {
    return (
      <p className="card hub-primary hub-primary--notice">
        {phase === 'closed' ? REGISTRATION_CLOSED : REGISTRATION_NOT_YET_OPEN}
      </p>
    );
  }
  return (
    <Link to={REGISTRATION_PATHS.wizard} className="card link-card hub-primary hub-primary--open">
      {NEW_REGISTRATION_LABEL}
    </Link>
  );
}
