import {
  paymentUploadFailure,
  PAYMENT_UPLOAD_ERROR,
  SERVER_ERROR,
  STATUS_ID_UNKNOWN,
  STATUS_NO_DATA,
} from '@domain/messages';
import { registrationViewSchema, type RegistrationView } from './registration-view';

// The status page's three calls (spec section 7). Each answers with what the page shows:
// the record, or the message to put in front of the registrant.

export type Result<T> = { ok: true; value: T } | { ok: false; message: string };

interface ApiBody {
  success?: unknown;
  error?: unknown;
  data?: unknown;
}

const serverError = (body: ApiBody | null) =>
  typeof body?.error === 'string' && body.error.trim() ? body.error : undefined;

async function readBody(response: Response): Promise<ApiBody | null> {
  try {
    return (await response.json()) as ApiBody;
  } catch {
    return null;
  }
}

/** GET /api/registrations/{id}: the public view, or why there is none. */
export async function fetchRegistration(id: string, signal?: AbortSignal): Promise<Result<RegistrationView>> {
  let response: Response;
  try {
    response = await fetch(`/api/registrations/${encodeURIComponent(id)}`, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, message: SERVER_ERROR };
  }
  const body = await readBody(response);
  if (response.status === 404) return { ok: false, message: STATUS_ID_UNKNOWN };
  if (!response.ok || body?.success !== true) return { ok: false, message: serverError(body) ?? SERVER_ERROR };
  const record = registrationViewSchema.safeParse(body.data);
  return record.success ? { ok: true, value: record.data } : { ok: false, message: STATUS_NO_DATA };
}

/** POST /api/registrations/{id}/resend-verification: the server's refusal (rate limit) is shown as it is. */
export async function resendVerification(id: string): Promise<Result<null>> {
  try {
    const response = await fetch(`/api/registrations/${encodeURIComponent(id)}/resend-verification`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{}',
    });
    const body = await readBody(response);
    if (response.ok && body?.success === true) return { ok: true, value: null };
    return { ok: false, message: serverError(body) ?? SERVER_ERROR };
  } catch {
    return { ok: false, message: SERVER_ERROR };
  }
}

export interface PaymentProofUpload {
  registrationId: string;
  paymentReferenceId: string;
  receipt: File;
}

/**
 * POST /api/payments (multipart), reporting upload progress from 0 to 1. XMLHttpRequest,
 * because fetch cannot report upload progress. Messages as spec section 8.
 */
export function uploadPaymentProof(
  upload: PaymentProofUpload,
  onProgress: (fraction: number) => void,
): Promise<Result<null>> {
  const form = new FormData();
  form.set('registrationId', upload.registrationId);
  form.set('paymentReferenceId', upload.paymentReferenceId);
  form.set('receipt', upload.receipt, upload.receipt.name);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/payments');
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as ApiBody | null;
      if (request.status >= 200 && request.status < 300 && body?.success === true) {
        onProgress(1);
        resolve({ ok: true, value: null });
      } else {
        resolve({ ok: false, message: paymentUploadFailure(serverError(body)) });
      }
    };
    request.onerror = () => resolve({ ok: false, message: PAYMENT_UPLOAD_ERROR });
    request.onabort = () => resolve({ ok: false, message: PAYMENT_UPLOAD_ERROR });
    request.send(form);
  });
}
