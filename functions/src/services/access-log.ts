// Who looked at what (DPDP Rules 2025, rule 6(1)(c) and (e)): every call an administrator or
// check-in staff member makes is recorded before it is served, with who made it, when, the call
// (its path and query: a search's words, an export's filters), the registration it names, and the
// client address. Kept 365 days (a TTL policy on expiresAt), then deleted.
//
// Two copies. `accessLog` in Firestore, which the registration's page reads back; the function
// only ever adds to it (create(), never update or delete: held to it by access-log.test.ts), and
// no erasure touches it, since it holds no one's contact details and its purpose is to outlive a
// misuse. And one structured log line, which a log sink routes to a log bucket whose 365-day
// retention is locked (docs/deploy.md, step 7): there the function's account may write but
// neither change nor delete, so the record holds even against the function itself.
import { logger } from 'firebase-functions';
import { currentTime } from '../clock';
import type { Administrator, CheckInStaff } from './admin-auth';
import { accessLog, type AccessLogEntry } from './collections';

/** How long an entry is kept: a year, as rule 6(1)(e) asks. */
export const ACCESS_LOG_DAYS = 365;

export interface AccessedCall {
  method: string;
  /** The path and its query as the caller sent them. */
  url: string;
  /** The registration the call names, when it names one. */
  registrationId: string | null;
  address: string;
}

function roleOf(caller: Administrator | CheckInStaff): AccessLogEntry['role'] {
  return 'administrator' in caller && !caller.administrator ? 'check-in staff' : 'administrator';
}

/** Records one call; a failure to record refuses the call (an error answer): it is never served unlogged. */
export async function recordAccess(caller: Administrator | CheckInStaff, call: AccessedCall): Promise<void> {
  const at = currentTime();
  const entry: Omit<AccessLogEntry, 'expiresAt'> = {
    at,
    uid: caller.uid,
    email: caller.email,
    role: roleOf(caller),
    method: call.method,
    url: call.url.slice(0, 500),
    registrationId: call.registrationId,
    address: call.address,
  };
  await accessLog()
    .doc()
    .create({ ...entry, expiresAt: new Date(at.getTime() + ACCESS_LOG_DAYS * 24 * 60 * 60_000) });
  logger.info('access', { accessLog: true, ...entry, at: at.toISOString() });
}

/** A registration's access history, newest first: what its page shows an administrator. */
export async function accessHistoryOf(registrationId: string, limit = 100): Promise<AccessLogEntry[]> {
  const snapshot = await accessLog()
    .where('registrationId', '==', registrationId)
    .orderBy('at', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}
