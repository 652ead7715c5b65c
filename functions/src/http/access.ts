// Who may call a route is declared in the route table (router.ts, `access`) and checked here
// alone: handlers receive the verified caller and never read a token themselves.
import { requireAdmin, requireCheckinStaff } from '../services/admin-auth';
import { requireLinkKey } from '../services/data-access';
import type { Access, ApiRequest, CallerOf, RouteParams } from './types';

const callers: { [A in Access]: (req: ApiRequest, params: RouteParams) => Promise<CallerOf[A]> } = {
  anyone: async () => undefined,
  // The status page's call: anyone sees the public view; a request that carries a token is an
  // administrator's or refused, never downgraded to the public view.
  'anyone-or-admin': async (req) => (req.headers.authorization === undefined ? null : requireAdmin(req)),
  // A registration's documents: its registrant, through the mailed link's key for that very
  // registration; a request that carries a token is an administrator's or refused.
  'registrant-or-admin': async (req, params) => {
    if (req.headers.authorization !== undefined) return requireAdmin(req);
    await requireLinkKey(req.query.key, params.id ?? '');
    return null;
  },
  'checkin-staff': (req) => requireCheckinStaff(req),
  admin: (req) => requireAdmin(req),
  'admin-recent': (req) => requireAdmin(req, { recent: true }),
};

/** The caller a route's access admits, or the 401 or 403 that refuses this request. */
export function callerFor<A extends Access>(access: A, req: ApiRequest, params: RouteParams): Promise<CallerOf[A]> {
  return callers[access](req, params);
}
