// The checks of an administrator's correction of a registrant's name (domain/api/registrant-name.ts):
// each field as the wizard checks it (participant-schema.ts; a group's institute and students as
// its group step does, group-schema.ts). The e-mail address, which the registration is held under,
// is not among them. Whether the registration has students, and how many, the service checks.
import { z } from './zod';
import type { RegistrantName } from './api/registrant-name';
import { instituteNameSchema, studentNameProblem } from './group-schema';
import { NAME_FIELDS_REQUIRED, STUDENTS_MAX } from './messages';
import { TITLES } from './options';
import { checkPersonalFormats } from './participant-schema';
import { report } from './schema-helpers';
import { MAX_GROUP_STUDENTS } from './tiers';

const required = z.string({ error: NAME_FIELDS_REQUIRED }).trim().min(1, NAME_FIELDS_REQUIRED);

export const registrantNameSchema = z
  .object(
    {
      title: z.enum(TITLES, { error: NAME_FIELDS_REQUIRED }),
      firstName: required,
      lastName: required,
      organization: required,
      instituteName: instituteNameSchema.optional(),
      studentNames: z
        .array(z.string({ error: NAME_FIELDS_REQUIRED }).trim(), { error: NAME_FIELDS_REQUIRED })
        .max(MAX_GROUP_STUDENTS, STUDENTS_MAX)
        .optional(),
    },
    { error: NAME_FIELDS_REQUIRED },
  )
  .superRefine((name, ctx) => {
    checkPersonalFormats(name as Parameters<typeof checkPersonalFormats>[0], ctx);
    name.studentNames?.forEach((student, index) => {
      const problem = studentNameProblem(student, index + 1);
      if (problem) report(ctx, problem, ['studentNames', index]);
    });
  }) satisfies z.ZodType<RegistrantName>;
