import { nameCorrectedBodySchema } from '../../domain/api/registrant-name';
import { registrantNameSchema } from '../../domain/registrant-name-schema';
import { statusLookupSchema } from '../../domain/registration-schema';
import { correctRegistrantName } from '../../services/registrant-name';
import { jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';

/**
 * POST /api/admin/registrations/{id}/name {title, firstName, lastName, organization}: corrects how
 * the registration names its registrant; answers the tax invoice still made out to the old name.
 */
export const postRegistrantName: RouteHandler<'admin'> = async (req, res, params, admin) => {
  // Checked before it becomes part of a document path.
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  const name = parseOrThrow(registrantNameSchema, jsonBody(req));
  const corrected = await correctRegistrantName(id, name, admin.email ?? admin.uid);
  replyBody(res, 200, nameCorrectedBodySchema, { success: true, data: corrected });
};
