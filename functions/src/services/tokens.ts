import { VERIFICATION_LINK_MS } from '../domain/limits';
import { createHash, randomBytes } from 'node:crypto';

// 32 random bytes: unguessable for the link's whole life. Only the hash is stored, so a
// leaked database does not leak working links.
const TOKEN_BYTES = 32;
export const TOKEN_LIFETIME_MS = VERIFICATION_LINK_MS;

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
