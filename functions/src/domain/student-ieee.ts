// A group's student's IEEE membership as the wizard holds it, without the schemas (this module is
// in the wizard's first chunk; group-schema.ts, with zod, loads when a form needs it).

interface StudentIeee {
  hasIeee: boolean;
  ieeeStatus: string;
  /** The last Validate could not reach IEEE's service (its status is then 'error'). */
  ieeeUnreachable?: boolean | undefined;
  ieeeCert?: unknown;
}

/**
 * A student whose number IEEE's service could not check, with the membership certificate attached:
 * registered at the IEEE rate, and checked by an administrator before the payment is verified
 * (docs/rules.md, "The IEEE membership check").
 */
export const ieeeToBeChecked = (student: StudentIeee) =>
  student.hasIeee && student.ieeeStatus === 'error' && student.ieeeUnreachable === true && !!student.ieeeCert;

/** A student's IEEE number counts (price, submission) once IEEE said it is Active, or it is to be checked. */
export const paysIeeeRate = (student: StudentIeee) =>
  (student.hasIeee && student.ieeeStatus === 'validated') || ieeeToBeChecked(student);
