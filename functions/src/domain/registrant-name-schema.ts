// The checks of an administrator's correction of a registrant's name (domain/api/registrant-name.ts):
// each field as the wizard checks it (participant-schema.ts). The e-mail address, which the
// registration is held under, is not among them.
import { z } from './zod';
import type { RegistrantName } from './api/registrant-name';
import { NAME_FIELDS_REQUIRED } from './messages';
import { TITLES } from './options';
import { checkPersonalFormats } from './participant-schema';

const required = z.string({ error: NAME_FIELDS_REQUIRED }).trim().min(1, NAME_FIELDS_REQUIRED);

export const registrantNameSchema = z
  .object(
    {
      title: z.enum(TITLES, { error: NAME_FIELDS_REQUIRED }),
      firstName: required,
      lastName: required,
      organization: required,
    },
    { error: NAME_FIELDS_REQUIRED },
  )
  .superRefine((name, ctx) =>
    checkPersonalFormats(name as Parameters<typeof checkPersonalFormats>[0], ctx),
  ) satisfies z.ZodType<RegistrantName>;
