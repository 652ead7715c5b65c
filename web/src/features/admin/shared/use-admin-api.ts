import { ADMIN_NO_ANSWER, ADMIN_SIGN_IN_REQUIRED } from '@domain/messages';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { z } from '@domain/zod';
import { attachmentFileName } from '../../../components/ui/use-pdf-download';
import { apiErrorMessage } from '../../../lib/api-client';
import { useAdminSession } from './admin-session';

/** A refused or failed administrative call, with the API's own sentence when it gave one. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** `fetch`, whose own failure ("Failed to fetch") becomes a sentence an administrator can act on. */
export async function adminFetch(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    // A call the page itself abandoned (a newer search) is not a failure to report.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AdminApiError(ADMIN_NO_ANSWER, 0);
  }
}

async function errorOf(response: Response): Promise<AdminApiError> {
  return new AdminApiError(await apiErrorMessage(response), response.status);
}

export interface AdminApi {
  getJson<T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T>;
  postJson(path: string, body?: unknown): Promise<void>;
  /** A POST without a body answered by JSON read through `schema` (a preview link). */
  postForJson<T>(path: string, schema: z.ZodType<T>): Promise<T>;
  getBlob(path: string): Promise<Blob>;
  /** A GET answered by a file, with the name the server gave it (or `fallbackName`). */
  getFile(path: string, fallbackName: string): Promise<{ blob: Blob; name: string }>;
  /** A POST of JSON answered by a file (the badges PDF). */
  postForBlob(path: string, body: unknown): Promise<Blob>;
}

/**
 * Calls the API as the signed-in administrator (`Authorization: Bearer <ID token>`). A 401 is
 * retried once with a fresh token: the cached one may have just expired.
 */
export function useAdminApi(): AdminApi {
  const { idToken, endSession } = useAdminSession();
  return useMemo(() => {
    async function send(path: string, init: RequestInit = {}): Promise<Response> {
      const attempt = async (refresh: boolean) => {
        const token = await idToken(refresh);
        if (!token) throw new AdminApiError(ADMIN_SIGN_IN_REQUIRED, 401);
        const headers = new Headers(init.headers);
        headers.set('authorization', `Bearer ${token}`);
        return adminFetch(path, { ...init, headers });
      };
      let response = await attempt(false);
      if (response.status === 401) response = await attempt(true);
      if (!response.ok) {
        const error = await errorOf(response);
        // Refused with a fresh token: the sign-in itself has ended (too old, idle, or not recent
        // enough for this action). The sign-in form takes over and says so.
        if (response.status === 401) await endSession(error.message);
        throw error;
      }
      return response;
    }
    return {
      async getJson(path, schema, signal) {
        return schema.parse(await (await send(path, { signal })).json());
      },
      async postJson(path, body) {
        // The spec's verify call has no body; the others send JSON.
        await send(path, {
          method: 'POST',
          ...(body === undefined
            ? {}
            : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        });
      },
      async postForJson(path, schema) {
        return schema.parse(await (await send(path, { method: 'POST' })).json());
      },
      async getBlob(path) {
        return (await send(path)).blob();
      },
      async getFile(path, fallbackName) {
        const response = await send(path);
        return { blob: await response.blob(), name: attachmentFileName(response, fallbackName) };
      },
      async postForBlob(path, body) {
        const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
        return (await send(path, init)).blob();
      },
    };
  }, [idToken, endSession]);
}

export type QueryState<T> =
  { status: 'loading' } | { status: 'error'; error: AdminApiError | Error } | { status: 'ready'; data: T };

/** GETs `path` whenever it changes; `reload` fetches again and keeps showing the old data meanwhile. */
export function useAdminQuery<T>(
  path: string,
  schema: z.ZodType<T>,
): QueryState<T> & { reload: () => void; previous: T | null } {
  const api = useAdminApi();
  const [state, setState] = useState<{ path: string; query: QueryState<T> }>({ path, query: { status: 'loading' } });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api.getJson(path, schema, controller.signal).then(
      (data) => setState({ path, query: { status: 'ready', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          path,
          query: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) },
        });
      },
    );
    return () => controller.abort();
  }, [api, path, schema, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  // A new path is "loading" at once; the previous path's data stays available to keep the page steady.
  const query: QueryState<T> = state.path === path ? state.query : { status: 'loading' };
  const previous = state.query.status === 'ready' ? state.query.data : null;
  return { ...query, reload, previous };
}
