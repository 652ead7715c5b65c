import { ieeeStatusRequestSchema } from '../../domain/ieee-membership';
import { membershipStatus } from '../../services/ieee';
import { consumeRateLimit } from '../../services/rate-limit';
import { parseOrThrow } from '../input';
import { assertRegistrationOpen, clientAddress, jsonBody } from '../guards';
import { ieeeStatusBodySchema } from '../../domain/api/ieee-status';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';
import { currentTime } from '../../clock';

/** POST /api/ieee-verification/ieee-status {MemberID} → {MemberStatus}; "Active" means valid. */
export const postIeeeStatus: RouteHandler = async (req, res) => {
  const now = currentTime();
  await consumeRateLimit('ieee-status', clientAddress(req), now);
  const { MemberID: memberId } = parseOrThrow(ieeeStatusRequestSchema, jsonBody(req));
  assertRegistrationOpen(now);
  replyBody(res, 200, ieeeStatusBodySchema, { success: true, MemberStatus: await membershipStatus(memberId, now) });
};
