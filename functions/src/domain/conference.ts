// The conference's facts, as the selected edition states them (editions/<id>/edition.ts).
import { EDITION } from './edition';
import { lutYearOf } from './invoice-number';

const closesOn = EDITION.registration.closesOn ?? EDITION.endDate;

export const CONFERENCE = {
  name: EDITION.name,
  shortName: EDITION.shortName,
  year: EDITION.year,
  /** Short name with year, "ICEI 2025": how titles, badges and the bank's payment page abbreviate it. */
  shortTitle: `${EDITION.shortName} ${EDITION.year}`,
  startDate: EDITION.startDate,
  endDate: EDITION.endDate,
  // No offset on purpose: the spec counts down to midnight in the visitor's own time zone.
  countdownTarget: `${EDITION.startDate}T00:00:00`,
  datesLabel: EDITION.datesLabel,
  place: EDITION.venue.place,
  organizer: EDITION.organizer,
  siteOrigin: EDITION.siteOrigin,
  /**
   * Calendar days at the venue, each inclusive (domain/registration-window.ts). Registration
   * closes, and payment proofs stop being accepted, at the end of the last conference day unless
   * the edition states other days.
   */
  registrationOpensOn: EDITION.registration.opensOn,
  registrationClosesOn: closesOn,
  paymentDeadline: EDITION.registration.paymentDeadline ?? closesOn,
} as const;

export const EMAIL_VERIFY_REDIRECT_MS = 2000;

export const PAYMENT_CATEGORY = EDITION.payment.category;

/** The choices that lead to the institute's page at the bank, before the payment's details. */
export const BANK_STEPS: readonly string[] = EDITION.payment.bankSteps ?? [];

/** The tax the registration fees include, as registrants know it: "GST". */
export const TAX = EDITION.tax;

/** Said after every registration amount: the fees are stated inclusive of the tax. */
export const INCLUSIVE_OF_TAX = `inclusive of ${TAX.name}`;

/** Said instead for an SEZ unit the host invoices under its Letter of Undertaking: no tax is in the amount. */
export const ZERO_RATED_SEZ = `no ${TAX.name} charged: a zero-rated supply to an SEZ unit`;

/**
 * What follows a registration's amount for whom it is invoiced to (its billing details, if any), on
 * `day`: inclusive of the tax, or, to an SEZ unit (its GSTIN given) in a financial year the edition
 * lists an LUT for, no tax at all (domain/invoice.ts, supplyOf, invoices it so).
 */
export function taxNoteFor(
  billing: { sez?: boolean | null | undefined; gstin?: string | null | undefined } | null | undefined,
  day: string,
): string {
  if (!billing?.sez || !billing.gstin) return INCLUSIVE_OF_TAX;
  const year = lutYearOf(day);
  return EDITION.invoicing?.lut?.some((letter) => letter.financialYear === year) ? ZERO_RATED_SEZ : INCLUSIVE_OF_TAX;
}

/** Said after a sponsorship package's price, which is before tax: "plus 18% GST". */
export const PLUS_TAX = `plus ${TAX.ratePercent}% ${TAX.name}`;

/**
 * The payment acknowledgement's file name: "ICEI2025-payment-acknowledgement.pdf", named by what
 * it is; an administrator's copy, one of many side by side, "ICEI2025-payment-<registration ID>.pdf".
 */
export function acknowledgementFileName(registrationId?: string): string {
  return `${CONFERENCE.shortName}${CONFERENCE.year}-payment-${registrationId ?? 'acknowledgement'}.pdf`;
}

/** The title registrants type on the bank's collection page: short name with year. */
export function paymentTitle(): string {
  return CONFERENCE.shortTitle;
}
