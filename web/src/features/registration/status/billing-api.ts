// The status page's billing details: POST /api/registrations/{id}/billing, whose answer is read with the API's own schema.
// Part of the status page's services chunk (status-services.ts): zod arrives with it.
import { billingUpdatedBodySchema } from '@domain/api/billing';
import type { BillingDetails } from '@domain/billing';
import { SERVER_ERROR } from '@domain/messages';
import type { PublicRegistration } from '@domain/registration-view';
import { ApiUnreachableError, postJson } from '../../../lib/api-client';
import type { Result } from './registration-api';
import { withLinkKey } from './link-key';

export type PublicBilling = NonNullable<PublicRegistration['billing']>;

/** Replaces the billing details (null removes them); a refusal is said as the server says it. */
export async function saveBillingDetails(
  id: string,
  billing: BillingDetails | null,
): Promise<Result<PublicBilling | null>> {
  try {
    const answer = await postJson(withLinkKey(`/api/registrations/${encodeURIComponent(id)}/billing`, id), { billing });
    if (!answer.success) return { ok: false, message: answer.error ?? SERVER_ERROR };
    const read = billingUpdatedBodySchema.safeParse(answer);
    return read.success ? { ok: true, value: read.data.data.billing } : { ok: false, message: SERVER_ERROR };
  } catch (error) {
    if (error instanceof ApiUnreachableError) return { ok: false, message: SERVER_ERROR };
    throw error;
  }
}
