import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';

export type ApiRequest = Request;
export type ApiResponse = Response;

/** Path parameters captured by a route pattern's named groups. */
export type RouteParams = Record<string, string>;

export type RouteHandler = (req: ApiRequest, res: ApiResponse, params: RouteParams) => Promise<void> | void;

export interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handler: RouteHandler;
  /** A public call that changes state or spends money: it needs App Check when enforced (http/app-check.ts). */
  appCheck?: true;
}
