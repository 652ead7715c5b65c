// The billing details as typed, checked with the domain's billing schema before they are sent:
// the status page's form and the administrators' correction of an issued invoice. Brings zod.
import { billingDetailsSchema, type BillingDetails } from '@domain/billing';
import { applicableBilling } from '@domain/billing-place';
import type { BillingValues } from './billing-fields';
import type { BillingField } from './billing-labels';

export type BillingProblems = Partial<Record<BillingField, string>>;

/** The details as typed, or each field's first problem (the messages the wizard and the API give). */
export function checkBillingDetails(
  values: BillingValues,
): { ok: true; billing: BillingDetails } | { ok: false; problems: BillingProblems } {
  const parsed = billingDetailsSchema.safeParse(applicableBilling(values));
  if (parsed.success) return { ok: true, billing: parsed.data };
  const problems: BillingProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as BillingField;
    problems[field] ??= issue.message;
  }
  return { ok: false, problems };
}

/** A form's values from details on record (or none): a correction opens filled in. */
export const billingValuesOf = (
  billing:
    | { name: string; address: string; stateCode: string; gstin?: string; country?: string; sez?: boolean }
    | null
    | undefined,
): BillingValues => ({
  name: billing?.name ?? '',
  address: billing?.address ?? '',
  stateCode: billing?.stateCode ?? '',
  gstin: billing?.gstin ?? '',
  country: billing?.country ?? '',
  sez: billing?.sez ?? false,
});
