// POST /api/admin/registrations/{id}/email {email}: an administrator corrects the address a
// registration was made with (a registrant who mistyped it writes to the registration team, who
// check who they are). Mail goes to the new address from then on; links and entry passes mailed to
// the old one stop working (services/email-correction.ts).
import { z } from '../zod';
import { emailAddressSchema } from './email-address';
import { dataBody } from './envelope';

export const emailCorrectionSchema = z.object({ email: emailAddressSchema });
export type EmailCorrection = z.output<typeof emailCorrectionSchema>;

/** What was mailed to the new address: the verification link (not verified yet), or the registration's link. */
export const emailCorrectedSchema = z.object({
  email: z.string(),
  mailed: z.enum(['verification-link', 'registration-link']),
  /** Links to the registration's documents mailed to the old address that stopped working. */
  linksRevoked: z.number().int().min(0),
  /** Entry passes issued anew and sent to the new address (a paid registration's): those mailed before stop opening. */
  passesRenewed: z.number().int().min(0),
  /** Mails to the old address not yet sent, withdrawn (the mail log says why). */
  mailsWithdrawn: z.number().int().min(0),
});
export type EmailCorrected = z.output<typeof emailCorrectedSchema>;
export const emailCorrectedBodySchema = dataBody(emailCorrectedSchema);
