// Sponsors, recorded by administrators (services/sponsors.ts): POST /api/admin/sponsors records
// one; GET /api/admin/sponsors lists them; GET /api/admin/sponsors/{id} is one; POST
// /api/admin/sponsors/{id}/payment {reference, date} verifies its payment and issues its tax
// invoice; POST /api/admin/sponsors/{id}/invoice issues an invoice the payment's call could not;
// GET /api/admin/sponsors/{id}/invoice downloads it; POST /api/admin/sponsors/{id}/payment/withdrawal
// {reason} takes a verification back, cancelling its invoice with a credit note.
import { z } from '../zod';
import { reasonBodySchema } from './reason';
import { invoiceRecipientSchema } from '../billing';
import {
  EMAIL_INVALID,
  FIELD_TOO_LONG,
  PLAIN_TEXT_ONLY,
  SPONSOR_BODY_INVALID,
  SPONSOR_PAYMENT_BODY_INVALID,
} from '../messages';
import {
  SPONSOR_ADDRESS_REQUIRED,
  SPONSOR_CONTACT_NAME_REQUIRED,
  SPONSOR_NAME_REQUIRED,
  SPONSOR_PACKAGE_UNKNOWN,
  SPONSOR_PAYMENT_DATE_REQUIRED,
  SPONSOR_PAYMENT_REFERENCE_REQUIRED,
  SPONSOR_PHONE_INVALID,
  SPONSOR_WITHDRAWAL_REASON_REQUIRED,
  WITHDRAWAL_REASON_TOO_LONG,
} from '../admin-messages';
import { MAX_CODE_LENGTH, MAX_EMAIL_LENGTH, MAX_TEXT_LENGTH, isPlainText } from '../schema-helpers';
import { sponsorshipPackage } from '../sponsorship';

const PHONE = /^\+?[0-9][0-9 ()-]{5,24}$/;

const contactSchema = z.object(
  {
    name: z
      .string({ error: SPONSOR_CONTACT_NAME_REQUIRED })
      .trim()
      .min(1, SPONSOR_CONTACT_NAME_REQUIRED)
      .max(MAX_TEXT_LENGTH, FIELD_TOO_LONG)
      .refine((name) => isPlainText(name), PLAIN_TEXT_ONLY),
    email: z
      .string({ error: EMAIL_INVALID })
      .trim()
      .max(MAX_EMAIL_LENGTH, EMAIL_INVALID)
      .refine((email) => z.regexes.email.test(email), EMAIL_INVALID),
    // Left empty, there is none.
    phone: z
      .string({ error: SPONSOR_PHONE_INVALID })
      .trim()
      .optional()
      .transform((phone) => phone || undefined)
      .refine((phone) => phone === undefined || PHONE.test(phone), SPONSOR_PHONE_INVALID),
  },
  { error: SPONSOR_BODY_INVALID },
);

/**
 * A sponsor as an administrator records it: the organisation its invoice is made out to (the
 * billing details' rules: a GSTIN of the chosen state, check digit and all), one of the edition's
 * packages, and whom the organisers deal with.
 */
export const sponsorInputSchema = z.object(
  {
    organisation: invoiceRecipientSchema({
      name: SPONSOR_NAME_REQUIRED,
      address: SPONSOR_ADDRESS_REQUIRED,
      shape: SPONSOR_BODY_INVALID,
    }),
    level: z
      .string({ error: SPONSOR_PACKAGE_UNKNOWN })
      .refine((level) => sponsorshipPackage(level) !== undefined, SPONSOR_PACKAGE_UNKNOWN),
    contact: contactSchema,
  },
  { error: SPONSOR_BODY_INVALID },
);
export type SponsorInput = z.output<typeof sponsorInputSchema>;

/** The sponsor's payment as the bank statement shows it: its reference and the day it came in. */
export const sponsorPaymentSchema = z.object(
  {
    reference: z
      .string({ error: SPONSOR_PAYMENT_REFERENCE_REQUIRED })
      .trim()
      .min(1, SPONSOR_PAYMENT_REFERENCE_REQUIRED)
      .max(MAX_CODE_LENGTH, FIELD_TOO_LONG)
      .refine((reference) => isPlainText(reference), PLAIN_TEXT_ONLY),
    date: z.iso.date({ error: SPONSOR_PAYMENT_DATE_REQUIRED }),
  },
  { error: SPONSOR_PAYMENT_BODY_INVALID },
);

/** Why a verified payment is taken back: the credit note cancelling its invoice says so. */
export const sponsorWithdrawalSchema = reasonBodySchema(SPONSOR_WITHDRAWAL_REASON_REQUIRED, WITHDRAWAL_REASON_TOO_LONG);

// The answers, in a module of their own: the site reads them without the rules above, whose
// packages and sentences would otherwise join every page's first script.
export {
  sponsorAnswerSchema,
  sponsorListAnswerSchema,
  sponsorPaymentAnswerSchema,
  sponsorshipOfferSchema,
  sponsorViewSchema,
  type SponsorView,
} from './sponsor-views';
