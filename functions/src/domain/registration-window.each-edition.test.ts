import { describe, expect, it } from 'vitest';
import { EDITION } from './edition';
import { EARLY_BIRD_CUTOFF } from './pricing';
import {
  REGISTRATION_WINDOW,
  paymentsOpen,
  registrationPhase,
  suiteDefaultInstant,
  windowState,
  type RegistrationWindow,
} from './registration-window';
import { venueDate, venueInstant, venueStamp } from './venue-time';

const shiftDay = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The venue's midnight that ends a calendar day (inclusive days end there). */
const endOf = (isoDay: string) => venueInstant(shiftDay(isoDay, 1));
const secondBefore = (instant: Date) => new Date(instant.getTime() - 1000);

// A window of the test's own, two days off the edition's, so the rules are checked apart from
// the edition's dates (a rule that ignored the window it is given would fail); payments run a
// week past the closing day, so the two deadlines are told apart.
const WINDOW: RegistrationWindow = {
  opensOn: shiftDay(REGISTRATION_WINDOW.opensOn, 2),
  closesOn: shiftDay(REGISTRATION_WINDOW.closesOn, 2),
  paymentDeadline: shiftDay(REGISTRATION_WINDOW.closesOn, 9),
  earlyBirdCutoff: shiftDay(REGISTRATION_WINDOW.earlyBirdCutoff, 2),
};

describe('registration phase', () => {
  it('opens at midnight at the venue on the opening day, not before', () => {
    const opening = venueInstant(WINDOW.opensOn);
    expect(registrationPhase(secondBefore(opening), WINDOW)).toBe('not-yet-open');
    expect(registrationPhase(opening, WINDOW)).toBe('open');
  });

  it('stays open to the end of the closing day at the venue, and is closed from the next midnight', () => {
    expect(registrationPhase(secondBefore(endOf(WINDOW.closesOn)), WINDOW)).toBe('open');
    expect(registrationPhase(endOf(WINDOW.closesOn), WINDOW)).toBe('closed');
    expect(registrationPhase(venueInstant(shiftDay(WINDOW.closesOn, 365), 12), WINDOW)).toBe('closed');
  });
});

describe('payments', () => {
  it('are accepted to the end of the payment deadline at the venue, whatever the registration phase', () => {
    const afterClosing = venueInstant(shiftDay(WINDOW.closesOn, 3), 11);
    expect(registrationPhase(afterClosing, WINDOW)).toBe('closed');
    expect(paymentsOpen(afterClosing, WINDOW)).toBe(true);
    expect(paymentsOpen(secondBefore(endOf(WINDOW.paymentDeadline)), WINDOW)).toBe(true);
    expect(paymentsOpen(endOf(WINDOW.paymentDeadline), WINDOW)).toBe(false);
  });
});

describe("the edition's window", () => {
  it('opens on the day the edition gives, then the early-bird cutoff, the closing day and the payment deadline in order', () => {
    const { opensOn, closesOn, paymentDeadline, earlyBirdCutoff } = REGISTRATION_WINDOW;
    expect(opensOn <= earlyBirdCutoff).toBe(true);
    expect(earlyBirdCutoff <= closesOn).toBe(true);
    expect(closesOn <= paymentDeadline).toBe(true);
    expect(earlyBirdCutoff).toBe(EARLY_BIRD_CUTOFF);
    expect(opensOn).toBe(EDITION.registration.opensOn);
  });

  it('is the window the rules use when given none, its days counted at the venue', () => {
    const { opensOn, closesOn, paymentDeadline, earlyBirdCutoff } = REGISTRATION_WINDOW;
    expect(registrationPhase(secondBefore(venueInstant(opensOn)))).toBe('not-yet-open');
    expect(registrationPhase(venueInstant(opensOn))).toBe('open');
    expect(registrationPhase(secondBefore(endOf(closesOn)))).toBe('open');
    expect(registrationPhase(endOf(closesOn))).toBe('closed');
    expect(paymentsOpen(secondBefore(endOf(paymentDeadline)))).toBe(true);
    expect(paymentsOpen(endOf(paymentDeadline))).toBe(false);
    expect(windowState(secondBefore(endOf(earlyBirdCutoff))).pricingPeriod).toBe('early-bird');
    expect(windowState(endOf(earlyBirdCutoff)).pricingPeriod).toBe('normal');
  });
});

describe("the suite's default moment", () => {
  it('falls in the open window at early-bird prices, at 10:00 at the venue', () => {
    const instant = suiteDefaultInstant(WINDOW);
    expect(windowState(instant, WINDOW)).toEqual({ phase: 'open', paymentsOpen: true, pricingPeriod: 'early-bird' });
    expect(instant.getTime()).toBe(venueInstant(venueDate(instant), 10).getTime());
    expect(venueDate(instant) > WINDOW.opensOn && venueDate(instant) < WINDOW.earlyBirdCutoff).toBe(true);
  });

  it("does so for the edition's own window too", () => {
    expect(windowState(suiteDefaultInstant())).toMatchObject({ phase: 'open', pricingPeriod: 'early-bird' });
  });
});

describe('venueInstant', () => {
  it('is the instant the venue wall clock shows that hour', () => {
    const day = REGISTRATION_WINDOW.earlyBirdCutoff;
    expect(venueStamp(venueInstant(day, 10))).toBe(`${day} 10:00 ${EDITION.venue.zoneLabel}`);
    expect(venueStamp(venueInstant(day))).toBe(`${day} 00:00 ${EDITION.venue.zoneLabel}`);
    expect(venueInstant(day, 10).getTime() - venueInstant(day).getTime()).toBe(10 * 3_600_000);
  });
});
