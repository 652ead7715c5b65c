// The link key of a registration's mailed link (functions/src/services/data-access.ts): the
// status page's link carries it in its fragment (`#key=…`, never sent to a server), the page keeps
// it for this tab's session, for that registration only, and takes it out of the address bar so it
// is not bookmarked or shown in a screenshot. The registration's calls send it as `?key=`.

import { readRegistrationId } from '@domain/registration-id';

const STORED = 'registration-link-key:';
const KEY_FRAGMENT = /^#key=([A-Za-z0-9_-]{43})$/;

/** The tab's session storage, or null where the browser refuses it (a locked-down private window). */
function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps the key of a link just opened (`?id=…#key=…`) and clears the fragment: called as the page
 * looks a registration up, before it reads the key.
 */
export function takeLinkKeyFromAddress(): void {
  if (typeof window === 'undefined') return;
  const key = KEY_FRAGMENT.exec(window.location.hash)?.[1];
  if (!key) return;
  const id = readRegistrationId(new URLSearchParams(window.location.search).get('id') ?? '', '');
  if (id.ok) session()?.setItem(STORED + id.id, key);
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

/** The key held for registration `id`, if any. */
export function linkKeyFor(id: string): string | null {
  return session()?.getItem(STORED + id) ?? null;
}

/** Forgets the key of registration `id`: it expired (the server answered without its details). */
export function forgetLinkKey(id: string): void {
  session()?.removeItem(STORED + id);
}

/** A path of registration `id`'s own calls, with its key when one is held. */
export function withLinkKey(path: string, id: string): string {
  const key = linkKeyFor(id);
  return key ? `${path}${path.includes('?') ? '&' : '?'}key=${encodeURIComponent(key)}` : path;
}
