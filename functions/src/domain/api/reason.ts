// The `{ reason }` body of an administrator's action that needs one (a rejected proof, a withdrawn
// verification, an erasure): required, trimmed, at most MAX_REJECTION_REASON characters, each
// action with its own two messages.
import { z } from '../zod';
import { MAX_REJECTION_REASON } from '../messages';

export const reasonBodySchema = (required: string, tooLong: string) =>
  z.object({
    reason: z.string({ error: required }).trim().min(1, required).max(MAX_REJECTION_REASON, tooLong),
  });
