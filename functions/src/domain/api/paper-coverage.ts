// GET and POST /api/admin/paper-coverage, POST …/reminders: every accepted paper with the
// registrations naming it, and what the reminders did.
import { z } from '../zod';
import { paperCoverageSchema } from '../paper-coverage';

export const coverageReportSchema = z.object({
  papers: z.array(paperCoverageSchema),
  uncovered: z.number(),
});
export type CoverageReport = z.infer<typeof coverageReportSchema>;

export const paperRemindersSchema = z.object({ queued: z.number(), alreadyToday: z.number() });
export type PaperReminders = z.infer<typeof paperRemindersSchema>;
