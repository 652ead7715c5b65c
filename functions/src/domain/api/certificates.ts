// GET /api/admin/certificates and POST /api/admin/certificates/send: the certificates of
// participation, how many registrations have one and how many were mailed; GET
// /api/certificates/{code}: what a certificate of that number says, for whoever checks it.
import { z } from '../zod';

export const certificatesStatusSchema = z.object({
  /** The venue's calendar day from which they can be sent (YYYY-MM-DD). */
  opensOn: z.string(),
  open: z.boolean(),
  /** What the edition still lacks for a certificate to be issued (domain/certificate.ts); none when complete. */
  missing: z.array(z.string()),
  /** Registrations with at least one person checked in on some conference day. */
  eligible: z.number().int().nonnegative(),
  alreadySent: z.number().int().nonnegative(),
});
export type CertificatesStatus = z.infer<typeof certificatesStatusSchema>;

export const certificatesSentSchema = z.object({
  sent: z.number().int().nonnegative(),
  alreadySent: z.number().int().nonnegative(),
});

export const certificateViewSchema = z.object({
  code: z.string(),
  title: z.string(),
  name: z.string(),
  organization: z.string(),
  /** "participated in …, held … at …[, and presented paper …]." */
  statement: z.string(),
  /** The venue's calendar day it was issued (YYYY-MM-DD). */
  issuedOn: z.string(),
});
export type CertificateView = z.infer<typeof certificateViewSchema>;
