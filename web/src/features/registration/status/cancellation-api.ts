// The registrant's request to cancel: POST /api/registrations/{id}/cancellation with their reason.
// Part of the status page's services chunk (status-services.ts). The server checks the reason and
// whether a request may be made; its refusal is said as it says it.
import { SERVER_ERROR } from '@domain/messages';
import { ApiUnreachableError, postJson } from '../../../lib/api-client';
import type { Result } from './registration-api';
import type { CancellationView } from './registration-view';

/** Sends the request; the answer is the request as the organisers now hold it. */
export async function requestCancellation(id: string, reason: string): Promise<Result<CancellationView>> {
  try {
    const answer = await postJson<{ data?: { cancellation?: CancellationView } }>(
      `/api/registrations/${encodeURIComponent(id)}/cancellation`,
      { reason },
    );
    if (!answer.success) return { ok: false, message: answer.error ?? SERVER_ERROR };
    const cancellation = answer.data?.cancellation;
    return cancellation ? { ok: true, value: cancellation } : { ok: false, message: SERVER_ERROR };
  } catch (error) {
    if (error instanceof ApiUnreachableError) return { ok: false, message: SERVER_ERROR };
    throw error;
  }
}
