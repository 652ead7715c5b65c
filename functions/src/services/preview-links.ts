// An administrator sees an uploaded file in a frame, and a frame cannot send the ID token: it
// opens a link signed for that one file until a moment PREVIEW_LINK_MINUTES ahead (HMAC-SHA256
// under COUNTER_HASH_SECRET, its own purpose apart from the counters'), and the file comes back as
// a sandboxed document (http/handlers/download-upload.ts). Nothing is stored.
import { timingSafeEqual } from 'node:crypto';
import { keyedHash } from './counter-keys';
import { PREVIEW_LINK_MS } from '../domain/limits';

function signatureOf(registrationId: string, storedName: string, expires: string): string {
  return keyedHash('preview-link', `${registrationId}/${storedName}\n${expires}`);
}

/** The path that shows the file until `expiresAt`, for an ID and a stored name already checked. */
export function previewLinkFor(
  registrationId: string,
  storedName: string,
  now: Date,
): { url: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_MS);
  const expires = String(expiresAt.getTime());
  const signature = signatureOf(registrationId, storedName, expires);
  return {
    url: `/backend/uploads/${registrationId}/${storedName}/preview?expires=${expires}&signature=${signature}`,
    expiresAt,
  };
}

/** Whether the query of a preview link was signed for this file and has not expired at `now`. */
export function isValidPreviewLink(
  registrationId: string,
  storedName: string,
  query: { expires?: unknown; signature?: unknown },
  now: Date,
): boolean {
  const { expires, signature } = query;
  if (typeof expires !== 'string' || !/^\d{1,15}$/.test(expires)) return false;
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const until = Number(expires);
  if (until <= now.getTime() || until > now.getTime() + PREVIEW_LINK_MS) return false;
  const expected = Buffer.from(signatureOf(registrationId, storedName, expires), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
