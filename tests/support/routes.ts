// The router's own table, as the sweeps over it call each route.
import { REGISTRATION_ID_PREFIX } from '../../functions/src/domain/registration-id';
import { compileTemplate, pathOf } from '../../functions/src/http/route-template';
import type { Route } from '../../functions/src/http/types';

/** Shaped like one of ours, and no registration's. */
export const UNKNOWN_ID = `${REGISTRATION_ID_PREFIX}-ZZZZ-ZZZZ-ZZZZZ`;

/** A route's path with each of its parameters UNKNOWN_ID: "/api/verify/reject-payment/<id>". */
export function samplePathOf(route: Pick<Route, 'path'>): string {
  const params = compileTemplate(route.path).parameters.map((name) => [name, UNKNOWN_ID]);
  return pathOf(route.path, Object.fromEntries(params));
}
