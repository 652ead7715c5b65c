// GET /api/passes/{code}: what anyone holding a pass link sees of it, an allow-list. The code is
// the key (128 bits). A pass is worn on a badge's QR code, so it shows who the person is and
// nothing that opens anything else: never the registration ID, which opens the status page, the
// receipt and the certificates.
import { z } from '../zod';

export const passViewSchema = z.object({
  name: z.string(),
  organization: z.string(),
  /** The edition's label for the registration's tier. */
  tier: z.string(),
  conferenceName: z.string(),
  /** As the site says the dates, e.g. "7th to 9th November 2025". */
  datesLabel: z.string(),
});
export type PassView = z.infer<typeof passViewSchema>;
