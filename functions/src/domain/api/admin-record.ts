// GET /api/registrations/{id} with an administrator's token: every field of the registration,
// its audit trail and the bank statement line matched to it. An allow-list like the public view:
// internal fields (token hash, search keys, counters, the client's request id) are not listed.
import { z } from '../zod';
import { invoiceRecipientViewSchema, issuedInvoiceSchema, taxDocumentSchema } from './invoice';
import { publicCancellationSchema } from '../registration-view';
import { REGISTRATION_STATES } from '../lifecycle';
import { totalSchema } from './total';
import { REVIEW_STATUSES } from '../review-status';
import { statementLineSchema } from '../reconciliation';
import { TIER_IDS } from '../tiers';
import { isoInstant } from './envelope';
import { storedFileSchema } from './stored-file';

const rejectionSchema = z.object({
  reason: z.string(),
  at: isoInstant,
  by: z.string(),
  proofNumber: z.number(),
  /** A verified payment withdrawn (its verification's count), rather than a proof rejected under review. */
  withdrawnVerification: z.number().optional(),
  /** The proof fell short and the balance was asked for: the amount counted received in all. */
  received: z.number().optional(),
});
export type Rejection = z.infer<typeof rejectionSchema>;

export const auditEntrySchema = z.object({
  event: z.string(),
  from: z.enum(REGISTRATION_STATES).nullable(),
  to: z.enum(REGISTRATION_STATES),
  at: isoInstant,
  by: z.string(),
  detail: z.record(z.string(), z.unknown()).nullish(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** One staff call that named the registration (services/access-log.ts), newest first. */
export const accessEntrySchema = z.object({
  at: isoInstant,
  /** The staff member's e-mail address, else their uid. */
  by: z.string(),
  role: z.enum(['administrator', 'check-in staff']),
  /** Method and path, with its query. */
  call: z.string(),
  address: z.string(),
});
export type AccessEntry = z.infer<typeof accessEntrySchema>;

const ieeeDecisionSchema = z.object({
  decision: z.enum(['confirmed', 'not-member']),
  by: z.string(),
  at: isoInstant,
  previousTier: z.enum(TIER_IDS).nullish(),
  previousAmount: z.number().nullish(),
});

const studentSchema = z.object({
  name: z.string(),
  idNumber: z.string(),
  ieeeNumber: z.string().nullish(),
  idCard: storedFileSchema,
  ieeeCert: storedFileSchema.nullish(),
  /** IEEE's service could not check this student's number: an administrator decides before verifying. */
  ieeeMembershipToCheck: z.boolean().nullish(),
  ieeeMembershipDecision: ieeeDecisionSchema.nullish(),
});

/** What the administrator also sees: who decided, and why the refund differs from the policy. */
export const adminCancellationSchema = publicCancellationSchema.extend({
  decidedBy: z.string().nullable(),
  refund: z
    .object({
      amountPaise: z.number().int(),
      date: z.iso.date(),
      bankReference: z.string(),
      reason: z.string().nullable(),
    })
    .nullable(),
});

export const adminRegistrationSchema = z.object({
  id: z.string(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  organization: z.string(),
  nationalId: z.string().nullish(),
  address: z.string(),
  city: z.string(),
  state: z.string().nullish(),
  country: z.string(),
  postcode: z.string(),
  mobile: z.string(),
  gender: z.string(),
  /** The latest request to cancel, with who decided it and why a refund differs from the policy. */
  cancellation: adminCancellationSchema.nullish(),
  /** The tax invoice of the current verification, once issued (services/invoices.ts). */
  invoice: issuedInvoiceSchema.nullish(),
  /** Every invoice and credit note issued to it, oldest first (services/invoices.ts, taxDocumentsOf). */
  taxDocuments: z.array(taxDocumentSchema).optional(),
  /** The institution the tax invoice is made out to, when the registrant asked for it. */
  billing: invoiceRecipientViewSchema.nullish(),
  /** The sponsor's code it was made with (domain/sponsor-codes.ts), with whose it is. */
  sponsorCode: z
    .object({
      code: z.string(),
      sponsorId: z.string(),
      kind: z.enum(['complimentary', 'sponsor-rate']),
      organisation: z.string(),
      level: z.string(),
    })
    .nullish(),
  email: z.string(),
  registrationTier: z.enum(TIER_IDS),
  ieeeNumber: z.string().nullish(),
  ieeeCert: storedFileSchema.nullish(),
  numPapers: z.number().nullish(),
  paperIds: z.array(z.string()).nullish(),
  instituteName: z.string().nullish(),
  numStudents: z.number().nullish(),
  students: z.array(studentSchema).nullish(),
  totalAmount: z.number(),
  pricing: totalSchema,
  verified: z.boolean(),
  paymentVerified: z.boolean().nullish(),
  /** How many times its payment was verified (an undone or withdrawn one included). */
  paymentVerifications: z.number().int().nullish(),
  paymentReferenceId: z.string().nullish(),
  receiptFileName: z.string().nullish(),
  receipt: storedFileSchema.nullish(),
  paymentProofs: z.array(
    z.object({
      paymentReferenceId: z.string(),
      receipt: storedFileSchema,
      uploadedAt: isoInstant,
      /** The rupees due when it was sent (domain/balance.ts, dueRoseSinceProof); absent on older proofs. */
      amountDue: z.number().nullish(),
    }),
  ),
  /** Counted received in all by a request for the balance (domain/balance.ts); absent before one. */
  amountReceived: z.number().nullish(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  emailVerifiedAt: isoInstant.nullish(),
  paymentVerifiedAt: isoInstant.nullish(),
  paymentVerifiedBy: z.object({ uid: z.string(), email: z.string().nullable() }).nullish(),
  rejection: rejectionSchema.nullish(),
  rejections: z.array(rejectionSchema).nullish(),
  /** IEEE's service could not check the membership: an administrator decides before verifying. */
  ieeeMembershipToCheck: z.boolean().nullish(),
  ieeeMembershipDecision: ieeeDecisionSchema.nullish(),
  /** The version of the privacy notice shown at registration (absent before the notice existed). */
  privacyNotice: z.string().nullish(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  /** Oldest first. */
  audit: z.array(auditEntrySchema),
  /**
   * The line of the latest bank statement to name this registration's proof, its amount agreeing
   * or not (with the statement's other lines paying it, if any), and when that statement was
   * reconciled; null before any did.
   */
  statementLine: statementLineSchema
    .extend({
      reconciledAt: isoInstant.optional(),
      /** Every line of that statement paying the registration together, when there are several. */
      together: z.array(statementLineSchema).default([]),
    })
    .nullable(),
  /** Who looked at it or acted on it, newest first (the last 100 calls; this view's among them). */
  accessHistory: z.array(accessEntrySchema),
});
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;
