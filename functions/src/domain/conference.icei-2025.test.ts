// The spec's facts for the 2025 edition (sections 1 and 9); the rules are in conference.each-edition.test.ts.
import { describe, it, expect } from 'vitest';
import { CONFERENCE, PAYMENT_CATEGORY, paymentTitle } from './conference';

describe('conference facts of ICEI 2025', () => {
  it('names the conference as the home page hero does', () => {
    expect(CONFERENCE.name).toBe('IEEE Conference on Engineering Informatics 2025');
  });

  it('runs from 7 to 9 November 2025', () => {
    expect(CONFERENCE.startDate).toBe('2025-11-07');
    expect(CONFERENCE.endDate).toBe('2025-11-09');
    expect(CONFERENCE.datesLabel).toBe('7th to 9th November 2025');
  });

  it('counts down to midnight on 7 November in local time', () => {
    expect(CONFERENCE.countdownTarget).toBe('2025-11-07T00:00:00');
  });

  it('opens registration on 30 September 2025 and takes registrations and payments until the last conference day', () => {
    expect(CONFERENCE.registrationOpensOn).toBe('2025-09-30');
    expect(CONFERENCE.registrationClosesOn).toBe('2025-11-09');
    expect(CONFERENCE.paymentDeadline).toBe('2025-11-09');
  });

  it('tells registrants to pay under COURSE/SEMINAR/WORKSHOP FEE titled "ICEI 2025"', () => {
    expect(PAYMENT_CATEGORY).toBe('COURSE/SEMINAR/WORKSHOP FEE');
    expect(paymentTitle()).toBe('ICEI 2025');
  });
});
