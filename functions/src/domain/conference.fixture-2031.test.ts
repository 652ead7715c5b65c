// The fictional edition's own facts (editions/fixture-2031): the conference is the edition's,
// not the spec's, down to the days it names for closing and for payments.
import { describe, it, expect } from 'vitest';
import { CONFERENCE, PAYMENT_CATEGORY, paymentTitle } from './conference';

describe('conference facts of the fixture edition', () => {
  it('is the Symposium on Civic Informatics 2031, on 12 and 13 March 2031', () => {
    expect(CONFERENCE.name).toBe('Symposium on Civic Informatics 2031');
    expect([CONFERENCE.startDate, CONFERENCE.endDate]).toEqual(['2031-03-12', '2031-03-13']);
    expect(CONFERENCE.countdownTarget).toBe('2031-03-12T00:00:00');
  });

  it('closes registration on 5 March and payments on 10 March, the days it states, not its last day', () => {
    expect(CONFERENCE.registrationOpensOn).toBe('2030-11-01');
    expect(CONFERENCE.registrationClosesOn).toBe('2031-03-05');
    expect(CONFERENCE.paymentDeadline).toBe('2031-03-10');
  });

  it('asks for payment under its own category and title', () => {
    expect(PAYMENT_CATEGORY).toBe('CONFERENCE FEE');
    expect(paymentTitle()).toBe('SCI 2031');
  });
});
