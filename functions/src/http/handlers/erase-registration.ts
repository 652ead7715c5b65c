import { reasonBodySchema } from '../../domain/api/reason';
import { ERASURE_REASON_TOO_LONG, REGISTRATION_NOT_FOUND } from '../../domain/messages';
import { ERASURE_REASON_REQUIRED } from '../../domain/admin-messages';
import { doneBodySchema } from '../../domain/api/envelope';
import { DomainError } from '../../domain/errors';
import { eraseRegistration } from '../../services/erasure';
import { jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';

const erasureSchema = reasonBodySchema(ERASURE_REASON_REQUIRED, ERASURE_REASON_TOO_LONG);

/**
 * POST /api/admin/registrations/{id}/erase {reason}: a person's request for erasure. Everything
 * held about the registration goes; the erasure record keeps who, when, why and what a verified
 * payment requires (services/erasure.ts).
 */
export const postEraseRegistration: RouteHandler<'admin-recent'> = async (req, res, params, admin) => {
  const { reason } = parseOrThrow(erasureSchema, jsonBody(req));
  const outcome = await eraseRegistration(params.id ?? '', { by: admin.email ?? admin.uid, cause: 'request', reason });
  // Erasing again is no error: it only deletes again whatever an interrupted erasure left.
  if (outcome === 'kept') throw new DomainError('not-found', REGISTRATION_NOT_FOUND);
  replyBody(res, 200, doneBodySchema, { success: true });
};
