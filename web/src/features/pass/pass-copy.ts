// The rules of the pass's offline copy, apart from the worker that applies them (pass-worker.ts)
// so that they can be tested without one.
import { refusesPass } from './pass-answer';

/**
 * What an answer of GET /api/passes/{code} does to the kept copy: a pass is kept (or replaced), a
 * refused code drops it at once (withdrawn or reissued: it must not open from a cache), and an
 * answer that says nothing about the pass (too many requests, a server error) leaves it.
 */
export function copyAfter(status: number): 'keep' | 'drop' | 'leave' {
  if (status >= 200 && status < 300) return 'keep';
  return refusesPass(status) ? 'drop' : 'leave';
}

/**
 * Whether the kept copies have outlived their time (`endsAt`, retention.ts), by the server's clock
 * as last learnt (the device's corrected by `offsetMs`, as lib/clock.ts does for the site). With no
 * server time learnt yet nothing was kept, and nothing is judged on the device's clock alone.
 */
export function copiesAreOver(deviceNowMs: number, offsetMs: number | null, endsAt: string): boolean {
  return offsetMs !== null && deviceNowMs + offsetMs >= Date.parse(endsAt);
}

/** `promise`, or a rejection after `ms`: a connection that barely answers (a basement) is none. */
export function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
