import { ADMIN_SIGN_IN_REQUIRED } from '@domain/messages';
import { useMemo } from 'react';
import type { z } from '@domain/zod';
import { useAdminSession } from './admin-session';
import { adminFetch, AdminApiError } from './use-admin-api';

/** A refused call with the rest of the API's answer (reconciliation names the file's columns). */
export class AdminRequestError extends AdminApiError {
  constructor(
    message: string,
    status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(message, status);
  }
}

/** A POST's body; without one the request is a GET. */
export type RequestBody = { json: unknown } | { form: FormData } | undefined;

/**
 * The power tools read what a POST answers (per-registration outcomes, a report), which the
 * shared `useAdminApi().postJson` does not return. Same token handling: one retry on a 401
 * with a fresh ID token.
 */
export function useAdminRequest() {
  const { idToken } = useAdminSession();
  return useMemo(
    () =>
      async function request<T>(path: string, schema: z.ZodType<T>, body?: RequestBody): Promise<T> {
        const attempt = async (refresh: boolean) => {
          const token = await idToken(refresh);
          if (!token) throw new AdminApiError(ADMIN_SIGN_IN_REQUIRED, 401);
          const headers = new Headers({ authorization: `Bearer ${token}` });
          if (body && 'json' in body) headers.set('content-type', 'application/json');
          return adminFetch(path, {
            method: body === undefined ? 'GET' : 'POST',
            headers,
            body: body === undefined ? undefined : 'json' in body ? JSON.stringify(body.json) : body.form,
          });
        };
        let response = await attempt(false);
        if (response.status === 401) response = await attempt(true);
        const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
        if (!response.ok) {
          const message = typeof answer?.error === 'string' ? answer.error : `The server answered ${response.status}.`;
          throw new AdminRequestError(message, response.status, answer ?? {});
        }
        return schema.parse(answer);
      },
    [idToken],
  );
}
