import { VERIFICATION_FAILED } from '../../domain/messages';
import { findToken } from '../../services/registrations';
import { hashToken } from '../../services/tokens';
import { applyTransition } from '../../services/transitions';
import { DomainError } from '../../domain/errors';
import { emailVerifiedBodySchema } from '../../domain/api/verify-email';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';
import { currentTime } from '../../clock';

/**
 * GET /api/verify/{token}: marks the e-mail verified. A second click on the same link still
 * succeeds; an unknown, replaced or expired link does not.
 */
export const getVerifyEmail: RouteHandler = async (_req, res, params) => {
  const token = params.token ?? '';
  // Our tokens are 43 base64url characters; anything else cannot be one.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new DomainError('not-found', VERIFICATION_FAILED);
  const hash = hashToken(token);
  const found = await findToken(hash);
  if (!found || found.expiresAt.getTime() < currentTime().getTime())
    throw new DomainError('not-found', VERIFICATION_FAILED);

  await applyTransition(
    found.registrationId,
    'verify-email',
    () => ({ auditId: 'email-verified', by: 'registrant', fields: { emailVerifiedAt: currentTime() } }),
    {
      notFound: VERIFICATION_FAILED,
      // A resend replaces the link: only the newest one works.
      guard: (record) => {
        if (record.verificationTokenHash !== hash) throw new DomainError('not-found', VERIFICATION_FAILED);
      },
      onDuplicate: 'done',
    },
  );
  replyBody(res, 200, emailVerifiedBodySchema, { success: true, id: found.registrationId });
};
