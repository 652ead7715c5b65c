import type { z } from '../domain/zod';
import type { ApiResponse } from './types';

/** Every error leaves the API as `{ success: false, error }` with a fitting status. */
export function replyError(res: ApiResponse, status: number, error: string): void {
  res.status(status).set('Cache-Control', 'no-store').json({ success: false, error });
}

export function replyJson(res: ApiResponse, status: number, body: unknown): void {
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

/**
 * `{ success: true, data }`, the data built by parsing through the endpoint's schema from the
 * domain: only the fields it lists leave the server, and a value that does not fit it is a bug
 * (a 500), never a silently different answer.
 */
export function replyData(res: ApiResponse, status: number, schema: z.ZodType, value: unknown): void {
  replyJson(res, status, { success: true, data: schema.parse(withIsoInstants(value)) });
}

/** A whole answer built through its schema, for the calls whose fields sit beside `success`. */
export function replyBody(res: ApiResponse, status: number, schema: z.ZodType, value: unknown): void {
  replyJson(res, status, schema.parse(withIsoInstants(value)));
}

/**
 * A file to save (a PDF, a CSV, a workbook) under `fileName`: never cached, since it holds a
 * registrant's or the accounts' data.
 */
export function replyAttachment(res: ApiResponse, contentType: string, fileName: string, body: string | Buffer): void {
  res
    .status(200)
    .set('Content-Type', contentType)
    .set('Content-Disposition', `attachment; filename="${fileName}"`)
    .set('Cache-Control', 'private, no-store')
    .send(body);
}

/**
 * Every instant leaves the API as an ISO 8601 string. Services hand out Dates (their collections'
 * converters turn Firestore's Timestamps into Dates); this is the one place they meet the wire.
 */
export function withIsoInstants(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(withIsoInstants);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withIsoInstants(inner)]));
}
