// Calls the API the way the site does: through Hosting, from the site's own origin.
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
