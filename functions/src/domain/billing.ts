// Billing details: the institution a registrant's tax invoice is made out to when the institution
// pays ("Invoice to my institution"). Optional on a registration; once its invoice is issued they
// are part of the invoice and no longer change (services/billing.ts).
import { z } from './zod';
import { GST_STATES, gstinProblem, isGstStateCode, normalizeGstin, stateCodeOfGstin, type GstinProblem } from './gstin';
import {
  BILLING_ADDRESS_REQUIRED,
  BILLING_NAME_REQUIRED,
  BILLING_STATE_REQUIRED,
  FIELD_TOO_LONG,
  GSTIN_CHECK_FAILED,
  GSTIN_FORMAT,
  GSTIN_STATE_UNKNOWN,
  NAME_NO_LINKS,
  PLAIN_TEXT_ONLY,
  gstinStateMismatch,
} from './messages';
import { MAX_ADDRESS_LENGTH, MAX_TEXT_LENGTH, isLinkFree, isPlainText, report } from './schema-helpers';

const GSTIN_MESSAGES: Record<GstinProblem, string> = {
  shape: GSTIN_FORMAT,
  state: GSTIN_STATE_UNKNOWN,
  check: GSTIN_CHECK_FAILED,
};

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

// The name is printed on the invoice as its recipient, like an organisation on a badge.
const organisationName = (required: string) =>
  requiredText(required)
    .max(MAX_TEXT_LENGTH, FIELD_TOO_LONG)
    .refine((name) => isPlainText(name), PLAIN_TEXT_ONLY)
    .refine(isLinkFree, NAME_NO_LINKS);

const postalAddress = (required: string) =>
  requiredText(required)
    .max(MAX_ADDRESS_LENGTH, FIELD_TOO_LONG)
    .refine((address) => isPlainText(address, { multiline: true }), PLAIN_TEXT_ONLY);

const stateCode = z.string({ error: BILLING_STATE_REQUIRED }).refine(isGstStateCode, BILLING_STATE_REQUIRED);

// Left empty, there is none; typed with spaces or in small letters, it is read as the portal writes it.
const gstin = z
  .string({ error: GSTIN_FORMAT })
  .optional()
  .transform((value) => (value?.trim() ? normalizeGstin(value) : undefined))
  .superRefine((value, ctx) => {
    const problem = value === undefined ? null : gstinProblem(value);
    if (problem) report(ctx, GSTIN_MESSAGES[problem]);
  });

/**
 * An organisation an invoice is made out to, with the sentences to say when its name or address is
 * missing. The state is chosen from the GST portal's list (its code); a GSTIN's first two digits
 * are the state it is registered in, so a GSTIN must belong to the chosen state: the invoice's
 * place of supply and tax split depend on it.
 */
export const invoiceRecipientSchema = (messages: { name: string; address: string; shape?: string }) =>
  z
    .object(
      { name: organisationName(messages.name), address: postalAddress(messages.address), stateCode, gstin },
      // The wizard's form always sends an object: its sentence stays out of the page's script.
      messages.shape ? { error: messages.shape } : undefined,
    )
    .superRefine(
      (billing, ctx) => {
        // Run even when a field failed (`when`), so not even an object may have arrived.
        if (typeof billing !== 'object' || billing === null) return;
        // Only when both are valid on their own: each field gets one message.
        const chosen = typeof billing.stateCode === 'string' ? billing.stateCode : '';
        const given = typeof billing.gstin === 'string' ? billing.gstin : undefined;
        if (given === undefined || !isGstStateCode(chosen) || gstinProblem(given) !== null) return;
        const registered = stateCodeOfGstin(given);
        if (registered !== chosen) {
          report(ctx, gstinStateMismatch(stateName(registered), stateName(chosen)), ['gstin']);
        }
      },
      { when: () => true },
    )
    // Firestore refuses undefined values: a recipient without a GSTIN has no such key.
    .transform(({ gstin: number, ...rest }): BillingDetails =>
      number === undefined ? rest : { ...rest, gstin: number },
    );

/** The billing details as the wizard and the API take them ("Invoice to my institution"). */
export const billingDetailsSchema = invoiceRecipientSchema({
  name: BILLING_NAME_REQUIRED,
  address: BILLING_ADDRESS_REQUIRED,
});

export interface BillingDetails {
  name: string;
  address: string;
  /** The GST code of the state or union territory (GST_STATES). */
  stateCode: string;
  /** Normalised, valid and of the chosen state; absent when the institution gives none. */
  gstin?: string;
}
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;

/** "Karnataka (29)". */
export const stateName = (code: string) => `${GST_STATES[code] ?? code} (${code})`;
