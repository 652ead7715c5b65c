import { stateOf } from '../../domain/lifecycle';
import { STATUS_ID_UNKNOWN } from '../../domain/messages';
import { statusLookupSchema } from '../../domain/registration-schema';
import { firestore } from '../../services/firebase';
import { verificationMail } from '../../services/mail';
import { consumeRateLimit } from '../../services/rate-limit';
import { registrations, storeVerificationToken, Timestamp } from '../../services/registrations';
import { newToken, TOKEN_LIFETIME_MS } from '../../services/tokens';
import { ApiError } from '../errors';
import { assertSameOrigin, clientAddress } from '../guards';
import { parseOrThrow } from '../input';
import { replyJson } from '../reply';
import type { RouteHandler } from '../types';

/** POST /api/registrations/{id}/resend-verification: a new link; the old one stops working. */
export const postResendVerification: RouteHandler = async (req, res, params) => {
  assertSameOrigin(req);
  const now = new Date();
  await consumeRateLimit('resend', clientAddress(req), now);
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  const ref = registrations().doc(id);
  const { token, hash } = newToken();
  await firestore().runTransaction(async (tx) => {
    const record = (await tx.get(ref)).data();
    if (!record) throw new ApiError('not-found', STATUS_ID_UNKNOWN);
    if (stateOf(record) !== 'created') throw new ApiError('conflict', 'Your e-mail address is already verified.');
    const sent = (record.verificationMailsSent ?? 1) + 1;
    storeVerificationToken(tx, {
      ref,
      hash,
      expiresAt: Timestamp.fromMillis(now.getTime() + TOKEN_LIFETIME_MS),
      mail: verificationMail({
        registrationId: id,
        email: record.email,
        name: record.firstName,
        token,
        event: `verify-email-${sent}`,
      }),
      sent,
    });
  });
  replyJson(res, 200, { success: true });
};
