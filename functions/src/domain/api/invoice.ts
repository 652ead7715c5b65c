// A tax invoice as the API names it: its number and the venue's calendar day it was issued on.
import { z } from '../zod';

export const issuedInvoiceSchema = z.object({ number: z.string(), date: z.iso.date() });

/** Whom an invoice is made out to, as the administrators' pages show it (domain/billing.ts). */
export const invoiceRecipientViewSchema = z.object({
  name: z.string(),
  address: z.string(),
  stateCode: z.string(),
  gstin: z.string().optional(),
  country: z.string().optional(),
  sez: z.literal(true).optional(),
});

/**
 * A tax document issued to a registration: each invoice (the current one, and any a credit note
 * has cancelled) and each credit note, as the review and status pages list them for download.
 */
export const taxDocumentSchema = z.object({
  kind: z.enum(['invoice', 'credit-note']),
  number: z.string(),
  date: z.iso.date(),
  /** GST-inclusive, in paise. */
  total: z.number().int(),
  /** An invoice: the credit note that cancelled it, if any. A credit note: the invoice it reduces. */
  refersTo: z.string().nullable(),
  /** E-invoiced and not registered on the portal yet: no invoice or credit note until it is, so not offered to the registrant. */
  awaitingIrn: z.boolean().optional(),
});
export type TaxDocument = z.infer<typeof taxDocumentSchema>;

/**
 * `?number=` on a registration's invoice and credit-note downloads: one document of it, by its
 * number (at most 16 characters: letters, digits, "/" and "-", rule 46(b)).
 */
export const DOCUMENT_NUMBER_INVALID = 'A document number is up to 16 letters, digits, "/" and "-".';
export const documentNumberQuerySchema = z.object({
  // Given twice, the query's value is a list: refused in the same words.
  number: z
    .string({ error: DOCUMENT_NUMBER_INVALID })
    .regex(/^[A-Za-z0-9/-]{1,16}$/, DOCUMENT_NUMBER_INVALID)
    .optional(),
});
