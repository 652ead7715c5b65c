import { undoCheckInRequestSchema } from '../../domain/api/check-in';
import { doneBodySchema } from '../../domain/api/envelope';
import { undoCheckIn } from '../../services/check-in';
import { jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';

/**
 * POST /api/admin/check-in/undo {registrationId, person?, day}: an administrator takes back one
 * person's check-in of one day (made in error, by ID without a pass, say), audited; 409 when there
 * is none. Check-in staff may check people in but not undo it.
 */
export const postUndoCheckIn: RouteHandler<'admin'> = async (req, res, _params, admin) => {
  const { registrationId, person, day } = parseOrThrow(undoCheckInRequestSchema, jsonBody(req));
  await undoCheckIn({ registrationId, person, day, by: admin.email ?? admin.uid });
  replyBody(res, 200, doneBodySchema, { success: true });
};
