// An IEEE membership that could not be checked at registration (IEEE's service was unreachable)
// is decided by an administrator: confirmed, or the registration moves to the non-IEEE tier of the
// same kind at the price of the moment it was made (the early-bird rate it registered at stays).
// In a student group each such student is decided on their own: 'not-member' prices that student
// at the group's non-IEEE rate.
import { z } from './zod';
import { IEEE_DECISION_INVALID, IEEE_DECISION_STUDENT_INVALID } from './admin-messages';
import { registrationTotal, type Total } from './pricing';
import { MAX_GROUP_STUDENTS, nonIeeeTierFor } from './tiers';
import type { IndividualTierId, TierId } from './tiers';

export const ieeeDecisionSchema = z.object({
  decision: z.enum(['confirmed', 'not-member'], { error: IEEE_DECISION_INVALID }),
  /** A group's student, counted from 1 as the group step counts them; absent for the registrant's own. */
  student: z
    .number({ error: IEEE_DECISION_STUDENT_INVALID })
    .int(IEEE_DECISION_STUDENT_INVALID)
    .min(1, IEEE_DECISION_STUDENT_INVALID)
    .max(MAX_GROUP_STUDENTS, IEEE_DECISION_STUDENT_INVALID)
    .optional(),
});
export type IeeeDecisionRequest = z.infer<typeof ieeeDecisionSchema>;
export type IeeeDecision = IeeeDecisionRequest['decision'];

export function repricedAsNonIeee(
  record: { registrationTier: TierId; numPapers?: number | null | undefined },
  registeredAt: Date,
): { registrationTier: IndividualTierId; pricing: Total } | null {
  const tier = nonIeeeTierFor(record.registrationTier);
  if (!tier) return null;
  const pricing = registrationTotal(
    { registrationTier: tier.id, numPapers: record.numPapers ?? undefined },
    registeredAt,
  );
  return { registrationTier: tier.id, pricing };
}

/** A group's total once student `index` (from 0) is priced at the non-IEEE rate. */
export function groupRepricedWithoutIeee<S extends { ieeeNumber?: string | null | undefined }>(
  record: { registrationTier: TierId; students: readonly S[] },
  index: number,
  registeredAt: Date,
): { students: S[]; pricing: Total } {
  const students = record.students.map((student, at) => {
    if (at !== index) return student;
    const { ieeeNumber: _dropped, ...rest } = student;
    return rest as S;
  });
  const pricing = registrationTotal(
    {
      registrationTier: record.registrationTier,
      students: students.map((student) => ({ ieeeNumber: student.ieeeNumber ?? undefined })),
    },
    registeredAt,
  );
  return { students, pricing };
}
