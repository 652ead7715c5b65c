import type { ApiResponse } from './types';

/** Every error leaves the API as `{ success: false, error }` with a fitting status. */
export function replyError(res: ApiResponse, status: number, error: string): void {
  res.status(status).set('Cache-Control', 'no-store').json({ success: false, error });
}

export function replyJson(res: ApiResponse, status: number, body: unknown): void {
  res.status(status).set('Cache-Control', 'no-store').json(body);
}
