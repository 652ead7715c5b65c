// GET /api/registration-window: whether new registrations and payment proofs are accepted now, at
// which price period, and the server's own instant (the site prices and counts down with it).
import { z } from '../zod';
import { dataBody, isoInstant } from './envelope';

const isoDay = z.iso.date();

export const registrationWindowSchema = z.object({
  /** The edition this deployment was built with (editions/<id>): a test checks it serves the one it tests. */
  edition: z.string(),
  now: isoInstant,
  phase: z.enum(['not-yet-open', 'open', 'closed']),
  paymentsOpen: z.boolean(),
  pricingPeriod: z.enum(['early-bird', 'normal']),
  opensOn: isoDay,
  closesOn: isoDay,
  paymentDeadline: isoDay,
  earlyBirdCutoff: isoDay,
});
export type RegistrationWindowData = z.infer<typeof registrationWindowSchema>;

export const registrationWindowBodySchema = dataBody(registrationWindowSchema);
