// Firestore giving up on a transaction because others held the locks it needed: ABORTED, or, when
// the emulator already closed a transaction that waited too long, INVALID_ARGUMENT "Transaction is
// invalid or closed". Either way nothing was written and the same work may simply run again.
const ABORTED = 10;
const INVALID_ARGUMENT = 3;

/**
 * How long after its first run a contended transaction may be started again. Hosting and the
 * function end a request at 60 s, and one run of Firestore's own five attempts can take about 20 s
 * in the emulator (each lost attempt waits out its 2 s lock timeout, then backs off): past this,
 * the caller is answered 503 (try again) in time, instead of being cut off with "Timed out".
 */
export const CONTENTION_BUDGET_MS = 20_000;

const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;

/**
 * A conditional write lost to another: the document changed since it was read (its update time no
 * longer matches) or was created meanwhile. Told to retryOnContention as ABORTED, which it is.
 */
export function asContention(error: unknown): unknown {
  const { code } = (error ?? {}) as { code?: unknown };
  if (code !== FAILED_PRECONDITION && code !== ALREADY_EXISTS) return error;
  return Object.assign(new Error('A conditional write lost to another: nothing was written.', { cause: error }), {
    code: ABORTED,
  });
}

export function isContention(error: unknown): boolean {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
  if (code === ABORTED) return true;
  return code === INVALID_ARGUMENT && typeof details === 'string' && /transaction is invalid or closed/i.test(details);
}

export interface RetryOptions {
  budgetMs?: number;
  /** A monotonic count of milliseconds: the time spent, not the suite's clock. */
  elapsedMs?: () => number;
  wait?: (ms: number) => Promise<void>;
}

/**
 * Runs a transaction again when Firestore gave up on it under lock contention (after its client's
 * own attempts, or at once for a transaction the emulator closed), with a random pause, as long as
 * the next run starts within the budget; the last failure is answered 503 by the router. Bounded by
 * time, not by a count: each run is itself up to five of Firestore's attempts, and four such runs
 * let a request that kept losing go past the 60 s at which Hosting cuts it off.
 */
export async function retryOnContention<T>(run: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const {
    budgetMs = CONTENTION_BUDGET_MS,
    elapsedMs = () => performance.now(),
    wait = (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  } = options;
  const started = elapsedMs();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const pause = Math.random() * 200 * attempt;
      if (!isContention(error) || elapsedMs() - started + pause >= budgetMs) throw error;
      await wait(pause);
    }
  }
}
