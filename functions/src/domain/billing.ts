// Billing details: the institution a registrant's tax invoice is made out to when the institution
// pays ("Invoice to my institution"). Optional on a registration; once its invoice is issued they
// are part of the invoice and no longer change (services/billing.ts).
import { z } from './zod';
import { isForeignCountryCode, stateName } from './countries';
import { hasPinCode } from './e-invoice-schema';
import {
  OUTSIDE_INDIA,
  gstinProblem,
  isGstStateCode,
  normalizeGstin,
  stateCodeOfGstin,
  type GstinProblem,
} from './gstin';
import {
  BILLING_ADDRESS_REQUIRED,
  BILLING_BODY_INVALID,
  BILLING_COUNTRY_REQUIRED,
  BILLING_NAME_REQUIRED,
  BILLING_PIN_REQUIRED,
  BILLING_STATE_REQUIRED,
  FIELD_TOO_LONG,
  GSTIN_CHECK_FAILED,
  GSTIN_FORMAT,
  GSTIN_NOT_ABROAD,
  GSTIN_STATE_UNKNOWN,
  NAME_NO_LINKS,
  NOT_PRINTABLE,
  PLAIN_TEXT_ONLY,
  SEZ_GSTIN_REQUIRED,
  SEZ_NOT_ABROAD,
  gstinStateMismatch,
} from './messages';
import { MAX_ADDRESS_LENGTH, MAX_TEXT_LENGTH, isLinkFree, isPlainText, isPrintable, report } from './schema-helpers';

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
    .refine(isPrintable, NOT_PRINTABLE)
    .refine(isLinkFree, NAME_NO_LINKS);

const postalAddress = (required: string) =>
  requiredText(required)
    .max(MAX_ADDRESS_LENGTH, FIELD_TOO_LONG)
    .refine((address) => isPlainText(address, { multiline: true }), PLAIN_TEXT_ONLY)
    .refine(isPrintable, NOT_PRINTABLE);

// A state or union territory, or "96", the portal's code for outside India.
const stateCode = z
  .string({ error: BILLING_STATE_REQUIRED })
  .refine((code) => isGstStateCode(code) || code === OUTSIDE_INDIA, BILLING_STATE_REQUIRED);

// Asked only for an address outside India: ISO 3166's two letters, in either case.
const country = z
  .string({ error: BILLING_COUNTRY_REQUIRED })
  .optional()
  .transform((value) => (value?.trim() ? value.trim().toUpperCase() : undefined))
  .refine((value) => value === undefined || isForeignCountryCode(value), BILLING_COUNTRY_REQUIRED);

// Left empty, there is none; typed with spaces or in small letters, it is read as the portal writes it.
const gstin = z
  .string({ error: GSTIN_FORMAT })
  .optional()
  .transform((value) => (value?.trim() ? normalizeGstin(value) : undefined))
  .superRefine((value, ctx) => {
    const problem = value === undefined ? null : gstinProblem(value);
    if (problem) report(ctx, GSTIN_MESSAGES[problem]);
  });

/** The problems between fields, each at the field to mend; only between fields valid on their own. */
function crossFieldProblems(billing: {
  address?: unknown;
  stateCode?: unknown;
  gstin?: unknown;
  country?: unknown;
  sez?: unknown;
}): { path: string; message: string }[] {
  const chosen = typeof billing.stateCode === 'string' ? billing.stateCode : '';
  const given = typeof billing.gstin === 'string' && gstinProblem(billing.gstin) === null ? billing.gstin : undefined;
  const gstinSent = typeof billing.gstin === 'string';
  if (chosen === OUTSIDE_INDIA) {
    return [
      ...(billing.country === undefined ? [{ path: 'country', message: BILLING_COUNTRY_REQUIRED }] : []),
      ...(given ? [{ path: 'gstin', message: GSTIN_NOT_ABROAD }] : []),
      ...(billing.sez === true ? [{ path: 'sez', message: SEZ_NOT_ABROAD }] : []),
    ];
  }
  if (!isGstStateCode(chosen)) return [];
  if (billing.sez === true && !gstinSent) return [{ path: 'gstin', message: SEZ_GSTIN_REQUIRED }];
  const registered = given === undefined ? chosen : stateCodeOfGstin(given);
  if (registered !== chosen) {
    return [{ path: 'gstin', message: gstinStateMismatch(stateName(registered), stateName(chosen)) }];
  }
  // A registered buyer's invoice is e-invoiced, whose address needs its PIN code (domain/e-invoice.ts).
  const address = typeof billing.address === 'string' ? billing.address : '';
  return given !== undefined && address !== '' && !hasPinCode(address)
    ? [{ path: 'address', message: BILLING_PIN_REQUIRED }]
    : [];
}

/**
 * An organisation an invoice is made out to, with the sentences to say when its name or address is
 * missing. The state is chosen from the GST portal's list (its code), or "Outside India" with a
 * country. A GSTIN's first two digits are the state it is registered in, so a GSTIN must belong to
 * the chosen state: the invoice's place of supply and tax split depend on it. An SEZ unit or
 * developer (`sez`) is registered, so gives its GSTIN: what it is supplied is zero-rated (IGST Act
 * s. 16), as is sponsorship of a sponsor abroad (domain/invoice.ts says when).
 */
export const invoiceRecipientSchema = (messages: { name: string; address: string; shape?: string }) =>
  z
    .object(
      {
        name: organisationName(messages.name),
        address: postalAddress(messages.address),
        stateCode,
        gstin,
        country,
        sez: z.boolean({ error: BILLING_BODY_INVALID }).optional(),
      },
      // The wizard's form always sends an object: its sentence stays out of the page's script.
      messages.shape ? { error: messages.shape } : undefined,
    )
    .superRefine(
      (billing, ctx) => {
        // Run even when a field failed (`when`), so not even an object may have arrived.
        if (typeof billing !== 'object' || billing === null) return;
        for (const problem of crossFieldProblems(billing)) report(ctx, problem.message, [problem.path]);
      },
      { when: () => true },
    )
    // Firestore refuses undefined values: what does not apply has no key (a country only abroad,
    // an SEZ only when it is one).
    .transform(({ gstin: number, country: abroad, sez, ...rest }): BillingDetails => ({
      ...rest,
      ...(number === undefined ? {} : { gstin: number }),
      ...(rest.stateCode === OUTSIDE_INDIA && abroad ? { country: abroad } : {}),
      ...(sez === true ? { sez: true as const } : {}),
    }));

/** The billing details as the wizard and the API take them ("Invoice to my institution"). */
export const billingDetailsSchema = invoiceRecipientSchema({
  name: BILLING_NAME_REQUIRED,
  address: BILLING_ADDRESS_REQUIRED,
});

export interface BillingDetails {
  name: string;
  address: string;
  /** The GST code of the state or union territory (GST_STATES), or OUTSIDE_INDIA. */
  stateCode: string;
  /** Normalised, valid and of the chosen state; absent when the institution gives none. */
  gstin?: string;
  /** Outside India only: the country's ISO 3166 alpha-2 code. */
  country?: string;
  /** An SEZ unit or developer (with its GSTIN): its supplies are zero-rated. */
  sez?: true;
}
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;
