import { z } from 'zod';
import { TIER_IDS } from '@domain/tiers';

// What GET /api/registrations/{id} returns to anyone holding the ID (the public view: no
// address, national ID or phone, e-mail masked). Parsed rather than trusted, and only the
// fields the status page shows; anything else the server adds is dropped.

const pricingLineSchema = z.object({
  label: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
});

const paymentProofSchema = z.object({
  paymentReferenceId: z.string(),
  receiptFileName: z.string(),
  uploadedAt: z.string(),
});

const studentSchema = z.object({
  name: z.string(),
  idNumber: z.string(),
  ieeeNumber: z.string().nullish(),
});

export const registrationViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  organization: z.string(),
  country: z.string().optional(),
  email: z.string(),
  registrationTier: z.enum(TIER_IDS),
  totalAmount: z.number(),
  pricing: z.object({ lines: z.array(pricingLineSchema), total: z.number() }).optional(),
  ieeeNumber: z.string().nullish(),
  numPapers: z.number().nullish(),
  paperIds: z.array(z.string()).nullish(),
  instituteName: z.string().nullish(),
  students: z.array(studentSchema).nullish(),
  verified: z.boolean(),
  // Absent: no proof yet; null: a proof was sent back; false: under verification; true: verified.
  paymentVerified: z.boolean().nullish(),
  paymentReferenceId: z.string().nullish(),
  receiptFileName: z.string().nullish(),
  paymentProofs: z.array(paymentProofSchema).default([]),
  // The latest rejection of a proof; only its reason is for the registrant.
  rejection: z.object({ reason: z.string() }).nullish(),
  createdAt: z.string(),
});

export type RegistrationView = z.infer<typeof registrationViewSchema>;

/** The amount the registrant pays: the server's computed total, inclusive of GST. */
export function amountPayable(record: RegistrationView): number {
  return record.pricing?.total ?? record.totalAmount;
}

export function latestProof(record: RegistrationView) {
  return record.paymentProofs.at(-1) ?? null;
}

export const receiptPdfUrl = (id: string) => `/api/registrations/${encodeURIComponent(id)}/receipt.pdf`;
