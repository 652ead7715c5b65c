import { z } from './zod';
import { IEEE_INACTIVE, IEEE_UNAVAILABLE } from './messages';
import { ieeeNumberSchema } from './registration-schema';

// The IEEE membership check (docs/rules.md). The call itself is the caller's business;
// this file fixes its body and how its answer reads to the registrant.

/** Body of POST /api/ieee-verification/ieee-status. */
export const ieeeStatusRequestSchema = z.object({ MemberID: ieeeNumberSchema });
export type IeeeStatusRequest = z.infer<typeof ieeeStatusRequestSchema>;

export const ACTIVE_MEMBER_STATUS = 'Active';

/** The statuses IEEE's service answers (services/ieee.ts), as the cache keeps them. */
export type MemberStatus = typeof ACTIVE_MEMBER_STATUS | 'Inactive' | 'Not Found';

/** The part of the answer the site reads: only the status "Active" means valid. */
export const ieeeStatusResponseSchema = z.object({ MemberStatus: z.string() });
export type IeeeStatusResponse = z.infer<typeof ieeeStatusResponseSchema>;

/**
 * The message for an answer of the membership service, or null for an active member. An
 * answer without a status is treated like no answer at all: the service, not the member,
 * is at fault, so the registrant is told to try again later.
 */
export function membershipMessage(response: unknown): string | null {
  const parsed = ieeeStatusResponseSchema.safeParse(response);
  if (!parsed.success) return IEEE_UNAVAILABLE;
  return parsed.data.MemberStatus.trim() === ACTIVE_MEMBER_STATUS ? null : IEEE_INACTIVE;
}
