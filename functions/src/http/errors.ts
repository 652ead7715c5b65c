// Expected failures are the domain's typed errors, mapped to HTTP status in this one switch, so
// neither a service nor a handler picks a status code itself.
import type { DomainErrorKind } from '../domain/errors';

export function statusOf(kind: DomainErrorKind): number {
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
    case 'unprocessable':
      return 422;
    case 'unsupported-media':
      return 415;
    case 'rate-limited':
      return 429;
    case 'upstream':
      return 502;
  }
}
