// Asks the API whether an IEEE number belongs to an active member (docs/rules.md, "The IEEE
// membership check").
import { IEEE_UNAVAILABLE } from '@domain/messages';
import { ieeeNumberSchema } from '@domain/registration-schema';
import { firstError } from '@domain/registration-schema';
import { membershipMessage, type IeeeStatusResponse } from '@domain/ieee-membership';
import { ApiUnreachableError, postJson } from '../../../lib/api-client';

const SAYS_WHY = new Set([400, 401, 429]);

/** null for an active member, otherwise the message to show. Pass the number trimmed. */
export async function checkIeeeMembership(memberId: string): Promise<string | null> {
  const formatProblem = firstError(ieeeNumberSchema.safeParse(memberId));
  if (formatProblem) return formatProblem;
  try {
    const result = await postJson<IeeeStatusResponse>('/api/ieee-verification/ieee-status', {
      MemberID: memberId,
    });
    if (result.success) return membershipMessage(result);
    // A refusal that the person can act on says why (a malformed number, a browser App Check
    // could not verify, too many checks this minute); IEEE's service being down is the spec's
    // "try again later".
    return SAYS_WHY.has(result.status) && result.error ? result.error : IEEE_UNAVAILABLE;
  } catch (error) {
    if (error instanceof ApiUnreachableError) return IEEE_UNAVAILABLE;
    throw error;
  }
}
