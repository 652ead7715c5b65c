import { statusLookupSchema } from '../../domain/registration-schema';
import { doneBodySchema } from '../../domain/api/envelope';
import { undoVerification } from '../../services/payments';
import { parseOrThrow } from '../input';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';

/**
 * POST /api/verify/undo-verification/{id}: takes back a verification made in error, within ten
 * minutes. If the "payment verified" mail already went out, a correction follows it; if it had
 * not, it is withdrawn instead, so the registrant hears nothing of the mistake.
 */
export const postUndoVerification: RouteHandler<'admin'> = async (_req, res, params, admin) => {
  // Checked before it becomes part of a document path.
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  await undoVerification(id, admin);
  replyBody(res, 200, doneBodySchema, { success: true });
};
