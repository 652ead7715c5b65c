// How long personal data is kept, from the edition's `retention` (edition-schema.ts) with these
// defaults: what the privacy notice states and what the daily retention job applies are one figure.
import { EDITION } from './edition';

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
}

export const RETENTION_DEFAULTS: RetentionSchedule = {
  unverifiedRegistrationDays: 7,
  documentsDaysAfterEvent: 90,
  mailDays: 30,
  registrationsDaysAfterEvent: 365,
};

export const RETENTION: RetentionSchedule = { ...RETENTION_DEFAULTS, ...EDITION.retention };

/** The version of the privacy notice the site shows now; a registration records it. */
export const PRIVACY_NOTICE_VERSION: string = EDITION.privacyNoticeVersion ?? EDITION.registration.opensOn;

/** Where the site shows the notice: the footer, the wizard's last step and every mail link to it. */
export const PRIVACY_NOTICE_PATH = '/privacy';
