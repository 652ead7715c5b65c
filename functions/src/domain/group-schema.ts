import { z } from 'zod';
import {
  FIELD_TOO_LONG,
  IEEE_NUMBER_FORMAT,
  INSTITUTE_REQUIRED,
  PLAIN_TEXT_ONLY,
  STUDENT_COUNT_MISMATCH,
  STUDENTS_MAX,
  STUDENTS_MIN,
  studentIeeeDuplicate,
  studentIeeeNotValidated,
  studentIeeeRequired,
  studentIncomplete,
} from './messages';
import {
  IEEE_NUMBER_PATTERN,
  MAX_CODE_LENGTH,
  MAX_IEEE_DIGITS,
  MAX_TEXT_LENGTH,
  isPlainText,
  report,
  whenFieldsValid,
} from './schema-helpers';
import type { RefinementCtx } from './schema-helpers';
import { MAX_GROUP_STUDENTS, MIN_GROUP_STUDENTS } from './tiers';
import { certificateProblem, fileRefSchema, uploadProblem } from './uploads';

// The group step names the student in its messages, so students are checked in one
// refinement that knows their position rather than field by field.

export const IEEE_STATUSES = ['none', 'unvalidated', 'validating', 'validated', 'error'] as const;
export type IeeeStatus = (typeof IEEE_STATUSES)[number];

const groupHeaderShape = {
  instituteName: z
    .string({ error: INSTITUTE_REQUIRED })
    .trim()
    .min(1, INSTITUTE_REQUIRED)
    .max(MAX_TEXT_LENGTH, FIELD_TOO_LONG)
    .refine((name) => isPlainText(name), PLAIN_TEXT_ONLY),
  numStudents: z
    .number({ error: STUDENTS_MIN })
    .int(STUDENTS_MIN)
    .min(MIN_GROUP_STUDENTS, STUDENTS_MIN)
    .max(MAX_GROUP_STUDENTS, STUDENTS_MAX),
};

interface StudentProblem {
  message: string;
  field?: string;
}

interface StudentRules<S> {
  /** The student's first problem, leaving out duplicate IEEE numbers. */
  problemOf(student: S, n: number): StudentProblem | null;
  /** The IEEE number that must not repeat within the group, if the student has one. */
  uniqueIeeeNumber(student: S): string | undefined;
}

// At most one issue per student, in student order, so the first issue is the one the
// wizard shows. n in messages counts from 1.
function checkStudents<S>(
  numStudents: number,
  students: readonly S[],
  rules: StudentRules<S>,
  ctx: RefinementCtx,
): void {
  if (students.length > numStudents) {
    report(ctx, STUDENT_COUNT_MISMATCH, ['students']);
    return;
  }
  const seenIeeeNumbers = new Set<string>();
  for (let index = 0; index < numStudents; index++) {
    const n = index + 1;
    const student = students[index];
    if (student === undefined) {
      report(ctx, studentIncomplete(n), ['students', index]);
      continue;
    }
    const ieeeNumber = rules.uniqueIeeeNumber(student);
    const duplicate = ieeeNumber !== undefined && seenIeeeNumbers.has(ieeeNumber);
    const problem =
      rules.problemOf(student, n) ?? (duplicate ? { message: studentIeeeDuplicate(n), field: 'ieeeNumber' } : null);
    if (ieeeNumber !== undefined) seenIeeeNumbers.add(ieeeNumber);
    if (problem) report(ctx, problem.message, ['students', index, ...(problem.field ? [problem.field] : [])]);
  }
}

function identityProblem(student: { name: string; idNumber: string }, n: number): StudentProblem | null {
  if (!student.name) return { message: studentIncomplete(n), field: 'name' };
  if (!student.idNumber) return { message: studentIncomplete(n), field: 'idNumber' };
  if (student.name.length > MAX_TEXT_LENGTH) return { message: FIELD_TOO_LONG, field: 'name' };
  if (student.idNumber.length > MAX_CODE_LENGTH) return { message: FIELD_TOO_LONG, field: 'idNumber' };
  if (!isPlainText(student.name)) return { message: PLAIN_TEXT_ONLY, field: 'name' };
  if (!isPlainText(student.idNumber)) return { message: PLAIN_TEXT_ONLY, field: 'idNumber' };
  return null;
}

// ---------------------------------------------------------------- the wizard's group step

export const studentDraftSchema = z.object({
  name: z.string().trim(),
  idNumber: z.string().trim(),
  idCard: fileRefSchema.nullable(),
  hasIeee: z.boolean(),
  ieeeNumber: z.string().trim(),
  ieeeStatus: z.enum(IEEE_STATUSES),
  ieeeCert: fileRefSchema.nullish(),
});
export type StudentDraft = z.infer<typeof studentDraftSchema>;

const draftStudentRules: StudentRules<StudentDraft> = {
  problemOf(student, n) {
    const identity = identityProblem(student, n);
    if (identity) return identity;
    if (!student.idCard) return { message: studentIncomplete(n), field: 'idCard' };
    const card = uploadProblem(student.idCard);
    if (card) return { message: card, field: 'idCard' };
    const cert = student.ieeeCert ? certificateProblem(student.ieeeCert) : null;
    if (cert) return { message: cert, field: 'ieeeCert' };
    if (!student.hasIeee) return null;
    if (!student.ieeeNumber) return { message: studentIeeeRequired(n), field: 'ieeeNumber' };
    if (student.ieeeStatus !== 'validated') {
      return { message: studentIeeeNotValidated(n), field: 'ieeeNumber' };
    }
    return null;
  },
  uniqueIeeeNumber: (student) =>
    student.hasIeee && student.ieeeStatus === 'validated' ? student.ieeeNumber : undefined,
};

export const groupStepSchema = z
  .object({ ...groupHeaderShape, students: z.array(studentDraftSchema) })
  .superRefine(
    ({ numStudents, students }, ctx) => checkStudents(numStudents, students, draftStudentRules, ctx),
    whenFieldsValid,
  );

// ---------------------------------------------------------------- the submitted group

// The wizard sends a student's IEEE number only once it was validated, so a number here
// claims the IEEE price (the server re-checks it before granting it).
export const submittedStudentSchema = z.object({
  name: z.string().trim().default(''),
  idNumber: z.string().trim().default(''),
  ieeeNumber: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
});
export type SubmittedStudent = z.infer<typeof submittedStudentSchema>;

const submittedStudentRules: StudentRules<SubmittedStudent> = {
  problemOf(student, n) {
    const identity = identityProblem(student, n);
    if (identity) return identity;
    if (student.ieeeNumber === undefined) return null;
    if (!IEEE_NUMBER_PATTERN.test(student.ieeeNumber)) {
      return { message: IEEE_NUMBER_FORMAT, field: 'ieeeNumber' };
    }
    if (student.ieeeNumber.length > MAX_IEEE_DIGITS) return { message: FIELD_TOO_LONG, field: 'ieeeNumber' };
    return null;
  },
  uniqueIeeeNumber: (student) => student.ieeeNumber,
};

/** The group part of the API's submission: files travel separately, as multipart fields. */
export const submittedGroupSchema = z
  .object({
    ...groupHeaderShape,
    students: z.array(submittedStudentSchema, { error: studentIncomplete(1) }),
  })
  .superRefine(
    ({ numStudents, students }, ctx) => checkStudents(numStudents, students, submittedStudentRules, ctx),
    whenFieldsValid,
  );
