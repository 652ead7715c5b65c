// An e-mail address a call sends (a test mail's recipient, a desk volunteer's, a registration's
// corrected address): one address, trimmed, within what SMTP carries; whatever is wrong with it,
// one sentence says so.
import { z } from '../zod';
import { EMAIL_INVALID } from '../messages';
import { MAX_EMAIL_LENGTH } from '../schema-helpers';

export const emailAddressSchema = z
  .string({ error: EMAIL_INVALID })
  .trim()
  .max(MAX_EMAIL_LENGTH, EMAIL_INVALID)
  .regex(z.regexes.email, EMAIL_INVALID);
