import { ADMIN_SESSION_EXPIRED, ADMIN_SIGN_IN_REQUIRED, NOT_AN_ADMINISTRATOR } from '../domain/messages';
import { getAuth } from 'firebase-admin/auth';
import { DomainError } from '../domain/errors';
import type { ApiRequest } from '../http/types';
import { firestore } from './firebase';

export interface Administrator {
  uid: string;
  email: string | null;
}

/**
 * Every administrative call proves itself with a Firebase Auth ID token carrying the custom
 * claim `admin: true`; the claim is set only by `npm run admin -- grant`, never by a client.
 */
export async function requireAdmin(req: ApiRequest): Promise<Administrator> {
  const header = req.headers.authorization ?? '';
  const token = /^Bearer (.+)$/.exec(header)?.[1];
  if (!token) throw new DomainError('unauthenticated', ADMIN_SIGN_IN_REQUIRED);
  firestore(); // initialises the Admin SDK app
  let claims: Awaited<ReturnType<ReturnType<typeof getAuth>['verifyIdToken']>>;
  try {
    claims = await getAuth().verifyIdToken(token, true);
  } catch {
    throw new DomainError('unauthenticated', ADMIN_SESSION_EXPIRED);
  }
  if (claims.admin !== true) throw new DomainError('forbidden', NOT_AN_ADMINISTRATOR);
  return { uid: claims.uid, email: claims.email ?? null };
}
