// The smoke test's requests: bounded in time, redirects not followed (a redirect is an answer to
// check), JSON read with the API's own schemas.
import type { z } from '../../functions/src/domain/zod';

export const TIMEOUT_MS = 15_000;

export interface Fetched {
  status: number;
  headers: Headers;
  text: string;
}

export async function get(url: URL, headers: Record<string, string> = {}): Promise<Fetched> {
  const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A JSON answer read with `schema`: its body, or undefined when it is not one (an HTML error page, say). */
export async function getJson<T>(
  url: URL,
  schema: z.ZodType<T>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T | undefined }> {
  const { status, text } = await get(url, headers);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { status, body: undefined };
  }
  const parsed = schema.safeParse(json);
  return { status, body: parsed.success ? parsed.data : undefined };
}

/**
 * An administrator's POST from the site's own origin (the function refuses a POST from any other):
 * its body read by `schema`, or a throw naming the call and the API's refusal.
 */
export async function postAsAdmin<T>(
  site: URL,
  path: string,
  token: string,
  schema: z.ZodType<T>,
  json?: unknown,
): Promise<T> {
  const response = await fetch(new URL(path, site), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      origin: site.origin,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer: unknown = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(answer);
  if (!response.ok || !parsed.success) {
    const error = (answer as { error?: unknown } | undefined)?.error;
    throw new Error(`POST ${path} answered ${response.status}${typeof error === 'string' ? `: ${error}` : ''}`);
  }
  return parsed.data;
}
