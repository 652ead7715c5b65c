// A registration as stored at `registrations/{id}` and its audit entries: the document's shape,
// typed once. Types only, so that services/collections.ts (which types the collection) and
// services/registrations.ts (which reads and writes it) can both import it without importing
// each other.
import type { StoredFile } from '../domain/api/stored-file';
import type { BillingDetails } from '../domain/billing';
import type { RegistrationState } from '../domain/lifecycle';
import type { Total } from '../domain/pricing';
import type { RegistrationData } from '../domain/registration-schema';
import type { ReviewStatus } from '../domain/review-status';
import type { SponsorCodeKind } from '../domain/sponsor-codes';
import type { TierId } from '../domain/tiers';

export interface StoredStudent {
  name: string;
  idNumber: string;
  /** Kept only when IEEE reported it Active. */
  ieeeNumber?: string;
  idCard: StoredFile;
  ieeeCert?: StoredFile;
  /** IEEE's service could not check the number at registration; the certificate came with it. */
  ieeeMembershipToCheck?: boolean;
  /** An administrator's decision on it; after 'not-member' the number is gone (the non-IEEE rate). */
  ieeeMembershipDecision?: IeeeMembershipDecision;
}

export interface PaymentProofRecord {
  paymentReferenceId: string;
  receipt: StoredFile;
  uploadedAt: Date;
  /** The rupees due when it was sent (domain/balance.ts, dueRoseSinceProof); absent on older proofs. */
  amountDue?: number;
}

export type RegistrationRecord = Omit<
  RegistrationData,
  'students' | 'clientRequestId' | 'totalAmount' | 'billing' | 'sponsorCode'
> & {
  id: string;
  /**
   * The institution the tax invoice is made out to ("Invoice to my institution"); absent, or null
   * once removed, for an invoice to the registrant. Changed until the invoice is issued (services/billing.ts).
   */
  billing?: BillingDetails | null;
  /** How many times the billing details were changed after the registration was made (each audited). */
  billingChanges?: number;
  /** How often an administrator corrected how it names its registrant (services/registrant-name.ts). */
  nameCorrections?: number;
  /** How often an administrator corrected its e-mail address (services/email-correction.ts). */
  emailCorrections?: number;
  /** How often its passes were issued anew without a verification (domain/passes.ts, passEpochOf). */
  passRenewals?: number;
  students?: StoredStudent[];
  ieeeCert?: StoredFile;
  /** Computed by the server from the domain core; the client's figure is never stored. */
  totalAmount: number;
  pricing: Total;
  verified: boolean;
  /** Absent or null: no proof to review (null after a rejection; see the lifecycle). */
  paymentVerified?: boolean | null;
  paymentReferenceId?: string;
  receiptFileName?: string;
  receipt?: StoredFile;
  paymentProofs: PaymentProofRecord[];
  /**
   * The amount counted received in all when an administrator asked for the balance of a transfer
   * short of the amount due (domain/balance.ts); absent before any such request.
   */
  amountReceived?: number;
  verificationTokenHash: string;
  /** Derived, for the administrators' filters and counts (see domain/review-status). */
  reviewStatus: ReviewStatus;
  /** Creation instant and id ("2025-10-20T05:30:00.000Z|ICEI25-…"): a unique, time-ordered page cursor. */
  sortKey: string;
  /** What the administrators' search matches: whole keys and their starts (domain/admin-search). */
  searchKeys: string[];
  emailVerifiedAt?: Date;
  paymentVerifiedAt?: Date | null;
  paymentVerifiedBy?: { uid: string; email: string | null } | null;
  /** How many times a payment was verified (an undone verification may be made again). */
  paymentVerifications?: number;
  /**
   * The tax invoice of the current verification (`invoices/{id}`, services/invoices.ts); null or
   * absent before it is issued, and again once a credit note has cancelled it.
   */
  invoice?: { id: string; number: string; date: string } | null;
  /** How many times an issued invoice's recipient was corrected (services/invoice-correction.ts). */
  invoiceCorrections?: number;
  /**
   * The registrant's latest request to cancel and the organisers' decision on it
   * (services/cancellations.ts); approved, the registration is cancelled for good.
   */
  cancellation?: CancellationRecord | null;
  /**
   * The sponsor's code this registration was made with (domain/sponsor-codes.ts): complimentary,
   * admitted once its address is verified, or at the sponsor rate. Absent for everyone else.
   */
  sponsorCode?: { code: string; sponsorId: string; kind: SponsorCodeKind; organisation: string; level: string };
  /** How many cancellations were asked for (a declined request may be followed by another). */
  cancellationRequests?: number;
  /** The latest rejected proof's reason, and every rejection so far. */
  rejection?: Rejection;
  rejections?: Rejection[];
  /** How many times the passes were issued again after PASS_SECRET changed (services/pass-reissue.ts). */
  passReissues?: number;
  /** How many links to download the registrant's own data were mailed (services/data-access.ts). */
  dataLinksSent?: number;
  /** How many payment verifications were withdrawn after the undo window (the dashboard counts them). */
  verificationsWithdrawn?: number;
  /** Per `{person}_{day}`, how many check-ins were undone: each later check-in gets its own audit entry. */
  checkInsUndone?: Record<string, number>;
  /** How many verification mails were queued; each resend gets its own mail id. */
  verificationMailsSent?: number;
  /** When the latest verification mails were queued, for the hourly cap (domain/quota.ts). */
  verificationMailsAt?: Date[];
  clientRequestId?: string;
  /**
   * IEEE's service could not be reached when the registrant registered with a certificate: an
   * administrator checks the membership (ieee-review.ts) before the payment can be verified.
   */
  ieeeMembershipToCheck?: boolean;
  ieeeMembershipDecision?: IeeeMembershipDecision;
  /**
   * The version of the privacy notice the site showed when the registration was made
   * (domain/retention.ts); absent on registrations made before the notice existed.
   */
  privacyNotice?: string;
  createdAt: Date;
  updatedAt: Date;
};

export interface CancellationRecord {
  state: 'requested' | 'approved' | 'declined';
  /** The registrant's words. */
  reason: string;
  requestedAt: Date;
  /** The refund the policy gives for the request's day, in paise; null: not paid, or no policy. */
  dueAmountPaise: number | null;
  decidedAt: Date | null;
  /** The administrator's e-mail address. */
  decidedBy: string | null;
  /** The organisers' note to the registrant. */
  note: string | null;
  /** What was paid back; null when nothing was (unpaid, declined, or a refund of nothing). */
  refund: { amountPaise: number; date: string; bankReference: string; reason: string | null } | null;
  /** The credit note the refund issued against the tax invoice, when there was one. */
  creditNote: { number: string; date: string } | null;
}

export interface IeeeMembershipDecision {
  decision: 'confirmed' | 'not-member';
  by: string;
  at: Date;
  /** For 'not-member': the tier and amount before the registration moved to the non-IEEE rate. */
  previousTier?: TierId;
  previousAmount?: number;
}

export interface Rejection {
  reason: string;
  at: Date;
  by: string;
  proofNumber: number;
  /** Set when a verified payment was withdrawn: which verification (its count) it took back. */
  withdrawnVerification?: number;
  /** Set when the proof fell short and the balance was asked for: the amount counted received in all. */
  received?: number;
}

export interface AuditEntry {
  event: string;
  from: RegistrationState | null;
  to: RegistrationState;
  at: Date;
  by: string;
  detail?: Record<string, unknown>;
}
