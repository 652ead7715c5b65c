// The two ways a successful answer is wrapped. Most calls answer `{ success: true, data }`; the
// spec's older calls put their fields beside `success` (see ieee-status, create-registration).
import { z } from '../zod';

/** Every instant in every answer: an ISO 8601 string in UTC. */
export const isoInstant = z.iso.datetime();

/** `{ success: true, data }` around one endpoint's data. */
export const dataBody = <Data extends z.ZodType>(data: Data) => z.object({ success: z.literal(true), data });

/** A call that changes something and has nothing more to say. */
export const doneBodySchema = z.object({ success: z.literal(true) });

/**
 * POST /api/verify/verify-registration/{id}: done; `alreadyVerified` when the payment had been
 * verified before this call (by whom, and when if recorded), so nothing more was done.
 */
export const paymentVerifiedBodySchema = doneBodySchema.extend({
  alreadyVerified: z.object({ by: z.string(), at: isoInstant.nullable() }).optional(),
});
