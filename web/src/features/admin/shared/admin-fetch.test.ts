import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_NO_ANSWER } from '@domain/messages';
import { adminFetch, AdminApiError } from './use-admin-api';

afterEach(() => vi.unstubAllGlobals());

describe('an administrative call the network fails', () => {
  it('says so in a sentence an administrator can act on, not the browser’s “Failed to fetch”', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await adminFetch('/api/admin/registrations', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AdminApiError);
    expect(failure).toMatchObject({ message: ADMIN_NO_ANSWER, status: 0 });
  });

  it('leaves a call the page abandoned as an abort, which the page ignores', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    const failure = await adminFetch('/api/admin/registrations', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DOMException);
    expect((failure as DOMException).name).toBe('AbortError');
  });

  it('passes an answer on as it came, refusals included', async () => {
    const answer = new Response('{"error":"No registration has this ID."}', { status: 404 });
    vi.stubGlobal('fetch', () => Promise.resolve(answer));
    expect(await adminFetch('/api/registrations/ICEI25-NOPE-0000-00000', {})).toBe(answer);
  });
});
