import { describe, it, expect } from 'vitest';
import { CONFERENCE, EMAIL_VERIFY_REDIRECT_MS, PAYMENT_CATEGORY, paymentTitle } from './conference';

describe('conference facts', () => {
  it('names the conference as the home page hero does', () => {
    expect(CONFERENCE.name).toBe('IEEE Conference on Engineering Informatics 2025');
  });

  it('runs from 7 to 9 November 2025', () => {
    expect(CONFERENCE.startDate).toBe('2025-11-07');
    expect(CONFERENCE.endDate).toBe('2025-11-09');
    expect(CONFERENCE.datesLabel).toBe('7th to 9th November 2025');
  });

  it('counts down to midnight on 7 November in local time, without a zone offset', () => {
    expect(CONFERENCE.countdownTarget).toBe('2025-11-07T00:00:00');
    expect(CONFERENCE.countdownTarget).not.toMatch(/Z|[+-]\d\d:\d\d$/);
  });

  it('redirects 2 seconds after a successful e-mail verification', () => {
    expect(EMAIL_VERIFY_REDIRECT_MS).toBe(2000);
  });

  it('tells registrants to pay under COURSE/SEMINAR/WORKSHOP FEE titled "ICEI 2025"', () => {
    expect(PAYMENT_CATEGORY).toBe('COURSE/SEMINAR/WORKSHOP FEE');
    expect(paymentTitle()).toBe('ICEI 2025');
  });
});
