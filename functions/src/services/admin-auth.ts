import {
  ADMIN_SESSION_EXPIRED,
  ADMIN_SIGN_IN_REQUIRED,
  CHECK_IN_SIGN_IN_REQUIRED,
  NOT_AN_ADMINISTRATOR,
  NOT_CHECK_IN_STAFF,
} from '../domain/messages';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { DomainError } from '../domain/errors';
import type { ApiRequest } from '../http/types';
import { firestore } from './firebase';

export interface Administrator {
  uid: string;
  email: string | null;
}

/**
 * Who checked a person in: an administrator, or someone with the claim `checkin: true` only, who
 * gets the desk's limited search (`administrator` false).
 */
export interface CheckInStaff extends Administrator {
  administrator: boolean;
}

/** The verified claims of the request's Firebase Auth ID token (revocation checked), or a 401. */
async function signedInClaims(req: ApiRequest, signInRequired: string): Promise<DecodedIdToken> {
  const header = req.headers.authorization ?? '';
  const token = /^Bearer (.+)$/.exec(header)?.[1];
  if (!token) throw new DomainError('unauthenticated', signInRequired);
  firestore(); // initialises the Admin SDK app
  try {
    return await getAuth().verifyIdToken(token, true);
  } catch {
    throw new DomainError('unauthenticated', ADMIN_SESSION_EXPIRED);
  }
}

/**
 * Every administrative call proves itself with a Firebase Auth ID token carrying the custom
 * claim `admin: true`; the claim is set only by `npm run admin -- grant`, never by a client.
 * Check-in staff (`checkin: true` alone) are refused here: they may only check people in.
 */
export async function requireAdmin(req: ApiRequest): Promise<Administrator> {
  const claims = await signedInClaims(req, ADMIN_SIGN_IN_REQUIRED);
  if (claims.admin !== true) throw new DomainError('forbidden', NOT_AN_ADMINISTRATOR);
  return { uid: claims.uid, email: claims.email ?? null };
}

/**
 * The registration desk's calls: an ID token with the claim `checkin: true` (set by `npm run
 * admin -- grant-checkin`) or `admin: true`, checked on every call.
 */
export async function requireCheckinStaff(req: ApiRequest): Promise<CheckInStaff> {
  const claims = await signedInClaims(req, CHECK_IN_SIGN_IN_REQUIRED);
  if (claims.admin !== true && claims.checkin !== true) throw new DomainError('forbidden', NOT_CHECK_IN_STAFF);
  return { uid: claims.uid, email: claims.email ?? null, administrator: claims.admin === true };
}
