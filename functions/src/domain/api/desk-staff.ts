// The registration desk's staff (claim `checkin: true`, without `admin`), as administrators manage
// them from the console (docs/administration.md, "Check-in staff"):
// GET /api/admin/desk-staff: who they are;
// POST /api/admin/desk-staff {email}: check-in rights for that address (an account made if it has none);
// POST /api/admin/desk-staff/revoke {email}: the rights taken back, and the account with them.
import { z } from '../zod';
import { emailAddressSchema } from './email-address';
import { isoInstant } from './envelope';

export const deskStaffBodySchema = z.object({
  // Firebase Auth holds addresses in lower case: so does the answer, and so do the mails.
  email: emailAddressSchema.transform((email) => email.toLowerCase()),
});

export const deskStaffMemberSchema = z.object({
  email: z.string(),
  /** False until they have set a password from the link mailed to them: they cannot sign in yet. */
  passwordSet: z.boolean(),
  lastSignInAt: isoInstant.nullable(),
});
export type DeskStaffMember = z.infer<typeof deskStaffMemberSchema>;

export const deskStaffListSchema = z.object({ staff: z.array(deskStaffMemberSchema) });

export const deskStaffGrantedSchema = z.object({
  email: z.string(),
  /** What the mail to them holds: a link to set a password (a new account), or word of their rights. */
  mailed: z.enum(['password-link', 'rights-notice']),
});
export type DeskStaffGranted = z.infer<typeof deskStaffGrantedSchema>;

export const deskStaffRevokedSchema = z.object({
  email: z.string(),
  /** The account had no other rights and is deleted; an administrator's own account is kept. */
  accountDeleted: z.boolean(),
});
export type DeskStaffRevoked = z.infer<typeof deskStaffRevokedSchema>;
