import {
  BODY_NOT_JSON,
  CROSS_SITE_REFUSED,
  FORM_NOT_MULTIPART,
  JSON_OBJECT_REQUIRED,
  PAYMENTS_CLOSED,
  REGISTRATION_CLOSED,
  REGISTRATION_NOT_YET_OPEN,
  TEXT_BROKEN,
} from '../domain/messages';
import { paymentsOpen, registrationPhase } from '../domain/registration-window';
import { CLIENT_ADDRESS_HOPS, PUBLIC_SITE_URL, currentProjectId } from '../config';
import { DomainError } from '../domain/errors';
import { holdsBrokenText } from '../domain/schema-helpers';
import type { ApiRequest } from './types';

/** The site's own origins: the configured public URL and the project's Hosting domains. */
function allowedOrigins(): Set<string> {
  const project = currentProjectId();
  return new Set([
    new URL(PUBLIC_SITE_URL.value()).origin,
    `https://${project}.web.app`,
    `https://${project}.firebaseapp.com`,
  ]);
}

/**
 * Multipart and form posts are "simple" requests that another site can make a visitor's
 * browser send without a preflight; browsers always name their Origin on such posts, so a
 * foreign one is refused. Requests without Origin come from non-browser clients, which
 * carry no visitor's ambient authority.
 */
export function assertSameOrigin(req: ApiRequest): void {
  const origin = req.headers.origin;
  if (origin !== undefined && !allowedOrigins().has(origin)) {
    throw new DomainError('forbidden', CROSS_SITE_REFUSED);
  }
}

export function assertContentType(req: ApiRequest, accepted: 'json' | 'multipart'): void {
  // The media type itself, parameters aside: "application/jsonx" is not JSON, and the runtime's
  // parser would hand its body over unread.
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const ok = type === (accepted === 'json' ? 'application/json' : 'multipart/form-data');
  if (!ok) {
    throw new DomainError('unsupported-media', accepted === 'json' ? BODY_NOT_JSON : FORM_NOT_MULTIPART);
  }
}

/**
 * The caller's address, for per-address rate limits: only what the platform itself appended.
 *
 * Trust model. X-Forwarded-For is a list that every proxy extends at its right end; whatever a
 * client sends arrives at its left. Through Firebase Hosting, its CDN (Fastly) appends the
 * visitor's address, then Google's front end appends the CDN node's address and its own, so
 * the visitor is the entry CLIENT_ADDRESS_HOPS (2) places from the right, and no header a client
 * can send moves it. Fastly-Client-IP is not used: Fastly keeps one a client sent. A direct call
 * to the function's own URL skips the CDN, so the entry in that place is the last one the caller
 * wrote: there the per-address limit is advisory, and what holds are the caps keyed on the
 * registration and the recipient (domain/quota.ts, services/mail-quota.ts) and App Check.
 * CLIENT_ADDRESS_HOPS=0 means nothing trustworthy names the caller: the local suite, whose
 * Functions emulator even reports a client's own X-Forwarded-For as the socket's peer. Every
 * caller is then one client.
 */
export function clientAddress(req: ApiRequest, hops: number = CLIENT_ADDRESS_HOPS.value()): string {
  if (hops <= 0) return 'local';
  const chain = forwardedChain(req);
  // Fewer entries than hops + 1: nothing was forwarded to the platform, so its first entry is
  // the caller as the front end saw it.
  return chain[Math.max(0, chain.length - 1 - hops)] ?? 'unknown';
}

/** X-Forwarded-For's entries, left to right, as the function received them. */
export function forwardedChain(req: ApiRequest): string[] {
  const header = req.headers['x-forwarded-for'];
  return (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** A JSON body as an object, or a clear 400. */
export function jsonBody(req: ApiRequest): Record<string, unknown> {
  const body: unknown = req.body;
  // A Buffer is what the runtime hands over for a body its JSON parser did not read.
  if (body === null || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) {
    throw new DomainError('bad-request', JSON_OBJECT_REQUIRED);
  }
  // "\ud800" is valid JSON but no text: refused here, once for every route, before a store refuses it.
  if (holdsBrokenText(body)) throw new DomainError('bad-request', TEXT_BROKEN);
  return body as Record<string, unknown>;
}

/** New registrations (and the IEEE checks made for them) only while the window is open. */
export function assertRegistrationOpen(now: Date): void {
  const phase = registrationPhase(now);
  if (phase === 'not-yet-open') throw new DomainError('forbidden', REGISTRATION_NOT_YET_OPEN);
  if (phase === 'closed') throw new DomainError('forbidden', REGISTRATION_CLOSED);
}

/** A registration's verification mails and payment proofs, until the payment deadline. */
export function assertPaymentsOpen(now: Date): void {
  if (!paymentsOpen(now)) throw new DomainError('forbidden', PAYMENTS_CLOSED);
}
