// How long personal data is kept, from the edition's `retention` (edition-schema.ts) with these
// defaults: what the privacy notice states and what the daily retention job applies are one figure.
import { EDITION } from './edition';
import { daysAfter, venueInstant } from './venue-time';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionSchedule {
  /** An address registered but never verified is held this long; then the registration is erased. */
  unverifiedRegistrationDays: number;
  /** ID-card PDFs, IEEE certificates and payment proofs: days after the last conference day. */
  documentsDaysAfterEvent: number;
  /** Copies of the mails we sent: days after they were queued. */
  mailDays: number;
  /** A registration's contact details: days after the last conference day. */
  registrationsDaysAfterEvent: number;
  /**
   * A certificate's record (name, organisation, papers, number): days after the last conference
   * day, so that whoever is shown a certificate can check its number for that long. It outlives the
   * registration's contact details, which the retention job erases earlier; an erasure on request
   * takes it too.
   */
  certificatesDaysAfterEvent: number;
}

export const RETENTION_DEFAULTS: RetentionSchedule = {
  unverifiedRegistrationDays: 7,
  documentsDaysAfterEvent: 90,
  mailDays: 30,
  registrationsDaysAfterEvent: 365,
  certificatesDaysAfterEvent: 5 * 365,
};

export const RETENTION: RetentionSchedule = { ...RETENTION_DEFAULTS, ...EDITION.retention };

/**
 * How long the record of an erasure (a payment's amount, category, dates and references; nothing
 * that names anyone) outlives it: GST records are kept 72 months from the due date of the year's
 * annual return, and 8 years cover it. The privacy notice states it.
 */
export const ERASURE_RECORD_YEARS = 8;

/**
 * A year kept past the law's minimum: the annual return's due date is often extended by
 * notification, and a return filed late starts the 72 months later, so the minimum counted from
 * the due date as first set could fall short.
 */
export const ACCOUNTS_MARGIN_YEARS = 1;

/**
 * When a financial year's tax invoices, credit notes and refunds may go (CGST Act s. 36): 72
 * months from the due date of the year's annual return, 31 December after the year ends, and a
 * year's margin. For the year from April 2025, the end of 31 December 2033, at the venue. Records
 * under a legal hold are kept until it is released, whatever this says.
 */
export function accountsKeptUntil(financialYear: number): Date {
  return venueInstant(`${financialYear + 8 + ACCOUNTS_MARGIN_YEARS}-01-01`);
}

/** The version of the privacy notice the site shows now; a registration records it. */
export const PRIVACY_NOTICE_VERSION: string = EDITION.privacyNoticeVersion ?? EDITION.registration.opensOn;

/** When a registration whose address was never verified stops holding that address. */
export function unverifiedExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + RETENTION.unverifiedRegistrationDays * DAY_MS);
}

/** Whether a registration is past the time its unverified address may be held. */
export function isStaleUnverified(record: { verified: boolean; createdAt: Date }, now: Date): boolean {
  return !record.verified && now.getTime() >= unverifiedExpiry(record.createdAt).getTime();
}

/**
 * The venue's calendar days from which the retention job removes what the schedule keeps for a
 * while after the conference: the documents, then every registration's contact details.
 */
/**
 * Check-in staff's accounts (the right to check people in, and nothing else) serve the conference's
 * days: the retention job deletes them from the venue's day after the last one.
 */
export const DESK_ACCOUNTS_DAYS_AFTER_EVENT = 1;

export const RETENTION_DAYS = {
  deskAccountsRemovedOn: daysAfter(EDITION.endDate, DESK_ACCOUNTS_DAYS_AFTER_EVENT),
  documentsRemovedOn: daysAfter(EDITION.endDate, RETENTION.documentsDaysAfterEvent),
  registrationsErasedOn: daysAfter(EDITION.endDate, RETENTION.registrationsDaysAfterEvent),
  certificatesErasedOn: daysAfter(EDITION.endDate, RETENTION.certificatesDaysAfterEvent),
};

/**
 * The entry pass kept on a registrant's device (the pass page's service worker, web/README.md):
 * it opens without a connection through this many days after the last conference day, and the
 * worker deletes it at the venue's midnight that ends the last of them. Not ours to erase before:
 * the copy is on their device, not on our servers (docs/privacy-operations.md).
 */
export const PASS_DEVICE_COPY_DAYS_AFTER_EVENT = 1;
/** The venue's last calendar day the device copy is kept. */
export const PASS_DEVICE_COPY_LAST_DAY = daysAfter(EDITION.endDate, PASS_DEVICE_COPY_DAYS_AFTER_EVENT);
/** The instant the device copy ends: the venue's midnight after its last day. */
export const PASS_DEVICE_COPY_ENDS: Date = venueInstant(daysAfter(PASS_DEVICE_COPY_LAST_DAY, 1));

/** Where the site shows the notice: the footer, the wizard's last step and every mail link to it. */
export const PRIVACY_NOTICE_PATH = '/privacy';
