// The ways in to registration (components/ui/registration-door.tsx: the header's on every page,
// the home page's) and the registration hub's primary action, which say where registration stands
// by the server's time: the HTML says only what is true in every phase until that is known.
import type { RegistrationPhase } from '@domain/registration-window';
import { DOOR_STATES, doorLabelAttribute, doorView } from '../components/ui/door-view';
import { onServerPhase } from './clock-state';

/** A door: `data-registration-door` names its base class, which gets a `--{phase}` modifier. */
function showDoor(door: HTMLAnchorElement, phase: RegistrationPhase): void {
  const base = door.dataset['registrationDoor'] ?? '';
  const view = doorView(base, phase, window.location.pathname);
  door.classList.remove(...DOOR_STATES.map((state) => `${base}--${state}`));
  door.classList.add(`${base}--${phase}`);
  door.setAttribute('href', view.href);
  if (view.current) door.setAttribute('aria-current', 'page');
  else door.removeAttribute('aria-current');
  // A steady door keeps its label in a span (its room is reserved by CSS).
  (door.querySelector('span') ?? door).textContent = door.getAttribute(doorLabelAttribute(phase));
}

/** The hub's primary action: the wizard while registration is open, else what the domain says (its data). */
function showHubPrimary(primary: HTMLElement, phase: RegistrationPhase): void {
  if (phase === 'open') return;
  const notice = document.createElement('p');
  notice.className = 'card hub-primary hub-primary--notice';
  notice.textContent = (phase === 'closed' ? primary.dataset['closed'] : primary.dataset['notYetOpen']) ?? '';
  primary.replaceWith(notice);
}

export function enhanceDoors(): void {
  onServerPhase((phase) => {
    document.querySelectorAll<HTMLAnchorElement>('a[data-registration-door]').forEach((door) => showDoor(door, phase));
    document.querySelectorAll<HTMLElement>('.hub-primary--open').forEach((primary) => showHubPrimary(primary, phase));
  });
}
