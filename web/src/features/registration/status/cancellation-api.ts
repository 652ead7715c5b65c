// The registrant's request to cancel: POST /api/registrations/{id}/cancellation, whose answer is
// read with the public view's schema of a cancellation, the one the server builds it with. Part of
// the status page's services chunk (status-services.ts): zod arrives with it. The reason is checked
// by the server alone: the API's request schema would bring the administrator's schemas along.
import { SERVER_ERROR } from '@domain/messages';
import { publicCancellationSchema } from '@domain/registration-view';
import { ApiUnreachableError, postJson } from '../../../lib/api-client';
import type { CancellationView } from './registration-view';
import { withLinkKey } from './link-key';

export type CancellationSent =
  | { ok: true; value: CancellationView }
  /** `aboutReason`: the reason was refused (none given, too long), not the request itself. */
  | { ok: false; message: string; aboutReason: boolean };

/** Sends the request; the answer is the request as the organisers now hold it, or the server's refusal. */
export async function requestCancellation(id: string, reason: string): Promise<CancellationSent> {
  try {
    const answer = await postJson<{ data?: { cancellation?: unknown } }>(
      withLinkKey(`/api/registrations/${encodeURIComponent(id)}/cancellation`, id),
      { reason },
    );
    if (!answer.success)
      return { ok: false, message: answer.error ?? SERVER_ERROR, aboutReason: answer.status === 400 };
    const read = publicCancellationSchema.safeParse(answer.data?.cancellation);
    return read.success ? { ok: true, value: read.data } : { ok: false, message: SERVER_ERROR, aboutReason: false };
  } catch (error) {
    if (error instanceof ApiUnreachableError) return { ok: false, message: SERVER_ERROR, aboutReason: false };
    throw error;
  }
}
