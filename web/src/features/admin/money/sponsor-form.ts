import { applicableBilling } from '@domain/billing-place';
import { OUTSIDE_INDIA } from '@domain/gstin';
import {
  BILLING_COUNTRY_REQUIRED,
  BILLING_PIN_REQUIRED,
  BILLING_STATE_REQUIRED,
  EMAIL_INVALID,
  FIELD_TOO_LONG,
  GSTIN_CHECK_FAILED,
  GSTIN_FORMAT,
  GSTIN_NOT_ABROAD,
  GSTIN_STATE_UNKNOWN,
  NAME_NO_LINKS,
  PLAIN_TEXT_ONLY,
  SEZ_GSTIN_REQUIRED,
  SEZ_NOT_ABROAD,
  gstinStateMismatch,
} from '@domain/messages';
import {
  SPONSOR_ADDRESS_REQUIRED,
  SPONSOR_CONTACT_NAME_REQUIRED,
  SPONSOR_NAME_REQUIRED,
  SPONSOR_PACKAGE_UNKNOWN,
  SPONSOR_PAYMENT_DATE_AHEAD,
  SPONSOR_PAYMENT_DATE_OLD,
  SPONSOR_PAYMENT_DATE_REQUIRED,
  SPONSOR_PAYMENT_REFERENCE_REQUIRED,
  SPONSOR_PHONE_INVALID,
} from '@domain/admin-messages';

// The forms of /admin/sponsors as their fields hold them, made into the bodies of POST
// /api/admin/sponsors and POST /api/admin/sponsors/{id}/payment. As on the other admin pages, the
// server checks what is sent and its first problem comes back as a sentence, shown at the field it
// names. The sentences are known here by their constants, not by running the domain's schemas:
// those would bring the organisation's rules, the edition's packages and every sentence of theirs
// into every page's first script, where the site keeps the domain's sentences.

/** The sponsor form's fields, named by their place in the body. */
export const SPONSOR_FIELDS = [
  'organisation.name',
  'organisation.address',
  'organisation.stateCode',
  'organisation.gstin',
  'organisation.country',
  'organisation.sez',
  'level',
  'contact.name',
  'contact.email',
  'contact.phone',
] as const;
export type SponsorField = (typeof SPONSOR_FIELDS)[number];
/** Text as typed, and whether the organisation is an SEZ unit or developer. */
export type SponsorValues = Record<Exclude<SponsorField, 'organisation.sez'>, string> & { 'organisation.sez': boolean };

export const EMPTY_SPONSOR: SponsorValues = {
  'organisation.name': '',
  'organisation.address': '',
  'organisation.stateCode': '',
  'organisation.gstin': '',
  'organisation.country': '',
  'organisation.sez': false,
  level: '',
  'contact.name': '',
  'contact.email': '',
  'contact.phone': '',
};

/** An optional field left empty is not sent (JSON leaves out what is undefined). */
const optional = (text: string) => (text.trim() === '' ? undefined : text);

/** The body of POST /api/admin/sponsors, as typed: the server trims and checks it. */
export function sponsorBody(values: SponsorValues) {
  // Only what applies where it is: abroad a country, in India a GSTIN and whether it is an SEZ.
  const organisation = applicableBilling({
    stateCode: values['organisation.stateCode'],
    gstin: values['organisation.gstin'],
    country: values['organisation.country'],
    sez: values['organisation.sez'],
  });
  return {
    organisation: {
      name: values['organisation.name'],
      address: values['organisation.address'],
      stateCode: organisation.stateCode,
      gstin: optional(organisation.gstin),
      country: optional(organisation.country),
      sez: organisation.sez || undefined,
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
 * Whether the sponsorship typed is a zero-rated supply: to an organisation abroad (an export), or
 * to an SEZ unit with its GSTIN (domain/invoice.ts, supplyOf). The package's amount due follows.
 */
export function isZeroRatedSponsor(values: SponsorValues): boolean {
  if (values['organisation.stateCode'] === OUTSIDE_INDIA) return true;
  return values['organisation.sez'] && values['organisation.gstin'].trim() !== '';
}

/** What the form shows at its fields: a sentence for each field it names. */
export type SponsorProblems = Partial<Record<SponsorField, string>>;

/**
 * The required fields left empty, each with the server's own sentence for it, said together
 * before anything is sent: the server names only the first problem it finds. Everything else
 * (formats, the GSTIN, the package's existence) is the server's to check.
 */
export function missingSponsorFields(values: SponsorValues): SponsorProblems {
  const abroad = values['organisation.stateCode'] === OUTSIDE_INDIA;
  const required: [Exclude<SponsorField, 'organisation.sez'>, string, boolean][] = [
    ['organisation.name', SPONSOR_NAME_REQUIRED, true],
    ['organisation.address', SPONSOR_ADDRESS_REQUIRED, true],
    ['organisation.stateCode', BILLING_STATE_REQUIRED, true],
    ['organisation.country', BILLING_COUNTRY_REQUIRED, abroad],
    ['level', SPONSOR_PACKAGE_UNKNOWN, true],
    ['contact.name', SPONSOR_CONTACT_NAME_REQUIRED, true],
    ['contact.email', EMAIL_INVALID, true],
  ];
  return Object.fromEntries(
    required
      .filter(([field, , applies]) => applies && values[field].trim() === '')
      .map(([field, message]) => [field, message]),
  );
}

/** The first field, in the form's order, that has a problem. */
export const firstSponsorProblem = (problems: SponsorProblems): SponsorField | undefined =>
  SPONSOR_FIELDS.find((field) => problems[field] !== undefined);

// The sentences of the sponsor's schema that belong to one field. Those several fields share (a
// text too long, which the fields' own limits keep from being sent, or markup) belong to the form.
const SPONSOR_SENTENCES: ReadonlyMap<string, SponsorField> = new Map([
  [SPONSOR_NAME_REQUIRED, 'organisation.name'],
  [NAME_NO_LINKS, 'organisation.name'],
  [SPONSOR_ADDRESS_REQUIRED, 'organisation.address'],
  [BILLING_PIN_REQUIRED, 'organisation.address'],
  [BILLING_STATE_REQUIRED, 'organisation.stateCode'],
  [GSTIN_FORMAT, 'organisation.gstin'],
  [GSTIN_STATE_UNKNOWN, 'organisation.gstin'],
  [GSTIN_CHECK_FAILED, 'organisation.gstin'],
  [GSTIN_NOT_ABROAD, 'organisation.gstin'],
  [SEZ_GSTIN_REQUIRED, 'organisation.gstin'],
  [BILLING_COUNTRY_REQUIRED, 'organisation.country'],
  [SEZ_NOT_ABROAD, 'organisation.sez'],
  [SPONSOR_PACKAGE_UNKNOWN, 'level'],
  [SPONSOR_CONTACT_NAME_REQUIRED, 'contact.name'],
  [EMAIL_INVALID, 'contact.email'],
  [SPONSOR_PHONE_INVALID, 'contact.phone'],
] as const);

// A GSTIN of another state than the one chosen: the one sentence made of what was typed, known
// by how it begins.
const GSTIN_ELSEWHERE = gstinStateMismatch('\u0000', '\u0000').split('\u0000')[0] ?? '';

/** The field of the sponsor form the server's 400 is about, or null for the form as a whole. */
export function sponsorFieldOf(message: string): SponsorField | null {
  if (GSTIN_ELSEWHERE !== '' && message.startsWith(GSTIN_ELSEWHERE)) return 'organisation.gstin';
  return SPONSOR_SENTENCES.get(message) ?? null;
}

export const PAYMENT_FIELDS = ['reference', 'date'] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];
export type PaymentValues = Record<PaymentField, string>;

/**
 * The payment's body, or what is missing from it, said before anything is sent, as the reason of
 * a rejection is (review-actions.tsx): a date input holds "" until a whole day is given. The
 * sentences are the server's own for the same fields; everything else is the server's to check.
 */
export function paymentBody(
  values: PaymentValues,
): { ok: true; body: PaymentValues } | { ok: false; problems: Partial<Record<PaymentField, string>> } {
  const problems: Partial<Record<PaymentField, string>> = {
    ...(values.reference.trim() === '' ? { reference: SPONSOR_PAYMENT_REFERENCE_REQUIRED } : {}),
    ...(values.date === '' ? { date: SPONSOR_PAYMENT_DATE_REQUIRED } : {}),
  };
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, body: { reference: values.reference, date: values.date } };
}

// The payment's schema checks the reference and the day's shape; the service says when the day is
// ahead, or more than a year back.
const PAYMENT_SENTENCES: ReadonlyMap<string, PaymentField> = new Map([
  [SPONSOR_PAYMENT_REFERENCE_REQUIRED, 'reference'],
  [FIELD_TOO_LONG, 'reference'],
  [PLAIN_TEXT_ONLY, 'reference'],
  [SPONSOR_PAYMENT_DATE_REQUIRED, 'date'],
  [SPONSOR_PAYMENT_DATE_AHEAD, 'date'],
  [SPONSOR_PAYMENT_DATE_OLD, 'date'],
] as const);

/** The field of the payment dialog the server's 400 is about, or null for the dialog as a whole. */
export const paymentFieldOf = (message: string): PaymentField | null => PAYMENT_SENTENCES.get(message) ?? null;
