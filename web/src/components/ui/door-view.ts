// What a way in to registration shows in each phase: for its markup (registration-door.tsx, at
// build time) and for enhance/doors.ts, which reads the labels from that markup (the pages' scripts
// hold no domain module).
import type { RegistrationPhase } from '@domain/registration-window';
import { REGISTRATION_PATHS } from '../../content/registration-routes';

/** `pending` until the server's time is known. */
export type DoorState = RegistrationPhase | 'pending';

export const DOOR_STATES: readonly DoorState[] = ['pending', 'open', 'not-yet-open', 'closed'];

export interface DoorView {
  href: string;
  /** The door's base class with its `--{state}` modifier. */
  className: string;
  current: boolean;
}

/**
 * "Register now" to the wizard while registration is open; otherwise (and until the window is
 * known) a link to the registration hub saying where things stand.
 */
export function doorView(base: string, state: DoorState, pathname: string): DoorView {
  const href = state === 'open' ? REGISTRATION_PATHS.wizard : REGISTRATION_PATHS.hub;
  return { href, className: `${base} ${base}--${state}`, current: pathname === href };
}

/** The data attribute of a door's markup that holds its label in `state`. */
export const doorLabelAttribute = (state: DoorState) => `data-label-${state}`;
