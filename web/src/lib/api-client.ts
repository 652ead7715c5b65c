/**
 * The site's one way to call `/api/*`. Every call resolves to the server's own answer
 * (`{ success: true, ...fields }` or `{ success: false, error, redirect? }`) plus the HTTP status,
 * so pages show the API's message as it is. It rejects with `ApiUnreachableError` only when no
 * JSON answer arrived at all (offline, aborted, a proxy's HTML error page): the spec's
 * "Server error" / "Error uploading ..." case.
 *
 *   const result = await getJson<{ data: Registration }>(`/api/registrations/${id}`);
 *   if (result.success) use(result.data); else show(result.error);
 *
 *   postJson<{ MemberStatus: string }>('/api/ieee-verification/ieee-status', { MemberID });
 *
 *   uploadForm<{ id: string }>('/api/registrations', formData, {
 *     onProgress: (fraction) => setProgress(fraction), // 0..1, from XHR's upload progress event
 *   });
 *
 * The calls that change state or spend money (lib/app-check-calls.ts) get their App Check header
 * here, just before they go out, when the site is built with an App Check site key.
 */
import { appCheckHeaders } from './app-check-header';

export interface ApiFailure {
  success: false;
  status: number;
  /** The server's message; absent if the body named none. */
  error?: string;
  /** Set by POST /api/registrations when the address is already registered (docs/rules.md, "Messages"). */
  redirect?: boolean;
}

export type ApiSuccess<T> = T & { success: true; status: number };

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export class ApiUnreachableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiUnreachableError';
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Extra headers, e.g. `Authorization` for administrators. */
  headers?: Record<string, string>;
}

export function getJson<T extends object = object>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  return requestJson<T>(path, { method: 'GET', ...options });
}

export async function postJson<T extends object = object>(
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const appCheck = await appCheckHeaders('POST', path);
  return requestJson<T>(path, {
    method: 'POST',
    signal: options.signal,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...appCheck,
      ...options.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function requestJson<T extends object>(path: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch (cause) {
    throw new ApiUnreachableError(`Request to ${path} failed.`, { cause });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new ApiUnreachableError(`${path} answered ${response.status} without JSON.`, { cause });
  }
  return toResult<T>(body, response.status, path);
}

export interface UploadOptions extends RequestOptions {
  /** Called as the request body goes out, with the fraction sent (0..1). */
  onProgress?: (fraction: number) => void;
}

/**
 * POST a multipart form (the browser sets the boundary). XMLHttpRequest rather than fetch:
 * fetch reports no upload progress, and a registrant on a slow line needs to see it move.
 */
export async function uploadForm<T extends object = object>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<ApiResult<T>> {
  const appCheck = await appCheckHeaders('POST', path);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries({ ...appCheck, ...options.headers })) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      options.onProgress?.(1);
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch (cause) {
        reject(new ApiUnreachableError(`${path} answered ${xhr.status} without JSON.`, { cause }));
        return;
      }
      try {
        resolve(toResult<T>(body, xhr.status, path));
      } catch (error) {
        reject(error);
      }
    });
    const fail = (what: string) => () => reject(new ApiUnreachableError(`Upload to ${path} ${what}.`));
    xhr.addEventListener('error', fail('failed'));
    xhr.addEventListener('abort', fail('was aborted'));
    xhr.addEventListener('timeout', fail('timed out'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new ApiUnreachableError(`Upload to ${path} was aborted.`));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

function toResult<T extends object>(body: unknown, status: number, path: string): ApiResult<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiUnreachableError(`${path} answered ${status} with something other than an object.`);
  }
  const record = body as Record<string, unknown>;
  if (record.success === true && status < 400) return { ...(record as T), success: true, status };
  return {
    success: false,
    status,
    ...(typeof record.error === 'string' && record.error !== '' ? { error: record.error } : {}),
    ...(record.redirect === true ? { redirect: true } : {}),
  };
}

/** The API's own sentence in a refusal (`{ error }`), or the status when it gave none. */
export async function apiErrorMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string' ? body.error : `The server answered ${response.status}.`;
}
