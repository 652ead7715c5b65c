// What can go wrong that a person caused or can act on, as one typed union. Services and handlers
// throw a DomainError with the message to show; http/errors.ts alone turns its kind into a status.
export type DomainErrorKind =
  | 'bad-request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unprocessable'
  | 'unsupported-media'
  | 'rate-limited'
  | 'upstream';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Extra fields for the answer, e.g. `{ redirect: true }`. */
    readonly extra: Record<string, unknown> = {},
    /** For a refusal that passes: when to try again (the answer's Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A cap whose message names the minutes to wait: they are counted from the same figure. */
export function rateLimitedForMinutes(message: (minutes: number) => string, retryAfterMs: number): DomainError {
  return rateLimited(message(Math.ceil(retryAfterMs / 60_000)), retryAfterMs);
}

/** A cap reached: 429 with the message and, rounded up to whole seconds, when to try again. */
export function rateLimited(message: string, retryAfterMs: number): DomainError {
  return new DomainError('rate-limited', message, {}, Math.max(1, Math.ceil(retryAfterMs / 1000)));
}
