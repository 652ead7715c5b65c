import { z } from 'zod';
import {
  EMAIL_INVALID,
  EMAIL_MISMATCH,
  FIELD_TOO_LONG,
  MOBILE_INVALID,
  PARTICIPANT_REQUIRED,
  PLAIN_TEXT_ONLY,
} from './messages';
import { COUNTRIES, GENDERS, TITLES } from './options';
import {
  MAX_ADDRESS_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_TEXT_LENGTH,
  isPlainText,
  report,
  whenFieldsValid,
} from './schema-helpers';
import type { RefinementCtx } from './schema-helpers';

// Presence is checked field by field and gives the spec's single "fill all required
// fields" alert; formats and lengths are checked only after that, as refinements.
const requiredText = z.string({ error: PARTICIPANT_REQUIRED }).trim().min(1, PARTICIPANT_REQUIRED);
const optionalText = z.string().trim().optional();

/** The personal fields shared by the wizard's first step and the API's submission. */
export const personalShape = {
  title: z.enum(TITLES, { error: PARTICIPANT_REQUIRED }),
  firstName: requiredText,
  lastName: requiredText,
  organization: requiredText,
  nationalId: optionalText,
  address: requiredText,
  city: requiredText,
  state: optionalText,
  country: z.enum(COUNTRIES, { error: PARTICIPANT_REQUIRED }),
  postcode: requiredText,
  mobile: requiredText,
  gender: z.enum(GENDERS, { error: PARTICIPANT_REQUIRED }),
  email: requiredText,
};
type Personal = z.output<z.ZodObject<typeof personalShape>>;

const LENGTH_LIMITS: Partial<Record<keyof Personal, number>> = {
  firstName: MAX_TEXT_LENGTH,
  lastName: MAX_TEXT_LENGTH,
  organization: MAX_TEXT_LENGTH,
  nationalId: MAX_TEXT_LENGTH,
  address: MAX_ADDRESS_LENGTH,
  city: MAX_TEXT_LENGTH,
  state: MAX_TEXT_LENGTH,
  postcode: MAX_TEXT_LENGTH,
  mobile: MAX_TEXT_LENGTH,
  email: MAX_EMAIL_LENGTH,
};

// "+" and a country code, then digits with the usual separators. E.164 numbers have at
// most 15 digits; the shortest national numbers give 7 with their country code.
const MOBILE_PATTERN = /^\+[1-9][\d\s().-]*$/;

export function isInternationalMobile(mobile: string): boolean {
  const digits = mobile.replace(/\D/g, '').length;
  return MOBILE_PATTERN.test(mobile) && digits >= 7 && digits <= 15;
}

export function checkPersonalFormats(person: Personal, ctx: RefinementCtx): void {
  if (!z.regexes.email.test(person.email)) report(ctx, EMAIL_INVALID, ['email']);
  if (!isInternationalMobile(person.mobile)) report(ctx, MOBILE_INVALID, ['mobile']);
  for (const [field, limit] of Object.entries(LENGTH_LIMITS)) {
    const value = person[field as keyof Personal];
    if (value !== undefined && value.length > limit) report(ctx, FIELD_TOO_LONG, [field]);
    if (value !== undefined && !isPlainText(value, { multiline: field === 'address' })) {
      report(ctx, PLAIN_TEXT_ONLY, [field]);
    }
  }
}

// Mail providers ignore case in practice, so "A@x.org" and "a@x.org" are one address.
const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const participantSchema = z
  .object({ ...personalShape, verifyEmail: requiredText })
  .superRefine((participant, ctx) => {
    if (!sameEmail(participant.email, participant.verifyEmail)) {
      report(ctx, EMAIL_MISMATCH, ['verifyEmail']);
    }
    checkPersonalFormats(participant, ctx);
  }, whenFieldsValid);
export type Participant = z.infer<typeof participantSchema>;
