// What a way in to registration shows in each phase, for its two bindings: the React component
// (registration-door.tsx, on the application's pages) and enhance/doors.ts (information pages).
import type { RegistrationPhase } from '@domain/registration-window';
import { REGISTRATION_DOOR_LABELS, REGISTRATION_PATHS } from '../../content/registration-paths';

/** `pending` until the server's time is known. */
export type DoorState = RegistrationPhase | 'pending';

export const DOOR_STATES: readonly DoorState[] = ['pending', 'open', 'not-yet-open', 'closed'];

export interface DoorView {
  href: string;
  /** The door's base class with its `--{state}` modifier. */
  className: string;
  label: string;
  current: boolean;
}

/**
 * "Register now" to the wizard while registration is open; otherwise (and until the window is
 * known) a link to the registration hub saying where things stand.
 */
export function doorView(base: string, state: DoorState, pathname: string): DoorView {
  const href = state === 'open' ? REGISTRATION_PATHS.wizard : REGISTRATION_PATHS.hub;
  return {
    href,
    className: `${base} ${base}--${state}`,
    label: REGISTRATION_DOOR_LABELS[state],
    current: pathname === href,
  };
}
