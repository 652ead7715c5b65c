// POST /api/admin/bulk/*: each registration of a bulk action, done or why not, in the server's words.
import { z } from '../zod';

export const bulkOutcomeSchema = z.discriminatedUnion('ok', [
  z.object({ id: z.string(), ok: z.literal(true) }),
  z.object({ id: z.string(), ok: z.literal(false), error: z.string() }),
]);
export type BulkOutcome = z.infer<typeof bulkOutcomeSchema>;

export const bulkOutcomesSchema = z.array(bulkOutcomeSchema);
