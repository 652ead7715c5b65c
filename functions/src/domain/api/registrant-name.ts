// POST /api/admin/registrations/{id}/name {title, firstName, lastName, organization}: an
// administrator corrects how a registration names its registrant (a misspelt name or
// organisation), which the passes, badges, certificates and receipts print from then on. The
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
});
export type NameCorrected = z.output<typeof nameCorrectedSchema>;
export const nameCorrectedBodySchema = dataBody(nameCorrectedSchema);
