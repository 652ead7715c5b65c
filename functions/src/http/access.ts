// Who may call a route is declared in the route table (router.ts, `access`) and checked here
// alone: handlers receive the verified caller and never read a token themselves.
import { requireAdmin, requireCheckinStaff, type Administrator } from '../services/admin-auth';
import { requireLinkKey } from '../services/data-access';
import type { Access, ApiRequest, CallerOf, RouteParams } from './types';

type CallerCheck<C> = (req: ApiRequest, params: RouteParams) => Promise<C>;

/**
 * A call open to others besides administrators: a request that carries a token is an
 * administrator's or refused, never downgraded; one without is `others`' (answered as null).
 */
const adminOr =
  (others: CallerCheck<void>): CallerCheck<Administrator | null> =>
  async (req, params) => {
    if (req.headers.authorization !== undefined) return requireAdmin(req);
    await others(req, params);
    return null;
  };

const callers: { [A in Access]: CallerCheck<CallerOf[A]> } = {
  anyone: async () => undefined,
  // The status page's call: anyone sees the public view.
  'anyone-or-admin': adminOr(async () => undefined),
  // A registration's documents: its registrant, through the mailed link's key for that very registration.
  'registrant-or-admin': adminOr((req, params) => requireLinkKey(req.query.key, params.id ?? '')),
  'checkin-staff': (req) => requireCheckinStaff(req),
  admin: (req) => requireAdmin(req),
  'admin-recent': (req) => requireAdmin(req, { recent: true }),
};

/** The caller a route's access admits, or the 401 or 403 that refuses this request. */
export function callerFor<A extends Access>(access: A, req: ApiRequest, params: RouteParams): Promise<CallerOf[A]> {
  return callers[access](req, params);
}
