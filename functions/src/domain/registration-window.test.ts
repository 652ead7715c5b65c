import { describe, expect, it } from 'vitest';
import { EARLY_BIRD_CUTOFF } from './pricing';
import {
  REGISTRATION_WINDOW,
  paymentsOpen,
  registrationPhase,
  suiteDefaultInstant,
  windowState,
  type RegistrationWindow,
} from './registration-window';
import { venueDate, venueInstant } from './venue-time';

// A window of the test's own, so the rules are checked apart from the edition's dates.
const WINDOW: RegistrationWindow = {
  opensOn: '2025-09-30',
  closesOn: '2025-11-09',
  paymentDeadline: '2025-11-16',
  earlyBirdCutoff: '2025-10-31',
};

describe('registration phase', () => {
  it('opens at midnight in India on the opening day, not before', () => {
    expect(registrationPhase(new Date('2025-09-29T18:29:59Z'), WINDOW)).toBe('not-yet-open');
    expect(registrationPhase(new Date('2025-09-29T18:30:00Z'), WINDOW)).toBe('open');
  });

  it('stays open to the end of the closing day in India, and is closed from the next midnight', () => {
    expect(registrationPhase(new Date('2025-11-09T18:29:59Z'), WINDOW)).toBe('open');
    expect(registrationPhase(new Date('2025-11-09T18:30:00Z'), WINDOW)).toBe('closed');
    expect(registrationPhase(new Date('2026-11-09T12:00:00Z'), WINDOW)).toBe('closed');
  });
});

describe('payments', () => {
  it('are accepted to the end of the payment deadline in India, whatever the registration phase', () => {
    expect(paymentsOpen(new Date('2025-11-12T06:00:00Z'), WINDOW)).toBe(true);
    expect(paymentsOpen(new Date('2025-11-16T18:29:59Z'), WINDOW)).toBe(true);
    expect(paymentsOpen(new Date('2025-11-16T18:30:00Z'), WINDOW)).toBe(false);
  });
});

describe("the edition's window", () => {
  it('opens on the day the important dates give and closes at the end of a day, never before the conference', () => {
    const { opensOn, closesOn, paymentDeadline, earlyBirdCutoff } = REGISTRATION_WINDOW;
    expect(opensOn <= earlyBirdCutoff).toBe(true);
    expect(earlyBirdCutoff <= closesOn).toBe(true);
    expect(closesOn <= paymentDeadline).toBe(true);
    expect(earlyBirdCutoff).toBe(EARLY_BIRD_CUTOFF);
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
  it('is the instant the venue wall clock shows that hour (India is UTC+05:30)', () => {
    expect(venueInstant('2025-10-15', 10).toISOString()).toBe('2025-10-15T04:30:00.000Z');
    expect(venueInstant('2025-10-01').toISOString()).toBe('2025-09-30T18:30:00.000Z');
  });
});
