import { useLocation } from 'react-router-dom';
import { REGISTRATION_DOOR_LABELS } from '../../content/registration-paths';
import { DOOR_STATES, doorLabelAttribute, doorView } from './door-view';

// The longest label (the one that names the opening day), whose room a `steady` door keeps.
const LONGEST_LABEL = Object.values(REGISTRATION_DOOR_LABELS).reduce((longest, label) =>
  label.length > longest.length ? label : longest,
);

/**
 * The way in to registration (door-view.ts says what it shows), as the prerender writes it: what is
 * true in every phase (`pending`) until enhance/doors.ts, on every page, knows the server's time
 * (`data-registration-door` names its base class). The label is not a live region: it settles
 * once, as the page loads, and is not news to announce. A `steady` door keeps the room of its
 * longest label whichever it shows, so nothing around it moves when it settles; the room is kept by
 * CSS (generated, hidden text), so the page's text never names another phase.
 */
export function RegistrationDoor({ className, steady = false }: { className: string; steady?: boolean }) {
  const { pathname } = useLocation();
  const state = 'pending';
  const door = doorView(className, state, pathname);
  const label = REGISTRATION_DOOR_LABELS[state];
  // Each phase's label, for enhance/doors.ts.
  const labels = Object.fromEntries(
    DOOR_STATES.map((each) => [doorLabelAttribute(each), REGISTRATION_DOOR_LABELS[each]]),
  );
  return (
    <a
      href={door.href}
      className={`${door.className}${steady ? ' steady-label' : ''}`}
      data-registration-door={className}
      {...labels}
      data-reserve={steady ? LONGEST_LABEL : undefined}
      aria-current={door.current ? 'page' : undefined}
    >
      {steady ? <span>{label}</span> : label}
    </a>
  );
}
