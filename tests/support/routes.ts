// The router's own table, as the sweeps over it call each route.
import { REGISTRATION_ID_PREFIX } from '../../functions/src/domain/registration-id';
import { callOf } from '../../functions/src/http/app-check';
import type { Route } from '../../functions/src/http/types';

/** Shaped like one of ours, and no registration's. */
export const UNKNOWN_ID = `${REGISTRATION_ID_PREFIX}-ZZZZ-ZZZZ-ZZZZZ`;

/** A route's path with each of its parts filled in with UNKNOWN_ID: "/api/verify/reject-payment/<id>". */
export function samplePathOf(route: Pick<Route, 'method' | 'pattern'>): string {
  return callOf(route)
    .slice(route.method.length + 1)
    .replace(/\{\w+\}/g, UNKNOWN_ID);
}
