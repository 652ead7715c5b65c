import { emailCorrectedBodySchema, emailCorrectionSchema } from '../../domain/api/email-correction';
import { statusLookupSchema } from '../../domain/registration-schema';
import { correctEmailAddress } from '../../services/email-correction';
import { jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';

/**
 * POST /api/admin/registrations/{id}/email {email}: corrects the address the registration was made
 * with; links mailed to the old one stop working. A sign-in of the last 5 minutes: the address is
 * where the registration's documents go.
 */
export const postEmailCorrection: RouteHandler<'admin-recent'> = async (req, res, params, admin) => {
  // Checked before it becomes part of a document path.
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  const { email } = parseOrThrow(emailCorrectionSchema, jsonBody(req));
  const corrected = await correctEmailAddress(id, email, admin.email ?? admin.uid);
  replyBody(res, 200, emailCorrectedBodySchema, { success: true, data: corrected });
};
