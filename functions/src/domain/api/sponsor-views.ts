// The sponsors' answers (domain/api/sponsors.ts lists the calls), apart from what a sponsor is
// recorded with: those schemas bring the organisation's rules, the edition's packages and their
// sentences, and the site keeps the domain's sentences in every page's first script, so the
// administrators' page that reads these answers imports this module alone.
import { z } from '../zod';
import { invoiceRecipientViewSchema } from './invoice';

const issuedSchema = z.object({ number: z.string(), date: z.string() });
/**
 * A sponsor's document as issued, and whether it `awaitsIrn`: e-invoiced and not yet registered
 * on the portal, it is no invoice or credit note to send (CGST Rules, rule 48(5)).
 */
const sponsorDocumentSchema = issuedSchema.extend({ awaitsIrn: z.boolean() });

/**
 * One of a sponsor's codes: free (one of the package's registrations) or at the sponsor rate, when
 * it was used (`usedAt`) and by which registration (`usedBy`, with the registrant's name; null once
 * that registration is erased, though the code stays used), and whether it was withdrawn.
 */
export const sponsorCodeViewSchema = z.object({
  code: z.string(),
  kind: z.enum(['complimentary', 'sponsor-rate']),
  createdAt: z.string(),
  usedBy: z.object({ registrationId: z.string(), name: z.string().nullable() }).nullable(),
  usedAt: z.string().nullable(),
  revoked: z.object({ at: z.string(), by: z.string() }).nullable(),
});
export type SponsorCodeView = z.output<typeof sponsorCodeViewSchema>;

/** A sponsor as the administrators' pages show it. Amounts in paise, tax included. */
export const sponsorViewSchema = z.object({
  id: z.string(),
  organisation: invoiceRecipientViewSchema,
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
  invoice: sponsorDocumentSchema.nullable(),
  withdrawn: z
    .object({
      reason: z.string(),
      at: z.string(),
      by: z.string(),
      creditNote: sponsorDocumentSchema.nullable(),
      /** The invoice the credit note cancelled, fetched with `?number=`. */
      invoice: issuedSchema.nullable(),
    })
    .nullable(),
  /** Its codes, the package's free ones first, each group oldest first. */
  codes: z.array(sponsorCodeViewSchema),
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
  /** Whether a zero-rated sponsorship (an SEZ unit with its GSTIN, a sponsor abroad) recorded today is priced without the tax. */
  zeroRatedWithoutTax: z.boolean(),
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
