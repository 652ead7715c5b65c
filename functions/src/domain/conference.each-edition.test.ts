import { describe, it, expect } from 'vitest';
import { CONFERENCE, EMAIL_VERIFY_REDIRECT_MS, PAYMENT_CATEGORY, paymentTitle } from './conference';
import { EDITION } from './edition';

// Rules for any edition; the 2025 facts are in conference.icei-2025.test.ts.
describe('conference facts', () => {
  it('names the conference as its edition does', () => {
    expect(CONFERENCE.name).toBe(EDITION.name);
    expect(CONFERENCE.shortName).toBe(EDITION.shortName);
    expect(CONFERENCE.year).toBe(EDITION.year);
    expect(CONFERENCE.shortTitle).toBe(`${EDITION.shortName} ${EDITION.year}`);
  });

  it('runs on the days its edition states, labelled as the edition writes them', () => {
    expect(CONFERENCE.startDate).toBe(EDITION.startDate);
    expect(CONFERENCE.endDate).toBe(EDITION.endDate);
    expect(CONFERENCE.datesLabel).toBe(EDITION.datesLabel);
  });

  it('counts down to midnight on the first day in local time, without a zone offset', () => {
    expect(CONFERENCE.countdownTarget).toBe(`${EDITION.startDate}T00:00:00`);
    expect(CONFERENCE.countdownTarget).not.toMatch(/Z|[+-]\d\d:\d\d$/);
  });

  it('opens registration on the edition’s day and closes it no later than the payment deadline', () => {
    expect(CONFERENCE.registrationOpensOn).toBe(EDITION.registration.opensOn);
    expect(CONFERENCE.registrationClosesOn >= CONFERENCE.registrationOpensOn).toBe(true);
    expect(CONFERENCE.paymentDeadline >= CONFERENCE.registrationClosesOn).toBe(true);
  });

  it('closes registration and payments on the days the edition states, else at the end of the last conference day', () => {
    const { closesOn, paymentDeadline } = EDITION.registration;
    expect(CONFERENCE.registrationClosesOn).toBe(closesOn === undefined ? EDITION.endDate : closesOn);
    expect(CONFERENCE.paymentDeadline).toBe(
      paymentDeadline === undefined ? CONFERENCE.registrationClosesOn : paymentDeadline,
    );
  });

  it('redirects 2 seconds after a successful e-mail verification', () => {
    expect(EMAIL_VERIFY_REDIRECT_MS).toBe(2000);
  });

  it('tells registrants to pay under the edition’s category, titled with its short name and year', () => {
    expect(PAYMENT_CATEGORY).toBe(EDITION.payment.category);
    expect(paymentTitle()).toBe(`${EDITION.shortName} ${EDITION.year}`);
  });
});
