// GET /api/admin/mail/problems: the mails queued in the last day that failed for good or are stuck
// (domain/mail-health.ts), newest first, each as the registration's mail log shows it, with the
// day's counts as GET /api/health gives them.
import { z } from '../zod';
import { MAIL_PROBLEMS } from '../mail-health';
import { isoInstant } from './envelope';
import { mailDaySchema } from './health';
import { mailDeliverySchema } from './mail-log';

export const mailProblemSchema = mailDeliverySchema.extend({
  /** The registration whose mail log lists it; null for an administrator's test mail. */
  registrationId: z.string().nullable(),
  problem: z.enum(MAIL_PROBLEMS),
  /** When the sender tries a mail waiting after a failure again. */
  retryAt: isoInstant.nullable(),
});
export type MailProblemRow = z.infer<typeof mailProblemSchema>;

export const mailProblemsSchema = mailDaySchema.extend({
  /** The newest of each kind, up to a limit: `failed` and `stuck` may count more. */
  mails: z.array(mailProblemSchema),
});
export type MailProblems = z.infer<typeof mailProblemsSchema>;
