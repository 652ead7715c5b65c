import { describe, expect, it } from 'vitest';
import { paymentsOpen, registrationPhase, suiteDefaultInstant, windowState } from './registration-window';
import { venueInstant } from './venue-time';

// The fixture's window in Berlin time (UTC+1 from November to March): opens 1 Nov 2030, early
// bird to 15 Jan 2031, closes 5 Mar 2031, payments to 10 Mar 2031, each day inclusive.
describe("the fixture's window, in Berlin time", () => {
  it('opens at midnight in Berlin on 1 November 2030', () => {
    expect(registrationPhase(new Date('2030-10-31T22:59:59Z'))).toBe('not-yet-open');
    expect(registrationPhase(new Date('2030-10-31T23:00:00Z'))).toBe('open');
  });

  it('closes at the end of 5 March 2031 in Berlin, and takes payments to the end of 10 March', () => {
    expect(registrationPhase(new Date('2031-03-05T22:59:59Z'))).toBe('open');
    expect(registrationPhase(new Date('2031-03-05T23:00:00Z'))).toBe('closed');
    expect(paymentsOpen(new Date('2031-03-10T22:59:59Z'))).toBe(true);
    expect(paymentsOpen(new Date('2031-03-10T23:00:00Z'))).toBe(false);
  });

  it('prices at the early-bird rate to the end of 15 January 2031 in Berlin', () => {
    expect(windowState(new Date('2031-01-15T22:59:59Z')).pricingPeriod).toBe('early-bird');
    expect(windowState(new Date('2031-01-15T23:00:00Z')).pricingPeriod).toBe('normal');
  });

  it("puts the suite's default moment at 10:00 in Berlin, halfway to the cutoff", () => {
    expect(suiteDefaultInstant().toISOString()).toBe('2030-12-08T09:00:00.000Z');
  });
});

describe('venueInstant in Berlin', () => {
  it('follows the offset of the day: UTC+1 in winter, UTC+2 in summer', () => {
    expect(venueInstant('2031-01-15', 10).toISOString()).toBe('2031-01-15T09:00:00.000Z');
    expect(venueInstant('2031-07-01').toISOString()).toBe('2031-06-30T22:00:00.000Z');
  });
});
