// POST /api/admin/passes/reissue: how many registrations got new passes, and how many had passes
// that already open under the current key.
import { z } from '../zod';

export const reissueReportSchema = z.object({
  reissued: z.number().int().nonnegative(),
  current: z.number().int().nonnegative(),
});
