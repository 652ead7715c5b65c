import { VERIFICATION_FAILED } from '../../domain/messages';
import { findToken } from '../../services/registrations';
import { hashToken } from '../../services/tokens';
import { applyTransition } from '../../services/transitions';
import { isComplimentary } from '../../domain/lifecycle';
import { complimentaryAdmittedMail } from '../../services/mail';
import { nextAdmission } from '../../services/passes';
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

  let complimentary = false;
  await applyTransition(
    found.registrationId,
    'verify-email',
    () => ({ auditId: 'email-verified', by: 'registrant', fields: { emailVerifiedAt: currentTime() } }),
    {
      notFound: VERIFICATION_FAILED,
      // A resend replaces the link: only the newest one works.
      guard: (record) => {
        if (record.verificationTokenHash !== hash) throw new DomainError('not-found', VERIFICATION_FAILED);
        complimentary = isComplimentary(record);
      },
      onDuplicate: 'done',
    },
  );
  // Asked again on every click of the link, so one that failed after the address was verified is
  // admitted the next time; once admitted, it stays as it is.
  if (complimentary) await admitComplimentary(found.registrationId);
  replyBody(res, 200, emailVerifiedBodySchema, { success: true, id: found.registrationId });
};

/**
 * A complimentary registration, its address verified, is admitted as a paid one is: its passes
 * issued and mailed. Nothing was paid, so there is no invoice; the sponsor's invoice covers it.
 */
async function admitComplimentary(id: string): Promise<void> {
  await applyTransition(
    id,
    'admit-complimentary',
    (record) => {
      const { count, event, passes } = nextAdmission(record);
      return {
        auditId: event,
        by: 'sponsor code',
        detail: { sponsorCode: record.sponsorCode?.code ?? null },
        fields: { paymentVerifiedAt: currentTime(), paymentVerifications: count },
        mail: complimentaryAdmittedMail({
          registrationId: record.id,
          email: record.email,
          name: record.firstName,
          organisation: record.sponsorCode?.organisation ?? '',
          event,
          passes: passes.map((pass) => ({ name: pass.holder.name, code: pass.code })),
        }),
        passes,
      };
    },
    { notFound: VERIFICATION_FAILED, onDuplicate: 'done' },
  );
}
