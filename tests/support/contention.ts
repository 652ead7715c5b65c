import { CONTENTION_BUDGET_MS } from '../../functions/src/services/contention';

/**
 * How many requests a test of contention sends on one document at once: more than any cap it
 * meets (three resends an hour, five proofs), so that the cap and the lock are both contended.
 * The Functions emulator starts a process for each request in flight beyond its idle ones (about
 * 1.6 CPU-s each); twenty at once started twelve more than eight do, for the same behaviours
 * (docs/development.md, "Where the run's time goes").
 */
export const AT_ONCE = 8;

/**
 * For a test of AT_ONCE requests on one registration at once. In the emulator a contended request
 * may retry for CONTENTION_BUDGET_MS, then run Firestore's own attempts once more (up to about
 * 20 s), before its 503; three times that bound, so a slower or busier machine passes
 * (docs/development.md, "Timeouts and why").
 */
export const AT_ONCE_TIMEOUT_MS = 3 * (2 * CONTENTION_BUDGET_MS + 10_000);
