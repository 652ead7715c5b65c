import { sponsorInputSchema, sponsorPaymentSchema } from '@domain/api/sponsors';
import type { z } from '@domain/zod';
import { SPONSOR_PAYMENT_DATE_AHEAD, SPONSOR_PAYMENT_REFERENCE_REQUIRED } from '@domain/messages';

// The forms of /admin/sponsors as their fields hold them, made into the bodies of POST
// /api/admin/sponsors and POST /api/admin/sponsors/{id}/payment. As on the other admin pages, the
// server checks what is sent and its first problem comes back as a sentence; the domain's schemas,
// which this page's chunk holds anyway for the answers, only say which field that sentence is about.

/** The sponsor form's fields, named by their place in the body. */
export const SPONSOR_FIELDS = [
  'organisation.name',
  'organisation.address',
  'organisation.stateCode',
  'organisation.gstin',
  'level',
  'contact.name',
  'contact.email',
  'contact.phone',
] as const;
export type SponsorField = (typeof SPONSOR_FIELDS)[number];
export type SponsorValues = Record<SponsorField, string>;

export const EMPTY_SPONSOR: SponsorValues = {
  'organisation.name': '',
  'organisation.address': '',
  'organisation.stateCode': '',
  'organisation.gstin': '',
  level: '',
  'contact.name': '',
  'contact.email': '',
  'contact.phone': '',
};

/** An optional field left empty is not sent (JSON leaves out what is undefined). */
const optional = (text: string) => (text.trim() === '' ? undefined : text);

/** The body of POST /api/admin/sponsors, as typed: the server trims and checks it. */
export function sponsorBody(values: SponsorValues): z.input<typeof sponsorInputSchema> {
  return {
    organisation: {
      name: values['organisation.name'],
      address: values['organisation.address'],
      stateCode: values['organisation.stateCode'],
      gstin: optional(values['organisation.gstin']),
    },
    level: values.level,
    contact: {
      name: values['contact.name'],
      email: values['contact.email'],
      phone: optional(values['contact.phone']),
    },
  };
}

/**
 * Where a refusal belongs: the field whose check gives the server's sentence for what was sent,
 * read with the same schema the server read it with; null when it is about the whole form (or
 * comes from a check the schema does not make).
 */
function fieldOfIssue<Field extends string>(
  schema: typeof sponsorInputSchema | typeof sponsorPaymentSchema,
  fields: readonly Field[],
  sent: unknown,
  message: string,
): Field | null {
  const parsed = schema.safeParse(sent);
  const path = parsed.success ? undefined : parsed.error.issues.find((issue) => issue.message === message)?.path;
  return fields.find((field) => field === path?.join('.')) ?? null;
}

/** The field of the sponsor form the server's 400 is about, or null for the form as a whole. */
export const sponsorFieldOf = (message: string, values: SponsorValues): SponsorField | null =>
  fieldOfIssue(sponsorInputSchema, SPONSOR_FIELDS, sponsorBody(values), message);

export const PAYMENT_FIELDS = ['reference', 'date'] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];
export type PaymentValues = Record<PaymentField, string>;

/** A date input holds "" until a whole day is given: the form's own matter, said before sending. */
export const PAYMENT_DAY_MISSING = 'Enter the day the payment was received.';

/**
 * The payment's body, or what is missing from it, said before anything is sent as the reason of a
 * rejection is (review-actions.tsx): without a day the API would only say its body is malformed, a
 * sentence for a programmer. Everything else is the server's to check.
 */
export function paymentBody(
  values: PaymentValues,
): { ok: true; body: PaymentValues } | { ok: false; problems: Partial<Record<PaymentField, string>> } {
  const problems: Partial<Record<PaymentField, string>> = {
    ...(values.reference.trim() === '' ? { reference: SPONSOR_PAYMENT_REFERENCE_REQUIRED } : {}),
    ...(values.date === '' ? { date: PAYMENT_DAY_MISSING } : {}),
  };
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, body: { reference: values.reference, date: values.date } };
}

/**
 * The field of the payment dialog the server's 400 is about: its schema's checks, and the service's
 * one about a field, a day after today; null for the dialog as a whole.
 */
export function paymentFieldOf(message: string, values: PaymentValues): PaymentField | null {
  if (message === SPONSOR_PAYMENT_DATE_AHEAD) return 'date';
  return fieldOfIssue(sponsorPaymentSchema, PAYMENT_FIELDS, values, message);
}
