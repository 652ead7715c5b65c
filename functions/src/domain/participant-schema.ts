import { z } from './zod';
import {
  EMAIL_INVALID,
  EMAIL_MISMATCH,
  FIELD_TOO_LONG,
  MOBILE_INVALID,
  MOBILE_INVALID_INDIA,
  NAME_NO_LINKS,
  PARTICIPANT_REQUIRED,
  NOT_PRINTABLE,
  PLAIN_TEXT_ONLY,
} from './messages';
import { isValidMobile, withNormalizedMobile } from './mobile';
import { COUNTRIES, GENDERS, TITLES } from './options';
import {
  MAX_ADDRESS_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_TEXT_LENGTH,
  isLinkFree,
  isPlainText,
  isPrintable,
  report,
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

/** The fields the receipt, the tax invoice, the badge or the certificate prints. */
const PRINTED_FIELDS: readonly (keyof Personal)[] = [
  'firstName',
  'lastName',
  'organization',
  'address',
  'city',
  'state',
  'postcode',
];

/** The fields that name someone: shown to the recipients of mails, printed on badges and certificates. */
const NAME_FIELDS: readonly (keyof Personal)[] = ['firstName', 'lastName', 'organization'];

// Fields that already failed their presence check are not checked further, so each field gets
// one message and every field's problem is found in one pass (the wizard shows them together).
function fieldsInError(ctx: RefinementCtx): Set<PropertyKey> {
  return new Set(ctx.issues.map((issue) => issue.path?.[0]).filter((key) => key !== undefined));
}

export function checkPersonalFormats(person: Personal, ctx: RefinementCtx): void {
  const wrong = fieldsInError(ctx);
  const text = (field: keyof Personal): string | undefined => {
    const value: unknown = person[field];
    return !wrong.has(field) && typeof value === 'string' ? value : undefined;
  };
  const email = text('email');
  if (email !== undefined && !z.regexes.email.test(email)) report(ctx, EMAIL_INVALID, ['email']);
  const mobile = text('mobile');
  const country = text('country');
  if (mobile !== undefined && !isValidMobile(mobile, country)) {
    report(ctx, country === 'India' ? MOBILE_INVALID_INDIA : MOBILE_INVALID, ['mobile']);
  }
  for (const [field, limit] of Object.entries(LENGTH_LIMITS)) {
    const value = text(field as keyof Personal);
    if (value !== undefined && value.length > limit) report(ctx, FIELD_TOO_LONG, [field]);
    else if (value !== undefined && !isPlainText(value, { multiline: field === 'address' })) {
      report(ctx, PLAIN_TEXT_ONLY, [field]);
    } else if (value !== undefined && PRINTED_FIELDS.includes(field as keyof Personal) && !isPrintable(value)) {
      report(ctx, NOT_PRINTABLE, [field]);
    } else if (value !== undefined && NAME_FIELDS.includes(field as keyof Personal) && !isLinkFree(value)) {
      report(ctx, NAME_NO_LINKS, [field]);
    }
  }
}

// Mail providers ignore case in practice, so "A@x.org" and "a@x.org" are one address.
const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

// The presence of every field is checked first, field by field, and earns the spec's single
// "fill all required fields" message; the checks below then look at the fields that are there,
// so all of the step's problems are found at once, the missing fields' message first.
export const participantSchema = z
  .object({ ...personalShape, verifyEmail: requiredText })
  .superRefine(
    (participant, ctx) => {
      const wrong = fieldsInError(ctx);
      const bothGiven = !wrong.has('email') && !wrong.has('verifyEmail');
      if (bothGiven && !sameEmail(participant.email, participant.verifyEmail)) {
        report(ctx, EMAIL_MISMATCH, ['verifyEmail']);
      }
      checkPersonalFormats(participant, ctx);
    },
    { when: () => true },
  )
  .transform(withNormalizedMobile);
export type Participant = z.infer<typeof participantSchema>;
