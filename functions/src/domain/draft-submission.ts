import type { z } from './zod';
import { registrationTotal } from './pricing';
import { paysIeeeRate } from './student-ieee';
import { billingInputOf } from './registration-draft';
import type { RegistrationDraft } from './registration-draft';
import { registrationDataSchema } from './registration-schema';
import type { RegistrationData } from './registration-schema';

/**
 * The `data` JSON of the submission (docs/api.md, `POST /api/registrations`), parsed by the same
 * schema the API uses: no files, only the parts the tier uses, students reduced to name, idNumber
 * and an IEEE number kept only if it was validated or is to be checked, and the billing details only when asked for.
 */
export function buildRegistrationData(
  draft: RegistrationDraft,
  now: Date,
  clientRequestId?: string,
): z.ZodSafeParseResult<RegistrationData> {
  const result = registrationDataSchema.safeParse({
    ...draft,
    students: draft.students.map((student) => ({
      name: student.name,
      idNumber: student.idNumber,
      ieeeNumber: paysIeeeRate(student) ? student.ieeeNumber : undefined,
    })),
    // Typed but unticked, the institution's details are kept in the draft and not sent.
    billing: billingInputOf(draft),
    // Priced below from the parsed data, which is the only data sure to be priceable.
    totalAmount: 0,
    clientRequestId,
  });
  if (!result.success) return result;
  return { success: true, data: { ...result.data, totalAmount: registrationTotal(result.data, now).total } };
}
