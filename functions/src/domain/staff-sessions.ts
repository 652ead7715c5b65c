// How long a staff member's sign-in counts (ASVS 5.0 V7.3: idle and absolute timeouts; V7.5: a
// fresh sign-in before what cannot be taken back). Measured on the server from the token's
// auth_time, the sign-in itself, which refreshing a token does not move, so a stolen or forgotten
// browser session ends however its tokens are refreshed.

/** An administrator's sign-in ends 12 hours after it was made… */
export const ADMIN_SESSION_MS = 12 * 60 * 60_000;
/** …or after 30 minutes in which no administrative call was made. */
export const ADMIN_IDLE_MS = 30 * 60_000;
/**
 * What cannot be taken back (erasing, withdrawing a verification, deciding a cancellation; the
 * routes of access 'admin-recent'): a sign-in this recent.
 */
export const RECENT_SIGN_IN_MS = 5 * 60_000;

export type AdminSessionVerdict = 'ok' | 'too-old' | 'idle';

/**
 * Whether an administrator's sign-in at `signedInAt` still counts at `now`, given the last call
 * they made (`lastSeenAt`, null before the first). Idle means no call for ADMIN_IDLE_MS since the
 * last one made after this sign-in: a new sign-in starts afresh.
 */
export function adminSessionVerdict(signedInAt: Date, now: Date, lastSeenAt: Date | null): AdminSessionVerdict {
  if (now.getTime() - signedInAt.getTime() > ADMIN_SESSION_MS) return 'too-old';
  const since = lastSeenAt && lastSeenAt > signedInAt ? lastSeenAt : signedInAt;
  return now.getTime() - since.getTime() > ADMIN_IDLE_MS ? 'idle' : 'ok';
}

export const isRecentSignIn = (signedInAt: Date, now: Date) =>
  now.getTime() - signedInAt.getTime() <= RECENT_SIGN_IN_MS;

/**
 * Check-in staff's sign-in lasts the day at the venue it was made on: `venueDay` of the sign-in and
 * of now must be the same (a desk signed in the evening before is signed in again in the morning).
 */
export const deskSessionOver = (signedInDay: string, today: string) => signedInDay !== today;
