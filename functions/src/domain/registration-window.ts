// When registration is open, as the venue's calendar counts it (all days inclusive, in its time zone):
// new registrations from the opening day to the closing day; e-mail verification, payment proofs
// and their reminders until the payment deadline; the status page and receipts always.
import { CONFERENCE } from './conference';
import { EARLY_BIRD_CUTOFF, pricingPeriod, type PricingPeriod } from './pricing';
import { venueDate, venueInstant } from './venue-time';

export type RegistrationPhase = 'not-yet-open' | 'open' | 'closed';

export interface RegistrationWindow {
  opensOn: string;
  closesOn: string;
  paymentDeadline: string;
  earlyBirdCutoff: string;
}

export const REGISTRATION_WINDOW: RegistrationWindow = {
  opensOn: CONFERENCE.registrationOpensOn,
  closesOn: CONFERENCE.registrationClosesOn,
  paymentDeadline: CONFERENCE.paymentDeadline,
  earlyBirdCutoff: EARLY_BIRD_CUTOFF,
};

/** Where `now` falls, for new registrations. */
export function registrationPhase(now: Date, window: RegistrationWindow = REGISTRATION_WINDOW): RegistrationPhase {
  // ISO dates of equal length compare correctly as strings.
  const today = venueDate(now);
  if (today < window.opensOn) return 'not-yet-open';
  return today <= window.closesOn ? 'open' : 'closed';
}

/** Whether an existing registration may still verify its address, upload proof or be reminded. */
export function paymentsOpen(now: Date, window: RegistrationWindow = REGISTRATION_WINDOW): boolean {
  return venueDate(now) <= window.paymentDeadline;
}

export interface WindowState {
  phase: RegistrationPhase;
  paymentsOpen: boolean;
  pricingPeriod: PricingPeriod;
}

export function windowState(now: Date, window: RegistrationWindow = REGISTRATION_WINDOW): WindowState {
  return {
    phase: registrationPhase(now, window),
    paymentsOpen: paymentsOpen(now, window),
    pricingPeriod: pricingPeriod(now, window.earlyBirdCutoff),
  };
}

/**
 * The local suite's default moment: 10:00 at the venue on the day halfway between the opening
 * and the early-bird cutoff, so a developer's first look shows registration open at early-bird
 * prices, as most registrants meet it.
 */
export function suiteDefaultInstant(window: RegistrationWindow = REGISTRATION_WINDOW): Date {
  const opens = venueInstant(window.opensOn).getTime();
  const cutoff = venueInstant(window.earlyBirdCutoff).getTime();
  const halfway = venueDate(new Date(opens + (cutoff - opens) / 2));
  return venueInstant(halfway, 10);
}
