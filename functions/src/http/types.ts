import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import type { Administrator, CheckInStaff } from '../services/admin-auth';

export type ApiRequest = Request;
export type ApiResponse = Response;

/** A route's path parameters, by the names its template gives them (`{id}`), as the request wrote each segment. */
export type RouteParams = Record<string, string>;

/**
 * Who may call a route, and whom its handler is then called for (router.ts checks it before the
 * handler runs): anyone; anyone, or an administrator who sent a token and is answered as one;
 * the registrant of the registration `{id}` names, or an administrator; check-in staff (or administrators); administrators only.
 */
export interface CallerOf {
  anyone: undefined;
  'anyone-or-admin': Administrator | null;
  /**
   * The registrant, through a link key mailed to the registration's address (`?key=`,
   * services/data-access.ts), as null; or an administrator who sent a token.
   */
  'registrant-or-admin': Administrator | null;
  'checkin-staff': CheckInStaff;
  admin: Administrator;
  /** An administrator signed in within the last 5 minutes: for what cannot be taken back. */
  'admin-recent': Administrator;
}

export type Access = keyof CallerOf;

export type RouteHandler<A extends Access = 'anyone'> = (
  req: ApiRequest,
  res: ApiResponse,
  params: RouteParams,
  caller: CallerOf[A],
) => Promise<void> | void;

export interface RouteOf<A extends Access> {
  method: 'GET' | 'POST';
  /** The path as docs/api.md writes it, `/api/registrations/{id}/receipt.pdf` (http/route-template.ts). */
  path: string;
  access: A;
  handler: RouteHandler<A>;
  /** The body the call reads; its Content-Type is checked before the handler runs (415 otherwise). */
  body?: 'json' | 'multipart';
  /** A public call that changes state or spends money: it needs App Check when enforced (http/app-check.ts). */
  appCheck?: true;
}

/** A route whose handler takes the caller its access yields: an administrator's handler cannot be public. */
export type Route = { [A in Access]: RouteOf<A> }[Access];
