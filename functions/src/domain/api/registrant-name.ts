// POST /api/admin/registrations/{id}/name {title, firstName, lastName, organization,
// instituteName?, studentNames?}: an administrator corrects how a registration names its
// registrant (a misspelt name or organisation) and, of a student group, its institute and each
// student, which the passes, badges, certificates and receipts print from then on. The
// request's checks are in registrant-name-schema.ts, apart from this answer, which the
// administration's page reads without them.
import { z } from '../zod';
import type { TITLES } from '../options';
import { dataBody } from './envelope';

/** What a correction sets. */
export interface RegistrantName {
  title: (typeof TITLES)[number];
  firstName: string;
  lastName: string;
  organization: string;
  /** A student group's institute; left out, it stays as it is. */
  instituteName?: string;
  /** A student group's students' names, each in the registration's order; left out, they stay. */
  studentNames?: string[];
}

/** The fields a correction may change, in the order the record's page shows them. */
export const NAME_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'organization',
] as const satisfies readonly (keyof RegistrantName)[];

/** The answer: the tax invoice that still names the registrant as before, to correct (invoice-correction.ts). */
export const nameCorrectedSchema = z.object({
  invoiceStillNaming: z.string().nullable(),
  passesUpdated: z.number().int().min(0),
  /** Certificates already issued to someone whose name changed: they keep their numbers. */
  certificatesUpdated: z.number().int().min(0),
});
export type NameCorrected = z.output<typeof nameCorrectedSchema>;
export const nameCorrectedBodySchema = dataBody(nameCorrectedSchema);
