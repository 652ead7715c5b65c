// Expected failures are values of one typed union, mapped to HTTP status in one switch, so a
// handler says what went wrong and never picks a status code itself.
export type ApiErrorKind =
  | 'bad-request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-media'
  | 'rate-limited'
  | 'upstream';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** Extra fields for the JSON answer, e.g. `{ redirect: true }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function statusOf(kind: ApiErrorKind): number {
  switch (kind) {
    case 'bad-request':
      return 400;
    case 'unauthenticated':
      return 401;
    case 'forbidden':
      return 403;
    case 'not-found':
      return 404;
    case 'conflict':
      return 409;
    case 'too-large':
      return 413;
    case 'unsupported-media':
      return 415;
    case 'rate-limited':
      return 429;
    case 'upstream':
      return 502;
  }
}
