// POST /api/admin/test-mail {to}: an administrator has the mail sender send a test
// mail, to see that mail goes out (docs/deploy.md, step 9; `npm run smoke -- --mail-to`).
// GET /api/admin/test-mail/{mailId}: what the sender has recorded for it so far.
import { z } from '../zod';
import { emailAddressSchema } from './email-address';
import { isoInstant } from './envelope';
import { DELIVERY_STATES } from './mail-log';

export const testMailBodySchema = z.object({
  to: emailAddressSchema,
});

export const testMailQueuedSchema = z.object({ mailId: z.string() });

export const testMailStateSchema = z.object({
  to: z.string(),
  /** PENDING until the sender has taken the mail up, and while it waits to try again. */
  state: z.enum(DELIVERY_STATES),
  attempts: z.number(),
  /** The SMTP server's answer to a delivered mail, or the error of one that failed. */
  response: z.string().nullable(),
  error: z.string().nullable(),
  lastAttemptAt: isoInstant.nullable(),
});
export type TestMailState = z.infer<typeof testMailStateSchema>;

/** A test mail's id, as the function makes them: checked before it becomes a document path. */
export const TEST_MAIL_ID = /^test-mail-[a-z0-9]{24}$/;
