import { Link, useLocation } from 'react-router-dom';
import type { RegistrationPhase } from '@domain/registration-window';
import { REGISTRATION_DOOR_LABELS, REGISTRATION_PATHS } from '../../content/registration-paths';
import { useRegistrationWindow } from '../../lib/use-registration-window';

/** `pending` until the server's time is known. */
type DoorState = RegistrationPhase | 'pending';

// The longest label (the one that names the opening day), whose room a `steady` door keeps.
const LONGEST_LABEL = Object.values(REGISTRATION_DOOR_LABELS).reduce((longest, label) =>
  label.length > longest.length ? label : longest,
);

/**
 * The way in to registration: "Register now" to the wizard while registration is open; otherwise
 * (and until the window is known) a link to the registration hub saying where things stand. The
 * label is not a live region: it settles once, as the page loads, and is not news to announce.
 * `className` gets a `--{state}` modifier for the look of each state. A `steady` door keeps the
 * room of its longest label whichever it shows, so nothing around it moves when it settles; the
 * room is kept by CSS (generated, hidden text), so the page's text never names another phase.
 */
export function RegistrationDoor({ className, steady = false }: { className: string; steady?: boolean }) {
  const phase = useRegistrationWindow()?.phase;
  const { pathname } = useLocation();
  const state: DoorState = phase ?? 'pending';
  const to = state === 'open' ? REGISTRATION_PATHS.wizard : REGISTRATION_PATHS.hub;
  return (
    <Link
      to={to}
      className={`${className} ${className}--${state}${steady ? ' steady-label' : ''}`}
      data-reserve={steady ? LONGEST_LABEL : undefined}
      aria-current={pathname === to ? 'page' : undefined}
    >
      {steady ? <span>{REGISTRATION_DOOR_LABELS[state]}</span> : REGISTRATION_DOOR_LABELS[state]}
    </Link>
  );
}
