// The status page's billing details: checked with the domain's billing schema before they are
// sent, and POST /api/registrations/{id}/billing, whose answer is read with the API's own schema.
// Part of the status page's services chunk (status-services.ts): zod arrives with it.
import { billingUpdatedBodySchema } from '@domain/api/billing';
import { billingDetailsSchema, type BillingDetails } from '@domain/billing';
import { SERVER_ERROR } from '@domain/messages';
import { applicableBilling } from '@domain/billing-place';
import type { PublicRegistration } from '@domain/registration-view';
import { ApiUnreachableError, postJson } from '../../../lib/api-client';
import type { BillingValues } from '../../../components/form/billing-fields';
import type { BillingField } from '../../../components/form/billing-labels';
import type { Result } from './registration-api';
import { withLinkKey } from './link-key';

export type PublicBilling = NonNullable<PublicRegistration['billing']>;

/** The details as typed, or each field's first problem (the messages the wizard and the API give). */
export function checkBillingDetails(
  values: BillingValues,
): { ok: true; billing: BillingDetails } | { ok: false; problems: Partial<Record<BillingField, string>> } {
  const parsed = billingDetailsSchema.safeParse(applicableBilling(values));
  if (parsed.success) return { ok: true, billing: parsed.data };
  const problems: Partial<Record<BillingField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as BillingField;
    problems[field] ??= issue.message;
  }
  return { ok: false, problems };
}

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
