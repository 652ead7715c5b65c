// Asks the API whether an IEEE number belongs to an active member (spec sections 5 and 7).
import { IEEE_UNAVAILABLE } from '@domain/messages';
import { ieeeNumberSchema } from '@domain/registration-schema';
import { firstError } from '@domain/registration-schema';
import { membershipMessage, type IeeeStatusResponse } from '@domain/ieee-membership';
import { ApiUnreachableError, postJson } from '../../../lib/api-client';

/** null for an active member, otherwise the message to show. Pass the number trimmed. */
export async function checkIeeeMembership(memberId: string): Promise<string | null> {
  const formatProblem = firstError(ieeeNumberSchema.safeParse(memberId));
  if (formatProblem) return formatProblem;
  try {
    const result = await postJson<IeeeStatusResponse>('/api/ieee-verification/ieee-status', {
      MemberID: memberId,
    });
    if (result.success) return membershipMessage(result);
    // A refused number says why; a service that is down or rate-limited is "try again later".
    return result.status === 400 && result.error ? result.error : IEEE_UNAVAILABLE;
  } catch (error) {
    if (error instanceof ApiUnreachableError) return IEEE_UNAVAILABLE;
    throw error;
  }
}
