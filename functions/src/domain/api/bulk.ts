// POST /api/admin/bulk/*: each registration of a bulk action, done or why not, in the server's words.
import { z } from '../zod';

export const bulkOutcomeSchema = z.discriminatedUnion('ok', [
  // `alreadyVerified`: a payment verified before this action (by whom): nothing more was done.
  z.object({ id: z.string(), ok: z.literal(true), alreadyVerified: z.object({ by: z.string() }).optional() }),
  z.object({ id: z.string(), ok: z.literal(false), error: z.string() }),
]);
export type BulkOutcome = z.infer<typeof bulkOutcomeSchema>;

export const bulkOutcomesSchema = z.array(bulkOutcomeSchema);
