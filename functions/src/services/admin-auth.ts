import {
  ADMIN_SECOND_FACTOR_REQUIRED,
  ADMIN_SESSION_EXPIRED,
  ADMIN_SIGN_IN_REQUIRED,
  CHECK_IN_SIGN_IN_REQUIRED,
  NOT_AN_ADMINISTRATOR,
  NOT_CHECK_IN_STAFF,
} from '../domain/messages';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { ADMIN_SECOND_FACTOR } from '../config';
import { DomainError } from '../domain/errors';
import type { Request } from 'firebase-functions/v2/https';
import { adminSecondFactorSettings } from './collections';
import { firestore } from './firebase';
import { protectionOn } from './protection-switch';
import { holdAdminSession, holdDeskSession } from './staff-sessions';

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
async function signedInClaims(req: Request, signInRequired: string): Promise<DecodedIdToken> {
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
 * Whether an administrator's token must come from a sign-in with a second factor: the
 * deployment's ADMIN_SECOND_FACTOR (on unless the local suite turns it off), or the document
 * settings/admin-second-factor (`{ require: true }`), which turns it on without a deploy (the
 * integration tests use it). If that document cannot be read, require it.
 */
function secondFactorRequired(): Promise<boolean> {
  return protectionOn(ADMIN_SECOND_FACTOR, adminSecondFactorSettings(), (data) => data?.require === true);
}

/** Administrator rights come from the claim and, where required, a sign-in with a second factor. */
async function administratorRightsOf(claims: DecodedIdToken): Promise<boolean> {
  if (claims.admin !== true) return false;
  if (claims.firebase.sign_in_second_factor || !(await secondFactorRequired())) return true;
  throw new DomainError('forbidden', ADMIN_SECOND_FACTOR_REQUIRED);
}

/**
 * Every administrative call proves itself with a Firebase Auth ID token carrying the custom
 * claim `admin: true`, signed in with a second factor where that is required (above); the claim
 * is set only by `npm run admin -- grant`, never by a client. Check-in staff (`checkin: true`
 * alone) are refused here: they may only check people in.
 */
export async function requireAdmin(req: Request, options: { recent?: boolean } = {}): Promise<Administrator> {
  const claims = await signedInClaims(req, ADMIN_SIGN_IN_REQUIRED);
  if (!(await administratorRightsOf(claims))) throw new DomainError('forbidden', NOT_AN_ADMINISTRATOR);
  // 12 hours from sign-in, 30 minutes idle; `recent`: signed in in the last 5 minutes.
  await holdAdminSession(claims, options);
  return { uid: claims.uid, email: claims.email ?? null };
}

/**
 * The registration desk's calls: an ID token with the claim `checkin: true` (set by `npm run
 * admin -- grant-checkin`) or `admin: true`, checked on every call.
 */
export async function requireCheckinStaff(req: Request): Promise<CheckInStaff> {
  const claims = await signedInClaims(req, CHECK_IN_SIGN_IN_REQUIRED);
  // Check-in staff need no second factor: the desk's search shows no contact details. An
  // administrator without one is refused rather than served the administrator's search.
  const administrator = await administratorRightsOf(claims);
  if (!administrator && claims.checkin !== true) throw new DomainError('forbidden', NOT_CHECK_IN_STAFF);
  // An administrator's limits hold at the desk too; staff's sign-in lasts its day at the venue.
  await (administrator ? holdAdminSession(claims) : holdDeskSession(claims));
  return { uid: claims.uid, email: claims.email ?? null, administrator };
}
