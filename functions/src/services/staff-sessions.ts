// Staff sign-ins as the server holds them (domain/staff-sessions.ts has the rules): one document a
// staff account, `staffSessions/{uid}`, for the sign-in its tokens carry (`auth_time`) and the last
// call made with it. A new sign-in starts the document afresh. Times are the real clock's, as the
// tokens' own are (firebase-admin checks their expiry on it), not the suite's chosen instant.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { realTime } from '../clock';
import { DomainError } from '../domain/errors';
import {
  ADMIN_RECENT_SIGN_IN_REQUIRED,
  ADMIN_SESSION_IDLE,
  ADMIN_SESSION_TOO_OLD,
  CHECK_IN_SESSION_OVER,
} from '../domain/messages';
import { adminSessionVerdict, ADMIN_SESSION_MS, deskSessionOver, isRecentSignIn } from '../domain/staff-sessions';
import { venueDate } from '../domain/venue-time';
import { staffSessionDoc, type StaffSession } from './collections';

/** A call refreshes `lastSeenAt` at most this often: one write a minute, not one a call. */
const SEEN_EVERY_MS = 60_000;

/** The sign-in a token carries, as an instant. */
const signInOf = (claims: DecodedIdToken) => new Date(claims.auth_time * 1000);

/**
 * The session of this sign-in as stored, started now if the token carries a sign-in the document
 * does not hold yet (the first call after signing in).
 */
async function sessionOf(claims: DecodedIdToken, now: Date): Promise<StaffSession> {
  const ref = staffSessionDoc(claims.uid);
  const stored = (await ref.get()).data();
  const signedInAt = signInOf(claims);
  if (stored && stored.authTime === claims.auth_time) return stored;
  // Kept a day past the longest a sign-in counts, then TTL.
  const expiresAt = new Date(signedInAt.getTime() + ADMIN_SESSION_MS + 24 * 60 * 60_000);
  await ref.set({ authTime: claims.auth_time, signedInAt, lastSeenAt: now, expiresAt });
  return { authTime: claims.auth_time, signedInAt, lastSeenAt: now, expiresAt };
}

async function seen(uid: string, session: StaffSession, now: Date): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() < SEEN_EVERY_MS) return;
  await staffSessionDoc(uid).update({ lastSeenAt: now });
}

/**
 * An administrator's sign-in still counts: under 12 hours old and used in the last 30 minutes;
 * with `recent`, made in the last 5 minutes. Otherwise a 401 that says to sign in again.
 */
export async function holdAdminSession(claims: DecodedIdToken, options: { recent?: boolean } = {}): Promise<void> {
  const now = realTime();
  const session = await sessionOf(claims, now);
  const verdict = adminSessionVerdict(session.signedInAt, now, session.lastSeenAt);
  if (verdict === 'too-old') throw new DomainError('unauthenticated', ADMIN_SESSION_TOO_OLD);
  if (verdict === 'idle') throw new DomainError('unauthenticated', ADMIN_SESSION_IDLE);
  if (options.recent && !isRecentSignIn(session.signedInAt, now)) {
    throw new DomainError('unauthenticated', ADMIN_RECENT_SIGN_IN_REQUIRED);
  }
  await seen(claims.uid, session, now);
}

/** Check-in staff's sign-in lasts the day at the venue it was made on. */
export async function holdDeskSession(claims: DecodedIdToken): Promise<void> {
  const now = realTime();
  const session = await sessionOf(claims, now);
  if (deskSessionOver(venueDate(session.signedInAt), venueDate(now))) {
    throw new DomainError('unauthenticated', CHECK_IN_SESSION_OVER);
  }
  await seen(claims.uid, session, now);
}
