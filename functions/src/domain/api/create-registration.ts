// POST /api/registrations: the new registration's ID beside `success` (201, or 200 when a retry
// of the same submission finds the registration it already made).
import { z } from '../zod';

export const createdRegistrationBodySchema = z.object({ success: z.literal(true), id: z.string() });
export type CreatedRegistrationBody = z.infer<typeof createdRegistrationBodySchema>;
