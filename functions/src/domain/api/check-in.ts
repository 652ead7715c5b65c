// The conference's registration desk: POST /api/admin/check-in and GET /api/admin/check-in/search,
// for check-in staff (claim `checkin: true`) and administrators (docs/api.md, "Entry passes and
// check-in").
import { z } from '../zod';
import {
  CHECK_IN_DESK_INVALID,
  CHECK_IN_PERSON_UNKNOWN,
  CHECK_IN_SEARCH_TOO_SHORT,
  SEARCH_TOO_LONG,
  CHECK_IN_TARGET_REQUIRED,
  CHECK_IN_UNDO_INVALID,
  MAX_DESK_LENGTH,
  PASS_CODE_MALFORMED,
} from '../messages';
import { isPassCode, isPassPerson, REGISTRANT, type PassPerson } from '../passes';
import { isRegistrationIdShape, normalizeRegistrationId } from '../registration-id';
import { isPlainText } from '../schema-helpers';
import { isoInstant } from './envelope';

/** Whom a check-in is for: the holder of a pass code, or a person of a registration. */
export type CheckInTarget = { code: string } | { registrationId: string; person: PassPerson };

const optionalText = z.string({ error: CHECK_IN_TARGET_REQUIRED }).trim().optional();

/**
 * `{ code }`, `{ registrationId }` (the registrant) or `{ registrationId, person }`, exactly one
 * way, and an optional `desk` ("desk 2"). A code of the wrong shape is refused here, before it
 * is hashed into a document path; a registration ID is read as the status page reads it.
 */
export const checkInRequestSchema = z
  .object({
    code: optionalText,
    registrationId: optionalText,
    person: optionalText,
    desk: z
      .string({ error: CHECK_IN_DESK_INVALID })
      .trim()
      .max(MAX_DESK_LENGTH, CHECK_IN_DESK_INVALID)
      .refine((desk) => isPlainText(desk), CHECK_IN_DESK_INVALID)
      .optional()
      .transform((desk) => desk || undefined),
  })
  .transform((body, ctx): { target: CheckInTarget; desk: string | undefined } => {
    const { code, registrationId, person, desk } = body;
    const byCode = code !== undefined && code !== '';
    const byId = registrationId !== undefined && registrationId !== '';
    if (byCode === byId || (byCode && person !== undefined)) {
      ctx.addIssue({ code: 'custom', message: CHECK_IN_TARGET_REQUIRED });
      return z.NEVER;
    }
    if (byCode) {
      if (!isPassCode(code)) {
        ctx.addIssue({ code: 'custom', message: PASS_CODE_MALFORMED, path: ['code'] });
        return z.NEVER;
      }
      return { target: { code }, desk };
    }
    const who = person || REGISTRANT;
    if (!isPassPerson(who)) {
      ctx.addIssue({ code: 'custom', message: CHECK_IN_PERSON_UNKNOWN, path: ['person'] });
      return z.NEVER;
    }
    const id = registrationId ?? '';
    return {
      target: { registrationId: isRegistrationIdShape(id) ? normalizeRegistrationId(id) : id, person: who },
      desk,
    };
  });

/**
 * POST /api/admin/check-in/undo {registrationId, person?, day}: an administrator takes back one
 * person's check-in of one day. The ID is read as the status page reads it; its format and the
 * person's are checked before either becomes part of a document path.
 */
export const undoCheckInRequestSchema = z
  .object({
    registrationId: z.string({ error: CHECK_IN_UNDO_INVALID }).trim().min(1, CHECK_IN_UNDO_INVALID),
    person: z.string({ error: CHECK_IN_UNDO_INVALID }).trim().optional(),
    day: z.iso.date({ error: CHECK_IN_UNDO_INVALID }),
  })
  .transform((body, ctx): { registrationId: string; person: PassPerson; day: string } => {
    const person = body.person || REGISTRANT;
    if (!isPassPerson(person)) {
      ctx.addIssue({ code: 'custom', message: CHECK_IN_PERSON_UNKNOWN, path: ['person'] });
      return z.NEVER;
    }
    const id = body.registrationId;
    return { registrationId: isRegistrationIdShape(id) ? normalizeRegistrationId(id) : id, person, day: body.day };
  });

export const CHECK_IN_RESULTS = [
  'checked-in',
  'already-checked-in',
  'payment-not-verified',
  // Cancelled at the registrant's request: paid or not, it admits no one.
  'cancelled',
  'unknown-pass',
] as const;
export type CheckInResultKind = (typeof CHECK_IN_RESULTS)[number];

/** A person as the desk shows them: `tier` is the edition's label for the registration's tier. */
export const checkInPersonSchema = z.object({
  name: z.string(),
  organization: z.string(),
  tier: z.string(),
  /** Administrators only. */
  registrationId: z.string().optional(),
  person: z.string(),
});

/**
 * What the desk is told. `day` is the conference day at the venue; `checkedInAt`, `checkedInBy`
 * and `desk` are those of the person's one check-in that day (this call's, or the first one's
 * for 'already-checked-in').
 */
export const checkInResultSchema = z.object({
  result: z.enum(CHECK_IN_RESULTS),
  person: checkInPersonSchema.optional(),
  day: z.iso.date(),
  checkedInAt: isoInstant.optional(),
  checkedInBy: z.string().optional(),
  desk: z.string().optional(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

export const checkInSearchQuerySchema = z.object({
  q: z.string({ error: CHECK_IN_SEARCH_TOO_SHORT }).trim().min(2, CHECK_IN_SEARCH_TOO_SHORT).max(200, SEARCH_TOO_LONG),
});

/** At most this many registrations answer one search at the desk. */
export const CHECK_IN_SEARCH_LIMIT = 10;
/**
 * How many registrations matching any search key check-in staff's search reads to keep those that
 * match by a name: enough that addresses matching the same start do not crowd the names out.
 */
export const DESK_NAME_CANDIDATES = 50;

const checkInStateSchema = z.object({ at: isoInstant, by: z.string(), desk: z.string().optional() });

/**
 * GET /api/admin/check-in/search?q= as an administrator: registrations whose registrant's name,
 * e-mail address or registration ID matches, verified or not; each with everyone it admits (the
 * registrant first, then a group's students) and whether each is checked in today (`day`, at the
 * venue).
 */
export const checkInSearchSchema = z.object({
  view: z.literal('administrator'),
  day: z.iso.date(),
  results: z.array(
    z.object({
      registrationId: z.string(),
      name: z.string(),
      organization: z.string(),
      tier: z.string(),
      paymentVerified: z.boolean(),
      /** Cancelled at the registrant's request: not admitted, whatever was paid. */
      cancelled: z.boolean(),
      /** Found by a pass code: `persons[0]` holds it, the rest are their group. */
      byPass: z.boolean(),
      persons: z.array(
        z.object({
          person: z.string(),
          name: z.string(),
          organization: z.string(),
          checkedIn: checkInStateSchema.nullable(),
          /** Once the payment is verified: the pass code's last characters (domain/pass-ending.ts). */
          passEnding: z.string().optional(),
        }),
      ),
    }),
  ),
});
export type CheckInSearch = z.infer<typeof checkInSearchSchema>;

/**
 * The same search as check-in staff make it, an allow-list: found by a name, a whole registration
 * ID or a pass code only (never an e-mail address), each person with their name, organisation,
 * tier and check-in state, and the pass code to check them in by once the payment is verified. No
 * registration ID, address or contact detail: a desk account is not a way into the registrations.
 */
export const deskSearchSchema = z.object({
  view: z.literal('check-in staff'),
  day: z.iso.date(),
  results: z.array(
    z.object({
      name: z.string(),
      organization: z.string(),
      tier: z.string(),
      paymentVerified: z.boolean(),
      /** Cancelled at the registrant's request: not admitted, whatever was paid. */
      cancelled: z.boolean(),
      /** Found by a pass code: `persons[0]` holds it, the rest are their group. */
      byPass: z.boolean(),
      persons: z.array(
        z.object({
          name: z.string(),
          organization: z.string(),
          checkedIn: checkInStateSchema.nullable(),
          passCode: z.string().optional(),
          /** Once the payment is verified: the pass code's last characters, even where the code is withheld. */
          passEnding: z.string().optional(),
        }),
      ),
    }),
  ),
});
export type DeskSearch = z.infer<typeof deskSearchSchema>;

/** What the desk page reads: the view its caller may have. */
export const anyDeskSearchSchema = z.discriminatedUnion('view', [checkInSearchSchema, deskSearchSchema]);
export type AnyDeskSearch = z.infer<typeof anyDeskSearchSchema>;
