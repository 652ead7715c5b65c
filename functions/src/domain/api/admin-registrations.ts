// GET /api/admin/registrations: one page of the administrators' table and the count per state.
import { z } from '../zod';
import { REVIEW_STATUSES } from '../review-status';
import { TIER_IDS } from '../tiers';
import { isoInstant } from './envelope';

/** One row of the table: what an administrator scans, nothing more. */
export const registrationRowSchema = z.object({
  id: z.string(),
  /** Title, first and last name. */
  name: z.string(),
  email: z.string(),
  organization: z.string(),
  registrationTier: z.enum(TIER_IDS),
  totalAmount: z.number(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  paymentReferenceId: z.string().nullable(),
  /** IEEE's service could not check the membership: the table flags it. */
  ieeeMembershipToCheck: z.boolean(),
  /** A cancellation request awaits an administrator's decision: the table says so. */
  cancellationRequested: z.boolean(),
  createdAt: isoInstant,
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

/** Exhaustive: every status is counted, under the other filters. */
export const statusCountsSchema = z.record(z.enum(REVIEW_STATUSES), z.number());
export type StatusCounts = z.infer<typeof statusCountsSchema>;

export const registrationPageSchema = z.object({
  items: z.array(registrationRowSchema),
  /** The last row's cursor when another page follows. */
  nextCursor: z.string().nullable(),
  counts: statusCountsSchema,
  /** Registrations with a cancellation request awaiting a decision, under the other filters but the status. */
  cancellationRequested: z.number().int(),
  /** Registrations with an IEEE membership still to be checked, under the other filters but the status. */
  ieeeToCheck: z.number().int(),
});
export type RegistrationPage = z.infer<typeof registrationPageSchema>;
