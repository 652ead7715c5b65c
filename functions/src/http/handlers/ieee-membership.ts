import { ieeeDecisionSchema } from '../../domain/ieee-review';
import { decideIeeeMembership } from '../../services/ieee-review';
import { doneBodySchema } from '../../domain/api/envelope';
import { jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';

/**
 * POST /api/admin/registrations/{id}/ieee-membership {decision, student?}: an administrator's verdict
 * on a membership IEEE's service could not check ('confirmed', or 'not-member': the non-IEEE rate),
 * the registrant's own or, with `student` (from 1), a group's student's.
 */
export const postIeeeMembershipDecision: RouteHandler<'admin'> = async (req, res, params, admin) => {
  const request = parseOrThrow(ieeeDecisionSchema, jsonBody(req));
  await decideIeeeMembership(params.id ?? '', request, admin);
  replyBody(res, 200, doneBodySchema, { success: true });
};
