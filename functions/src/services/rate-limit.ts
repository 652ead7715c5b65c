import { TOO_MANY_REQUESTS } from '../domain/messages';
import { FieldValue } from 'firebase-admin/firestore';
import { RATE_LIMIT_PER_MINUTE } from '../config';
import { rateLimited } from '../domain/errors';
import { rateLimitCounters, settings, type RateLimitedEndpoint } from './collections';
import { counterKey } from './counter-keys';

const WINDOW_MS = 60_000;

/**
 * The limit for an endpoint: the deployment's RATE_LIMIT_PER_MINUTE, unless an administrator
 * (or a test) set a per-endpoint figure in settings/rate-limits.
 */
async function limitFor(endpoint: RateLimitedEndpoint): Promise<number> {
  const limits = (await settings.rateLimits().get()).data();
  return limits?.perMinute?.[endpoint] ?? RATE_LIMIT_PER_MINUTE.value();
}

/**
 * Counts one request of this caller (a client address, or an account's uid) at this endpoint in the
 * current minute; refuses past the limit with `message`.
 */
export async function consumeRateLimit(
  endpoint: RateLimitedEndpoint,
  address: string,
  now: Date,
  message: string = TOO_MANY_REQUESTS,
): Promise<void> {
  const limit = await limitFor(endpoint);
  const window = Math.floor(now.getTime() / WINDOW_MS);
  // Addresses are personal data: only a keyed hash is stored, and the documents expire (TTL on expiresAt).
  const who = counterKey('rate-limit', address, 24);
  const ref = rateLimitCounters().doc(`${endpoint}-${who}-${window}`);
  // An atomic increment, not a read-modify-write transaction: a burst on one counter then counts
  // every request instead of contending for the document's lock (and failing some with ABORTED).
  await ref.set({ count: FieldValue.increment(1), expiresAt: new Date((window + 2) * WINDOW_MS) }, { merge: true });
  const count = (await ref.get()).get('count') as number;
  if (count > limit) throw rateLimited(message, (window + 1) * WINDOW_MS - now.getTime());
}
