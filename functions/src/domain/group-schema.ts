import { z } from './zod';
import {
  FIELD_TOO_LONG,
  IEEE_NUMBER_FORMAT,
  INSTITUTE_REQUIRED,
  NAME_NO_LINKS,
  NOT_PRINTABLE,
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
  isLinkFree,
  isPlainText,
  isPrintable,
  report,
  whenFieldsValid,
} from './schema-helpers';
import type { RefinementCtx } from './schema-helpers';
import { paysIeeeRate } from './student-ieee';
import { MAX_GROUP_STUDENTS, MIN_GROUP_STUDENTS } from './tiers';
import { fileRefSchema } from './upload-schemas';
import { certificateProblem, uploadProblem } from './uploads';

// The group step names the student in its messages, so students are checked in one
// refinement that knows their position rather than field by field.

export const IEEE_STATUSES = ['none', 'unvalidated', 'validating', 'validated', 'error'] as const;
export type IeeeStatus = (typeof IEEE_STATUSES)[number];

/** A group's institute, as the group step and the submission check it (and a correction of it). */
export const instituteNameSchema = z
  .string({ error: INSTITUTE_REQUIRED })
  .trim()
  .min(1, INSTITUTE_REQUIRED)
  .max(MAX_TEXT_LENGTH, FIELD_TOO_LONG)
  .refine((name) => isPlainText(name), PLAIN_TEXT_ONLY)
  .refine(isPrintable, NOT_PRINTABLE)
  .refine(isLinkFree, NAME_NO_LINKS);

const groupHeaderShape = {
  instituteName: instituteNameSchema,
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
  /**
   * Each of the student's fields in error with its first problem, in form order; `duplicate` when
   * an earlier student has the same IEEE number (added below unless the number has a problem here).
   */
  problemsOf(student: S, n: number, duplicate: boolean): StudentProblem[];
  /** The IEEE number that must not repeat within the group, if the student has one. */
  uniqueIeeeNumber(student: S): string | undefined;
}

// Every field in error of every student, once each, in student and form order: the first issue
// is the step's message (and the API's), the others are said at their fields. n counts from 1.
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
    const problems = rules.problemsOf(student, n, duplicate);
    if (duplicate && !problems.some((problem) => problem.field === 'ieeeNumber')) {
      problems.push({ message: studentIeeeDuplicate(n), field: 'ieeeNumber' });
    }
    if (ieeeNumber !== undefined) seenIeeeNumbers.add(ieeeNumber);
    for (const problem of problems) {
      report(ctx, problem.message, ['students', index, ...(problem.field ? [problem.field] : [])]);
    }
  }
}

/** One text field's first problem: missing, too long, not plain text, or (a name) holding a link. */
function textProblem(value: string, max: number, n: number, field: string): StudentProblem[] {
  if (!value) return [{ message: studentIncomplete(n), field }];
  if (value.length > max) return [{ message: FIELD_TOO_LONG, field }];
  if (!isPlainText(value)) return [{ message: PLAIN_TEXT_ONLY, field }];
  if (!isPrintable(value)) return [{ message: NOT_PRINTABLE, field }];
  if (field === 'name' && !isLinkFree(value)) return [{ message: NAME_NO_LINKS, field }];
  return [];
}

/** What is wrong with student `n`'s name (from 1), as the group step says it; null when nothing is. */
export function studentNameProblem(name: string, n: number): string | null {
  return textProblem(name, MAX_TEXT_LENGTH, n, 'name')[0]?.message ?? null;
}

function identityProblems(student: { name: string; idNumber: string }, n: number): StudentProblem[] {
  return [
    ...textProblem(student.name, MAX_TEXT_LENGTH, n, 'name'),
    ...textProblem(student.idNumber, MAX_CODE_LENGTH, n, 'idNumber'),
  ];
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
  /** The last Validate could not reach IEEE's service (its status is then 'error'). */
  ieeeUnreachable: z.boolean().optional(),
});
export type StudentDraft = z.infer<typeof studentDraftSchema>;

const draftStudentRules: StudentRules<StudentDraft> = {
  problemsOf(student, n, duplicate) {
    const problems = identityProblems(student, n);
    const card = student.idCard ? uploadProblem(student.idCard) : studentIncomplete(n);
    if (card) problems.push({ message: card, field: 'idCard' });
    const cert = student.ieeeCert ? certificateProblem(student.ieeeCert) : null;
    if (cert) problems.push({ message: cert, field: 'ieeeCert' });
    if (student.hasIeee && !student.ieeeNumber) {
      problems.push({ message: studentIeeeRequired(n), field: 'ieeeNumber' });
    } else if (student.hasIeee && !paysIeeeRate(student) && !duplicate) {
      // A number another student has already is said to be one: validating it would not help.
      problems.push({ message: studentIeeeNotValidated(n), field: 'ieeeNumber' });
    }
    return problems;
  },
  // Typed, validated or not: a number repeated within the group is refused as such.
  uniqueIeeeNumber: (student) => (student.hasIeee && student.ieeeNumber ? student.ieeeNumber : undefined),
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
  problemsOf(student, n) {
    const problems = identityProblems(student, n);
    if (student.ieeeNumber === undefined) return problems;
    if (!IEEE_NUMBER_PATTERN.test(student.ieeeNumber)) {
      problems.push({ message: IEEE_NUMBER_FORMAT, field: 'ieeeNumber' });
    } else if (student.ieeeNumber.length > MAX_IEEE_DIGITS) {
      problems.push({ message: FIELD_TOO_LONG, field: 'ieeeNumber' });
    }
    return problems;
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
