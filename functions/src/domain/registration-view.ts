// The public view of a registration: what GET /api/registrations/{id} answers, and what the status
// page reads. An allow-list: the handler builds its answer by parsing through this schema, so a
// field added to the record later stays private until it is listed here. The ID alone is a
// reference: it shows where the registration stands (the status checker's steps and summary).
// What names anyone beyond the registrant (the group's students, the passes, the certificates, the
// invoice's recipient, a request to cancel) comes only with the link key mailed to the
// registration's address (`?key=`, services/data-access.ts): `linkOpened` says which was answered. No address of a person (the
// institution's billing address comes only with the link key, so that a correction opens filled in), phone, identity-document number (students' institute ID numbers)
// or administrator's identity; the e-mail and IEEE membership numbers masked; every instant an
// ISO 8601 string.
import { z } from './zod';
import { isoInstant } from './api/envelope';
import { issuedInvoiceSchema, taxDocumentSchema } from './api/invoice';
import { totalSchema } from './api/total';
import { TIER_IDS } from './tiers';
import { isPassPath, isPassPerson } from './passes';

const paymentProofSchema = z.object({
  paymentReferenceId: z.string(),
  receiptFileName: z.string(),
  uploadedAt: isoInstant,
});

const studentSchema = z.object({
  name: z.string(),
  /** Masked (maskNumber). */
  ieeeNumber: z.string().nullish(),
  /** The student's own entry pass once the payment is verified, for the coordinator to hand on again. */
  passPath: z.string().refine(isPassPath).optional(),
});

/**
 * Billing details as their registrant sees them through the mailed link: the invoice's recipient,
 * its address included, so that "Correct billing details" opens with what is on record. The address
 * is the institution's accounts office, not a person's, and is never shown for the ID alone.
 */
export const publicBillingSchema = z.object({
  name: z.string(),
  address: z.string(),
  stateCode: z.string(),
  gstin: z.string().optional(),
  country: z.string().optional(),
  sez: z.literal(true).optional(),
});

/** A registration's billing details as the mailed link shows them, or null when there are none. */
export function publicBillingOf(
  billing:
    | { name: string; address: string; stateCode: string; gstin?: string; country?: string; sez?: true }
    | null
    | undefined,
) {
  if (!billing) return null;
  const { name, address, stateCode, gstin, country, sez } = billing;
  return { name, address, stateCode, gstin, ...(country ? { country } : {}), ...(sez ? { sez } : {}) };
}

/**
 * A registration's latest request to cancel as its registrant sees it (domain/api/cancellation.ts):
 * never who decided, nor why a refund differs from the policy.
 */
export const publicCancellationSchema = z.object({
  state: z.enum(['requested', 'approved', 'declined']),
  /** The registrant's words, the organisers' note and the refund: null without the link key. */
  reason: z.string().nullable(),
  requestedAt: isoInstant,
  /** The refund due under the policy for the request's day, in paise; null: not paid, or no policy. */
  dueAmountPaise: z.number().int().nullable(),
  decidedAt: isoInstant.nullable(),
  note: z.string().nullable(),
  refund: z.object({ amountPaise: z.number().int(), date: z.iso.date(), bankReference: z.string() }).nullable(),
  creditNote: z.object({ number: z.string(), date: z.iso.date() }).nullable(),
});
export type PublicCancellation = z.output<typeof publicCancellationSchema>;

export const publicRegistrationSchema = z.object({
  id: z.string(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  organization: z.string(),
  country: z.string().optional(),
  /** Masked: enough to recognise one's own address, not to harvest it. */
  email: z.string(),
  registrationTier: z.enum(TIER_IDS),
  totalAmount: z.number(),
  pricing: totalSchema.pick({ lines: true, total: true }).optional(),
  /** Masked (maskNumber). */
  ieeeNumber: z.string().nullish(),
  numPapers: z.number().nullish(),
  paperIds: z.array(z.string()).nullish(),
  instituteName: z.string().nullish(),
  /** A group's size; its students' names (`students`) only with the link key. */
  numStudents: z.number().int().nullish(),
  students: z.array(studentSchema).nullish(),
  verified: z.boolean(),
  // Absent: no proof to review (none yet, or the last one was sent back); false: under
  // verification; true: verified.
  paymentVerified: z.boolean().optional(),
  paymentReferenceId: z.string().nullish(),
  receiptFileName: z.string().nullish(),
  paymentProofs: z.array(paymentProofSchema).default([]),
  // The latest rejection of a proof: only its reason is for the registrant, never who rejected it;
  // `withdrawnVerification` (which verification it took back) when it withdrew a verified payment.
  rejection: z
    .object({ reason: z.string(), withdrawnVerification: z.number().int().nonnegative().nullish() })
    .nullish(),
  /**
   * After a transfer fell short and the balance was asked for (domain/balance.ts): the amount
   * counted received and what is left to pay, in rupees, until the payment is verified. Null else.
   */
  balance: z.object({ received: z.number(), rest: z.number() }).nullish(),
  /**
   * The amount due rose after the proof under verification was sent (an IEEE membership not
   * confirmed; domain/balance.ts, dueRoseSinceProof): what was due then and now, in rupees, and the
   * difference the registrant is asked to pay and prove. Null else.
   */
  amountRose: z.object({ then: z.number(), now: z.number(), rest: z.number() }).nullish(),
  /**
   * IEEE's service could not check a membership given with it (the registrant's or a student's): an
   * administrator checks the certificate before the payment can be verified. Absent or false else.
   */
  ieeeMembershipToCheck: z.boolean().optional(),
  createdAt: isoInstant,
  /**
   * The registrant's entry pass (`/pass/{code}`) once the payment is verified, with the link key
   * (the receipt, which needs it too, carries it as a QR code).
   */
  passPath: z.string().refine(isPassPath).optional(),
  /**
   * After the conference, the persons of the registration who were checked in, each with a
   * certificate of participation; `ready` is false while the edition still lacks what a
   * certificate carries (its signatories or logos). Absent before, and when nobody attended.
   */
  certificates: z
    .object({
      ready: z.boolean(),
      persons: z.array(z.object({ person: z.string().refine(isPassPerson), name: z.string() })).min(1),
    })
    .optional(),
  /**
   * The tax invoice of the verified payment, once issued (its PDF: /api/registrations/{id}/invoice);
   * null before, and after a credit note has cancelled it.
   */
  invoice: issuedInvoiceSchema.nullish(),
  /**
   * Every invoice and credit note issued to it, oldest first (an invoice cancelled by a credit note
   * stays one): each opens with the link's key and `?number=`. Only through the mailed link.
   */
  taxDocuments: z.array(taxDocumentSchema).optional(),
  /**
   * The institution the tax invoice will be made out to, for the registrant to check before it is
   * issued: its name, address, state and GSTIN (only through the mailed link). The GSTIN is
   * given whole: it is the institution's public tax number, not a personal one, and a registrant can
   * only see a digit typed wrong if they see every digit. Null when the invoice is to the registrant.
   */
  billing: publicBillingSchema.nullish(),
  /** The latest request to cancel and its outcome (domain/api/cancellation): never who decided. */
  cancellation: publicCancellationSchema.nullish(),
  /**
   * The sponsor whose code made this registration (domain/sponsor-codes.ts): complimentary, with
   * nothing to pay, or at the sponsor rate, paid as any other. Null for everyone else.
   */
  sponsored: z
    .object({ organisation: z.string(), level: z.string(), kind: z.enum(['complimentary', 'sponsor-rate']) })
    .nullish(),
  /**
   * Whether the request carried a live link key of this registration: the group's names, the
   * pass, the certificates, the billing details, the cancellation's details and the tax documents are then included,
   * and the documents open with the same key. False for the ID alone, or a key expired.
   */
  linkOpened: z.boolean(),
});

export type PublicRegistration = z.infer<typeof publicRegistrationSchema>;

/** "98765432" → "***5432": enough to recognise one's own number, not to use it. */
export function maskNumber(value: string): string {
  return `***${value.slice(-4)}`;
}

/** "asha.rao@example.org" → "a***o@example.org". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const visible = local.length <= 2 ? `${local[0] ?? ''}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${visible}@${domain}`;
}
