import { z } from './zod';
import { billingDetailsSchema } from './billing';
import { submittedGroupSchema, submittedStudentSchema } from './group-schema';
import {
  CLIENT_REQUEST_ID_INVALID,
  FIELD_TOO_LONG,
  IEEE_NUMBER_FORMAT,
  IEEE_NUMBER_REQUIRED,
  INSTITUTE_REQUIRED,
  PAPER_ID_FORMAT,
  PAPER_IDS_REQUIRED,
  PAPERS_MAX,
  PAPERS_MIN,
  PAYMENT_PROOF_REQUIRED,
  PAYMENT_REFERENCE_PLAIN,
  PAYMENT_REFERENCE_TOO_LONG,
  STATUS_ID_REQUIRED,
  SPONSOR_CODE_FORMAT,
  SPONSOR_CODE_TIER,
  STUDENTS_MIN,
  TIER_REQUIRED,
  TOTAL_AMOUNT_INVALID,
  paperIdRepeated,
} from './messages';
import { isPaperId, repeatedPapers } from './paper-id';
import { withNormalizedMobile } from './mobile';
import { checkPersonalFormats, personalShape } from './participant-schema';
import { readRegistrationId } from './registration-id';
import {
  IEEE_NUMBER_PATTERN,
  MAX_CODE_LENGTH,
  MAX_IEEE_DIGITS,
  isPlainText,
  isPrintable,
  report,
  whenFieldsValid,
} from './schema-helpers';
import type { RefinementCtx } from './schema-helpers';
import { MAX_PAPERS, MIN_PAPERS, TIER_IDS, getTier, isAuthorTier, isGroupTier, isTierId, requiresIeee } from './tiers';
import { certificateFileSchema, fileRefSchema } from './upload-schemas';
import { receiptProblem } from './uploads';
import { normalizeSponsorCode, sponsorCodeCovers } from './sponsor-codes';

// The contract of the wizard's steps and of the API's bodies. The wizard shows one message
// at a time, so every schema emits its issues in the order the registrant should fix them,
// and callers show the first (see firstError).

// ---------------------------------------------------------------- tier, IEEE, papers

// A tier of the catalogue that this edition does not offer is no choice at all.
const offeredTierSchema = z.enum(TIER_IDS, { error: TIER_REQUIRED }).refine(isTierId, TIER_REQUIRED);

export const tierStepSchema = z.object({
  registrationTier: offeredTierSchema,
});

export const ieeeNumberSchema = z
  .string({ error: IEEE_NUMBER_REQUIRED })
  .trim()
  .min(1, IEEE_NUMBER_REQUIRED)
  .max(MAX_IEEE_DIGITS, FIELD_TOO_LONG)
  .regex(IEEE_NUMBER_PATTERN, IEEE_NUMBER_FORMAT);

const ieeePartSchema = z.object({ ieeeNumber: ieeeNumberSchema });

/** Presence and format only; whether the membership is Active is asked of IEEE by the caller. */
export const ieeeStepSchema = ieeePartSchema.extend({
  ieeeCert: certificateFileSchema.nullish(),
});

const numPapersSchema = z
  .number({ error: PAPERS_MIN })
  .int(PAPERS_MIN)
  .min(MIN_PAPERS, PAPERS_MIN)
  .max(MAX_PAPERS, PAPERS_MAX);

export const papersStepSchema = z
  .object({
    numPapers: numPapersSchema,
    paperIds: z.array(z.string({ error: PAPER_IDS_REQUIRED }).trim(), { error: PAPER_IDS_REQUIRED }),
  })
  .superRefine(({ numPapers, paperIds }, ctx) => {
    if (paperIds.length !== numPapers) {
      report(ctx, PAPER_IDS_REQUIRED, ['paperIds']);
      return;
    }
    // Every paper in error is named at once, each beside its own field.
    const missing = paperIds.flatMap((id, index) => (id === '' ? [index] : []));
    for (const index of missing) report(ctx, PAPER_IDS_REQUIRED, ['paperIds', index]);
    if (missing.length > 0) return;
    paperIds.forEach((id, index) => {
      if (id.length > MAX_CODE_LENGTH) report(ctx, FIELD_TOO_LONG, ['paperIds', index]);
      else if (!isPaperId(id)) report(ctx, PAPER_ID_FORMAT, ['paperIds', index]);
    });
    // Each paper is charged: one paper entered twice would be paid for twice.
    for (const { index, earlier } of repeatedPapers(paperIds)) {
      report(ctx, paperIdRepeated(index + 1, earlier + 1), ['paperIds', index]);
    }
  }, whenFieldsValid);

// ---------------------------------------------------------------- API submission

const registrationDataBaseSchema = z
  .object({
    ...personalShape,
    registrationTier: offeredTierSchema,
    // Typed loosely here: the tier decides below which of them count and checks those with
    // the wizard's own step schemas, so an unused field cannot fail a registration.
    ieeeNumber: z.string({ error: IEEE_NUMBER_FORMAT }).optional(),
    numPapers: z.number({ error: PAPERS_MIN }).optional(),
    paperIds: z.array(z.string(), { error: PAPER_IDS_REQUIRED }).optional(),
    instituteName: z.string({ error: INSTITUTE_REQUIRED }).optional(),
    numStudents: z.number({ error: STUDENTS_MIN }).optional(),
    students: z.array(submittedStudentSchema, { error: STUDENTS_MIN }).optional(),
    // "Invoice to my institution": whom the tax invoice is made out to, when not the registrant.
    billing: billingDetailsSchema.optional(),
    // A sponsor's code (domain/sponsor-codes.ts), as typed: the server reads it and prices the
    // registration from what the code is; left empty, there is none.
    sponsorCode: z
      .string({ error: SPONSOR_CODE_FORMAT })
      .optional()
      .transform((typed, ctx) => {
        if (typed === undefined || typed.trim() === '') return undefined;
        const code = normalizeSponsorCode(typed);
        if (code === null) {
          report(ctx, SPONSOR_CODE_FORMAT);
          return z.NEVER;
        }
        return code;
      }),
    // Informational only: the server recomputes the total from the tier and the clock.
    totalAmount: z.number({ error: TOTAL_AMOUNT_INVALID }).nonnegative(TOTAL_AMOUNT_INVALID),
    // Lets a client retry a submission that timed out without creating a second registration.
    clientRequestId: z
      .string({ error: CLIENT_REQUEST_ID_INVALID })
      .regex(/^[A-Za-z0-9_-]{8,100}$/, CLIENT_REQUEST_ID_INVALID)
      .optional(),
  })
  .superRefine(checkPersonalFormats, whenFieldsValid);

function parsePart<T>(schema: z.ZodType<T>, input: unknown, ctx: RefinementCtx): Partial<T> | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) report(ctx, issue.message, issue.path);
  return undefined;
}

/**
 * The `data` field of POST /api/registrations: the registration without its files, with
 * students reduced to name, idNumber and a validated ieeeNumber. The tier decides which
 * parts are required, and parts the tier does not use are dropped, as the wizard's reset
 * rules would have done.
 */
export const registrationDataSchema = registrationDataBaseSchema.transform((base, ctx) => {
  const { ieeeNumber, numPapers, paperIds, instituteName, numStudents, students, ...common } = base;
  const tier = getTier(common.registrationTier);
  const ieee = requiresIeee(tier) ? parsePart(ieeePartSchema, { ieeeNumber }, ctx) : {};
  const papers = isAuthorTier(tier) ? parsePart(papersStepSchema, { numPapers, paperIds }, ctx) : {};
  const group = isGroupTier(tier) ? parsePart(submittedGroupSchema, { instituteName, numStudents, students }, ctx) : {};
  const uncovered = common.sponsorCode !== undefined && !sponsorCodeCovers(tier);
  if (uncovered) report(ctx, SPONSOR_CODE_TIER, ['sponsorCode']);
  if (!ieee || !papers || !group || uncovered) return z.NEVER;
  return { ...withNormalizedMobile(common), ...ieee, ...papers, ...group };
});
export type RegistrationData = z.infer<typeof registrationDataSchema>;
export type RegistrationDataInput = z.input<typeof registrationDataSchema>;

// ---------------------------------------------------------------- payment and status

// The rule is registration-id's, which the status page also runs before this schema has loaded.
const registrationIdSchema = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).transform((input, ctx) => {
    const typed = readRegistrationId(input, requiredMessage);
    if (typed.ok) return typed.id;
    report(ctx, typed.message);
    return z.NEVER;
  });

export const paymentProofSchema = z.object({
  registrationId: registrationIdSchema(PAYMENT_PROOF_REQUIRED),
  paymentReferenceId: z
    .string({ error: PAYMENT_PROOF_REQUIRED })
    .trim()
    .min(1, PAYMENT_PROOF_REQUIRED)
    .max(MAX_CODE_LENGTH, PAYMENT_REFERENCE_TOO_LONG)
    // Printed on the receipt and matched against the bank's statement: one line, no markup.
    .refine((reference) => isPlainText(reference) && isPrintable(reference), PAYMENT_REFERENCE_PLAIN),
});
export type PaymentProof = z.infer<typeof paymentProofSchema>;

/** The payment form as a whole: both fields and the receipt, which must be a PDF. */
export const paymentProofFormSchema = paymentProofSchema.extend({
  // A missing receipt and an empty file input (null) both earn the spec's message.
  receipt: z
    .object(fileRefSchema.shape, { error: PAYMENT_PROOF_REQUIRED })
    .nullable()
    .superRefine((receipt, ctx) => {
      const problem = receipt ? receiptProblem(receipt) : PAYMENT_PROOF_REQUIRED;
      if (problem) report(ctx, problem);
    }),
});

export const statusLookupSchema = z.object({
  id: registrationIdSchema(STATUS_ID_REQUIRED),
});

// ---------------------------------------------------------------- helpers

export function firstError(result: z.ZodSafeParseResult<unknown>): string | null {
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
