import { Link } from 'react-router-dom';
import { REGISTRATION_CLOSED, REGISTRATION_NOT_YET_OPEN } from '@domain/messages';
import { REGISTRATION_PATHS } from '../../../content/registration-paths';
import { WindowNotice } from '../window-notice';

/** In place of the wizard before registration opens and after it closes. */
export function RegistrationUnavailable({ phase }: { phase: 'not-yet-open' | 'closed' }) {
  return (
    <section className="section wizard" aria-labelledby="wizard-window-title">
      <WindowNotice
        headingId="wizard-window-title"
        level="h2"
        message={phase === 'closed' ? REGISTRATION_CLOSED : REGISTRATION_NOT_YET_OPEN}
      >
        <p>
          Already registered? <Link to={REGISTRATION_PATHS.status}>Check your registration status</Link>.
        </p>
        <p>
          <a href={REGISTRATION_PATHS.hub}>Back to Registration</a>
        </p>
      </WindowNotice>
    </section>
  );
}
