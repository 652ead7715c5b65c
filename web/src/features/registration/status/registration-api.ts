import {
  FORM_CHECKS_NOT_LOADED,
  paymentUploadFailure,
  PAYMENT_UPLOAD_ERROR,
  SERVER_ERROR,
  STATUS_NO_DATA,
} from '@domain/messages';
import { ApiUnreachableError, getJson, postJson, uploadForm } from '../../../lib/api-client';
import type { RegistrationView } from './registration-view';
import { forgetLinkKey, linkKeyFor, takeLinkKeyFromAddress, withLinkKey } from './link-key';

// The status page's three calls (docs/api.md, "For everyone"). Each answers with what the page shows: the
// record, or the message to put in front of the registrant (the server's own when it gave one).

export type Result<T> = { ok: true; value: T } | { ok: false; message: string };

async function unlessUnreachable<T>(call: () => Promise<Result<T>>, unreachable: string): Promise<Result<T>> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiUnreachableError) return { ok: false, message: unreachable };
    throw error;
  }
}

/** Reads a record as the public view (with the domain's schema: zod, in the services chunk); null if it is not one. */
export type RegistrationReader = (data: unknown) => RegistrationView | null;

/**
 * GET /api/registrations/{id}: the public view, with the registrant's details when the page holds
 * the registration's link key (a key the server no longer takes is forgotten); an unknown ID is
 * answered with the spec's message.
 * The request does not wait for `reader`, which may still be on its way (null: it could not load):
 * a lookup from a link's `?id=` sends it while the code that reads the answer arrives.
 */
export function fetchRegistration(
  id: string,
  reader: Promise<RegistrationReader | null>,
  signal?: AbortSignal,
): Promise<Result<RegistrationView>> {
  return unlessUnreachable(async () => {
    takeLinkKeyFromAddress();
    const keyed = linkKeyFor(id) !== null;
    const answer = await getJson<{ data?: unknown }>(withLinkKey(`/api/registrations/${encodeURIComponent(id)}`, id), {
      signal,
    });
    if (!answer.success) return { ok: false, message: answer.error ?? SERVER_ERROR };
    const read = await reader;
    if (!read) return { ok: false, message: FORM_CHECKS_NOT_LOADED };
    const record = read(answer.data);
    if (record && keyed && !record.linkOpened) forgetLinkKey(id);
    return record ? { ok: true, value: record } : { ok: false, message: STATUS_NO_DATA };
  }, SERVER_ERROR);
}

/** POST /api/registrations/{id}/resend-verification; a refusal (the rate limit) is shown as the server says it. */
export function resendVerification(id: string): Promise<Result<null>> {
  return unlessUnreachable(async () => {
    const answer = await postJson(`/api/registrations/${encodeURIComponent(id)}/resend-verification`, {});
    return answer.success ? { ok: true, value: null } : { ok: false, message: answer.error ?? SERVER_ERROR };
  }, SERVER_ERROR);
}

/** POST /api/registrations/{id}/data-request: the link key to its documents and data, mailed to the registration's address. */
export function requestDataCopy(id: string): Promise<Result<null>> {
  return unlessUnreachable(async () => {
    const answer = await postJson(`/api/registrations/${encodeURIComponent(id)}/data-request`, {});
    return answer.success ? { ok: true, value: null } : { ok: false, message: answer.error ?? SERVER_ERROR };
  }, SERVER_ERROR);
}

export interface PaymentProofUpload {
  registrationId: string;
  paymentReferenceId: string;
  receipt: File;
}

/** POST /api/payments (multipart) with upload progress from 0 to 1; messages as docs/rules.md, "Messages". */
export function uploadPaymentProof(
  upload: PaymentProofUpload,
  onProgress: (fraction: number) => void,
): Promise<Result<null>> {
  const form = new FormData();
  form.set('registrationId', upload.registrationId);
  form.set('paymentReferenceId', upload.paymentReferenceId);
  form.set('receipt', upload.receipt, upload.receipt.name);
  return unlessUnreachable(async () => {
    const answer = await uploadForm('/api/payments', form, { onProgress });
    return answer.success ? { ok: true, value: null } : { ok: false, message: paymentUploadFailure(answer.error) };
  }, PAYMENT_UPLOAD_ERROR);
}
