import { BODY_NOT_JSON, CROSS_SITE_REFUSED, FORM_NOT_MULTIPART, JSON_OBJECT_REQUIRED } from '../domain/messages';
import { PUBLIC_SITE_URL, currentProjectId } from '../config';
import { DomainError } from '../domain/errors';
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
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  const ok = accepted === 'json' ? type.startsWith('application/json') : type.startsWith('multipart/form-data');
  if (!ok) {
    throw new DomainError('unsupported-media', accepted === 'json' ? BODY_NOT_JSON : FORM_NOT_MULTIPART);
  }
}

/**
 * The caller's address as Hosting reports it (its CDN puts the visitor's address in
 * fastly-client-ip; x-forwarded-for then names the CDN). Both can be influenced by a client, so
 * rate limits keyed on it slow down abuse rather than stop a determined attacker.
 */
export function clientAddress(req: ApiRequest): string {
  const viaHosting = req.headers['fastly-client-ip'];
  if (typeof viaHosting === 'string' && viaHosting.trim() !== '') return viaHosting.trim();
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.ip || 'unknown';
}

/** A JSON body as an object, or a clear 400. */
export function jsonBody(req: ApiRequest): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new DomainError('bad-request', JSON_OBJECT_REQUIRED);
  }
  return body as Record<string, unknown>;
}
