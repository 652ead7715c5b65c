// GET /api/client-address: the X-Forwarded-For chain the function received and the entry its
// per-address limits key on, for `npm run smoke` to tell whether CLIENT_ADDRESS_HOPS names the
// caller (docs/deploy.md, "Whose address is limited"). It answers the caller with what the caller's
// own request carried, nothing else.
import { z } from '../zod';

export const clientAddressSchema = z.object({
  forwardedFor: z.array(z.string()),
  hops: z.number().int().nonnegative(),
  /** The entry the limits key on; 'local' when hops is 0 (every caller is one client). */
  chosen: z.string(),
});
export type ClientAddressData = z.infer<typeof clientAddressSchema>;
