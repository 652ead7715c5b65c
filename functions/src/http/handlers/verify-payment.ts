import { IEEE_CHECK_BEFORE_VERIFYING, REGISTRATION_NOT_FOUND } from '../../domain/messages';
import { DomainError } from '../../domain/errors';
import { formatInr } from '../../domain/pricing';
import { paymentVerifiedMail } from '../../services/mail';
import { invoicingOf, issueInvoice } from '../../services/invoices';
import { applyTransition } from '../../services/transitions';
import { newLinkKey } from '../../services/data-access';
import { nextAdmission } from '../../services/passes';
import { doneBodySchema } from '../../domain/api/envelope';
import { replyBody } from '../reply';
import type { CallerOf, RouteHandler } from '../types';
import { currentTime } from '../../clock';

/** POST /api/verify/verify-registration/{id}: administrators mark a payment verified. Idempotent. */
export const postVerifyPayment: RouteHandler<'admin'> = async (_req, res, params, admin) => {
  await verifyPaymentAs(admin, params.id ?? '');
  replyBody(res, 200, doneBodySchema, { success: true });
};

/**
 * The verification itself, shared by the single and the bulk action, and its tax invoice when the
 * edition gives every fact one needs. An invoice not issued here (the edition's facts still to be
 * announced, or a failure after the verification was committed) does not undo the verification:
 * the administrator's record offers to issue it (POST /api/admin/registrations/{id}/invoice).
 */
export async function verifyPaymentAs(admin: CallerOf['admin'], id: string): Promise<void> {
  const invoicing = invoicingOf();
  await applyTransition(
    id,
    'verify-payment',
    (record) => {
      // Counted, since an undone verification may be made again; a verification made again issues new codes.
      const { count, event, passes } = nextAdmission(record);
      const linkKey = newLinkKey(record.id);
      return {
        auditId: event,
        by: admin.email ?? admin.uid,
        fields: { paymentVerifiedAt: currentTime(), paymentVerifiedBy: admin, paymentVerifications: count },
        mail: paymentVerifiedMail({
          registrationId: record.id,
          email: record.email,
          name: record.firstName,
          amount: formatInr(record.totalAmount),
          event,
          passes: passes.map((pass) => ({ name: pass.holder.name, code: pass.code })),
          invoiced: invoicing.ready,
          linkKey: linkKey.token,
        }),
        linkKey,
        passes,
      };
    },
    {
      notFound: REGISTRATION_NOT_FOUND,
      onDuplicate: 'done',
      // The amount due depends on the membership, so it is decided first.
      guard: (record) => {
        if (record.ieeeMembershipToCheck) throw new DomainError('conflict', IEEE_CHECK_BEFORE_VERIFYING);
      },
    },
  );
  if (invoicing.ready) await issueInvoice(id, admin.email ?? admin.uid, invoicing);
}
