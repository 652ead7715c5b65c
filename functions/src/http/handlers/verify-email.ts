import { stateOf, transition, recordFieldsFor } from '../../domain/lifecycle';
import { VERIFICATION_FAILED } from '../../domain/messages';
import { firestore } from '../../services/firebase';
import { findToken, recordTransition, registrations, Timestamp } from '../../services/registrations';
import { hashToken } from '../../services/tokens';
import { ApiError } from '../errors';
import type { RouteHandler } from '../types';
import { replyJson } from '../reply';

/**
 * GET /api/verify/{token}: marks the e-mail verified. A second click on the same link still
 * succeeds; an unknown, replaced or expired link does not.
 */
export const getVerifyEmail: RouteHandler = async (_req, res, params) => {
  const token = params.token ?? '';
  // Our tokens are 43 base64url characters; anything else cannot be one.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new ApiError('not-found', VERIFICATION_FAILED);
  const hash = hashToken(token);
  const found = await findToken(hash);
  const now = new Date();
  if (!found || found.expiresAt.toMillis() < now.getTime()) throw new ApiError('not-found', VERIFICATION_FAILED);

  const ref = registrations().doc(found.registrationId);
  await firestore().runTransaction(async (tx) => {
    const record = (await tx.get(ref)).data();
    // A resend replaces the link: only the newest one works.
    if (!record || record.verificationTokenHash !== hash) throw new ApiError('not-found', VERIFICATION_FAILED);
    const from = stateOf(record);
    const result = transition(from, 'verify-email');
    if (!result.ok) throw new ApiError('conflict', result.reason);
    if (result.noop) return;
    await recordTransition(tx, ref, {
      auditId: 'email-verified',
      entry: { event: 'verify-email', from, to: result.to, at: Timestamp.fromDate(now), by: 'registrant' },
      fields: { ...recordFieldsFor(result.to), emailVerifiedAt: Timestamp.fromDate(now) },
    });
  });
  replyJson(res, 200, { success: true, id: found.registrationId });
};
