// Firestore giving up on a transaction because others held the locks it needed: ABORTED, or, when
// the emulator already closed a transaction that waited too long, INVALID_ARGUMENT "Transaction is
// invalid or closed". Either way nothing was written and the same work may simply run again.
const ABORTED = 10;
const INVALID_ARGUMENT = 3;

export function isContention(error: unknown): boolean {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
  if (code === ABORTED) return true;
  return code === INVALID_ARGUMENT && typeof details === 'string' && /transaction is invalid or closed/i.test(details);
}

/**
 * Runs a transaction again when Firestore gave up on it under lock contention (which its client
 * does not retry as "Transaction lock timeout"), a few times with a random pause; the last failure
 * is answered 503 by the router.
 */
export async function retryOnContention<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isContention(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 200 * attempt));
    }
  }
}
