// Edition facts in one place, so next year's conference changes data, not code.
export const CONFERENCE = {
  name: 'IEEE Conference on Engineering Informatics 2025',
  shortName: 'ICEI',
  year: 2025,
  startDate: '2025-11-07',
  endDate: '2025-11-09',
  // No offset on purpose: the spec counts down to midnight in the visitor's own time zone.
  countdownTarget: '2025-11-07T00:00:00',
  datesLabel: '7th to 9th November 2025',
  /**
   * Calendar days at the venue, each inclusive (domain/registration-window.ts). The spec gives the
   * opening day; registration closes, and payment proofs stop being accepted, at the end of the
   * last conference day unless the organisers state other days here.
   */
  registrationOpensOn: '2025-09-30',
  registrationClosesOn: '2025-11-09',
  paymentDeadline: '2025-11-09',
} as const;

export const EMAIL_VERIFY_REDIRECT_MS = 2000;

export const PAYMENT_CATEGORY = 'COURSE/SEMINAR/WORKSHOP FEE';

/** The title registrants type on the bank's collection page: short name with year. */
export function paymentTitle(): string {
  return `${CONFERENCE.shortName} ${CONFERENCE.year}`;
}
