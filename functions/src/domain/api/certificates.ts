// GET /api/admin/certificates and POST /api/admin/certificates/send: the certificates of
// participation, how many registrations have one and how many were mailed.
import { z } from '../zod';

export const certificatesStatusSchema = z.object({
  /** The venue's calendar day from which they can be sent (YYYY-MM-DD). */
  opensOn: z.string(),
  open: z.boolean(),
  /** Registrations with at least one person checked in on some conference day. */
  eligible: z.number().int().nonnegative(),
  alreadySent: z.number().int().nonnegative(),
});
export type CertificatesStatus = z.infer<typeof certificatesStatusSchema>;

export const certificatesSentSchema = z.object({
  sent: z.number().int().nonnegative(),
  alreadySent: z.number().int().nonnegative(),
});
