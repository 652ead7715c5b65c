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
  createdAt: isoInstant,
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

/** Exhaustive: every state is counted, under the tier and search filters. */
export const statusCountsSchema = z.record(z.enum(REVIEW_STATUSES), z.number());
export type StatusCounts = z.infer<typeof statusCountsSchema>;

export const registrationPageSchema = z.object({
  items: z.array(registrationRowSchema),
  /** The last row's cursor when another page follows. */
  nextCursor: z.string().nullable(),
  counts: statusCountsSchema,
});
export type RegistrationPage = z.infer<typeof registrationPageSchema>;
