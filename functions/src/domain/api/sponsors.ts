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
  SPONSOR_ADDRESS_REQUIRED,
  SPONSOR_BODY_INVALID,
  SPONSOR_CONTACT_NAME_REQUIRED,
  SPONSOR_NAME_REQUIRED,
  SPONSOR_PACKAGE_UNKNOWN,
  SPONSOR_PAYMENT_BODY_INVALID,
  SPONSOR_PAYMENT_REFERENCE_REQUIRED,
  SPONSOR_PHONE_INVALID,
  SPONSOR_WITHDRAWAL_REASON_REQUIRED,
  WITHDRAWAL_REASON_TOO_LONG,
} from '../messages';
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
    date: z.iso.date({ error: SPONSOR_PAYMENT_BODY_INVALID }),
  },
  { error: SPONSOR_PAYMENT_BODY_INVALID },
);

/** Why a verified payment is taken back: the credit note cancelling its invoice says so. */
export const sponsorWithdrawalSchema = reasonBodySchema(SPONSOR_WITHDRAWAL_REASON_REQUIRED, WITHDRAWAL_REASON_TOO_LONG);

const issuedSchema = z.object({ number: z.string(), date: z.string() });

/** A sponsor as the administrators' pages show it. Amounts in paise, tax included. */
export const sponsorViewSchema = z.object({
  id: z.string(),
  organisation: z.object({
    name: z.string(),
    address: z.string(),
    stateCode: z.string(),
    gstin: z.string().optional(),
  }),
  level: z.string(),
  /** The package's price before tax, in whole rupees, and what is owed with the tax, in paise. */
  amount: z.number(),
  amountDuePaise: z.number(),
  freeRegistrations: z.number(),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string().optional() }),
  createdAt: z.string(),
  createdBy: z.string(),
  payment: z
    .object({ reference: z.string(), date: z.string(), verifiedAt: z.string(), verifiedBy: z.string() })
    .nullable(),
  invoice: issuedSchema.nullable(),
  withdrawn: z
    .object({ reason: z.string(), at: z.string(), by: z.string(), creditNote: issuedSchema.nullable() })
    .nullable(),
});
export type SponsorView = z.output<typeof sponsorViewSchema>;

/** The packages on offer beside the list, so the form needs no second source. */
export const sponsorshipOfferSchema = z.object({
  packages: z.array(
    z.object({ level: z.string(), amount: z.number(), amountDuePaise: z.number(), freeRegistrations: z.number() }),
  ),
  extraRegistration: z.number(),
  taxName: z.string(),
  taxRatePercent: z.number(),
});

export const sponsorListAnswerSchema = z.object({
  sponsors: z.array(sponsorViewSchema),
  sponsorship: sponsorshipOfferSchema.nullable(),
});
export const sponsorAnswerSchema = z.object({ sponsor: sponsorViewSchema });
/** After a payment is verified: the sponsor, and why no invoice was issued when none was. */
export const sponsorPaymentAnswerSchema = z.object({
  sponsor: sponsorViewSchema,
  invoiceProblem: z.string().nullable(),
});
