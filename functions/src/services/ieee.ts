import { IEEE_UNAVAILABLE } from '../domain/messages';
import { IEEE_API_KEY, IEEE_API_URL } from '../config';
import { DomainError } from '../domain/errors';
import { IEEE_ANSWER_KEPT_MS } from '../domain/limits';
import type { MemberStatus } from '../domain/ieee-membership';
import { ieeeMemberCache } from './collections';

const UPSTREAM_TIMEOUT_MS = 8_000;

async function askUpstream(memberId: string): Promise<MemberStatus> {
  let response: Response;
  try {
    response = await fetch(`${IEEE_API_URL.value()}/${encodeURIComponent(memberId)}`, {
      headers: { authorization: `Bearer ${IEEE_API_KEY.value()}`, accept: 'application/json' },
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch {
    throw new DomainError('upstream', IEEE_UNAVAILABLE);
  }
  if (response.status === 404) return 'Not Found';
  if (!response.ok) throw new DomainError('upstream', IEEE_UNAVAILABLE);
  const body = (await response.json().catch(() => null)) as { MemberStatus?: unknown } | null;
  if (body?.MemberStatus === 'Active') return 'Active';
  if (typeof body?.MemberStatus === 'string') return 'Inactive';
  throw new DomainError('upstream', IEEE_UNAVAILABLE);
}

/** Asks IEEE (or a fresh cached answer) whether a member number is Active. */
export async function membershipStatus(memberId: string, now: Date): Promise<MemberStatus> {
  const ref = ieeeMemberCache().doc(memberId);
  const cached = (await ref.get()).data();
  if (cached && now.getTime() - cached.checkedAt.getTime() < IEEE_ANSWER_KEPT_MS) return cached.status;
  const status = await askUpstream(memberId);
  // expiresAt: a TTL policy (firestore.indexes.json) removes answers once they are stale.
  await ref.set({
    status,
    checkedAt: now,
    expiresAt: new Date(now.getTime() + IEEE_ANSWER_KEPT_MS),
  });
  return status;
}
