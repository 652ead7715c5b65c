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
