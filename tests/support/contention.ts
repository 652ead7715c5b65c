import { CONTENTION_BUDGET_MS } from '../../functions/src/services/contention';

/**
 * For a test of twenty requests on one registration at once. In the emulator a contended request
 * may retry for CONTENTION_BUDGET_MS, then run Firestore's own attempts once more (up to about
 * 20 s), before its 503; three times that bound, so a slower or busier machine passes
 * (docs/development.md, "Timeouts and why").
 */
export const TWENTY_AT_ONCE_TIMEOUT_MS = 3 * (2 * CONTENTION_BUDGET_MS + 10_000);
