import { statusLookupSchema } from '../../domain/registration-schema';
import { verificationMail } from '../../services/mail';
import { consumeRateLimit } from '../../services/rate-limit';
import { replaceVerificationLink } from '../../services/registrations';
import { newToken, TOKEN_LIFETIME_MS } from '../../services/tokens';
import { assertPaymentsOpen, clientAddress } from '../guards';
import { parseOrThrow } from '../input';
import { doneBodySchema } from '../../domain/api/envelope';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';
import { currentTime } from '../../clock';

/** POST /api/registrations/{id}/resend-verification: a new link; the old one stops working. */
export const postResendVerification: RouteHandler = async (req, res, params) => {
  const now = currentTime();
  await consumeRateLimit('resend', clientAddress(req), now);
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  assertPaymentsOpen(now);
  const { token, hash } = newToken();
  await replaceVerificationLink({
    id,
    hash,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
    mailFor: (record, sent) =>
      verificationMail({
        registrationId: id,
        email: record.email,
        token,
        event: `verify-email-${sent}`,
        replacesEarlier: true,
      }),
  });
  replyBody(res, 200, doneBodySchema, { success: true });
};
