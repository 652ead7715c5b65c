import { describe, expect, it } from 'vitest';
import { paymentsOpen, registrationPhase, type RegistrationWindow } from './registration-window';
import { venueInstant } from './venue-time';

// The 2025 venue keeps India time (UTC+05:30): its midnight is 18:30 UTC the day before.
const WINDOW: RegistrationWindow = {
  opensOn: '2025-09-30',
  closesOn: '2025-11-09',
  paymentDeadline: '2025-11-16',
  earlyBirdCutoff: '2025-10-31',
};

describe('registration phase in India', () => {
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

describe('payments in India', () => {
  it('are accepted to the end of the payment deadline in India, whatever the registration phase', () => {
    expect(paymentsOpen(new Date('2025-11-12T06:00:00Z'), WINDOW)).toBe(true);
    expect(paymentsOpen(new Date('2025-11-16T18:29:59Z'), WINDOW)).toBe(true);
    expect(paymentsOpen(new Date('2025-11-16T18:30:00Z'), WINDOW)).toBe(false);
  });
});

describe('venueInstant in India', () => {
  it('is the instant the venue wall clock shows that hour (India is UTC+05:30)', () => {
    expect(venueInstant('2025-10-15', 10).toISOString()).toBe('2025-10-15T04:30:00.000Z');
    expect(venueInstant('2025-10-01').toISOString()).toBe('2025-09-30T18:30:00.000Z');
  });
});
