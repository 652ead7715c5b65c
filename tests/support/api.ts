// Calls the API the way the site does: through Hosting, from the site's own origin.
import { getFirestore } from 'firebase-admin/firestore';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';

export const ORIGIN = SITE_URL;

export async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${SITE_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * Forgets the per-minute counts of one endpoint. Locally every caller is one client (the
 * function keys limits on its TCP peer, see functions/src/http/guards.ts), so a test of a limit
 * starts from zero rather than from what earlier tests sent this minute.
 */
export async function clearCounters(endpoint: string): Promise<void> {
  const db = getFirestore(suiteAdminApp());
  const counters = await db.collection('rateLimits').get();
  await Promise.all(counters.docs.filter((doc) => doc.id.startsWith(`${endpoint}-`)).map((doc) => doc.ref.delete()));
}

/** Any call through Hosting from the site's origin, answered as it came: status, headers, text. */
export async function send(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: FormData | string } = {},
) {
  const response = await fetch(`${SITE_URL}${path}`, {
    method: init.method ?? 'POST',
    headers: { origin: ORIGIN, ...init.headers },
    body: init.body ?? null,
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    retryAfter: response.headers.get('retry-after'),
    text: await response.text(),
  };
}

/**
 * A JSON API call through Hosting from the site's origin, as administrators' and desks' pages make
 * them: an optional bearer token and JSON body; the response as it came.
 */
export function callApi(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; json?: unknown; headers?: Record<string, string>; redirect?: 'follow' | 'manual' } = {},
): Promise<Response> {
  return fetch(`${SITE_URL}${path}`, {
    method,
    redirect: options.redirect ?? 'follow',
    headers: {
      origin: ORIGIN,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
}

/**
 * A call answered with JSON or a file (a PDF): the JSON read, or the bytes, each reader getting
 * its own copy (pdf.js takes over the bytes it reads); a redirect is not followed.
 */
export async function callForFile(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await callApi(method, path, { ...options, redirect: 'manual' });
  const type = response.headers.get('content-type') ?? '';
  const json = type.startsWith('application/json') ? ((await response.json()) as Record<string, unknown>) : null;
  const file = json ? Buffer.alloc(0) : Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    type,
    json,
    bytes: () => new Uint8Array(file),
    disposition: response.headers.get('content-disposition'),
    location: response.headers.get('location'),
  };
}
