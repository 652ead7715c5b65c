// What can go wrong that a person caused or can act on, as one typed union. Services and handlers
// throw a DomainError with the message to show; http/errors.ts alone turns its kind into a status.
export type DomainErrorKind =
  | 'bad-request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-media'
  | 'rate-limited'
  | 'upstream';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Extra fields for the answer, e.g. `{ redirect: true }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
