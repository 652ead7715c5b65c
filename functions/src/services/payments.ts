// Payments: an administrator's decisions on a registration's proof of payment. Verify admits the
// registration (passes, mail) and invoices it when the edition gives every fact an invoice needs;
// reject sends the proof back, optionally asking for the balance of a short transfer; undo takes
// back a verification made in error within the undo window; withdraw takes back a verified payment
// found not to be one after it. Each is one transition (services/transitions.ts): the fields, the
// audit entry, the passes and the mail commit together. A registrant awaiting payment may be
// reminded once a day. The handlers parse, authorise and answer.
import type { PaymentRejectionBody } from '../domain/api/payment-rejection';
import { balanceOf, dueRoseSinceProof, isShortOf } from '../domain/balance';
import { PROOF_SENT_BACK } from '../domain/admin-messages';
import { DomainError } from '../domain/errors';
import { canUndoVerification, isCancelled, stateOf } from '../domain/lifecycle';
import {
  ALREADY_REMINDED_TODAY,
  IEEE_CHECK_BEFORE_VERIFYING,
  NOT_AWAITING_PAYMENT,
  PROOF_ALREADY_REJECTED,
  REGISTRATION_CANCELLED,
  REGISTRATION_NOT_FOUND,
  UNDO_TOO_LATE,
  VERIFICATION_ALREADY_WITHDRAWN,
  balanceReceivedNotShort,
  proofBeforeAmountRose,
} from '../domain/messages';
import { formatInr } from '../domain/pricing';
import { taxNoteFor } from '../domain/conference';
import { venueDate } from '../domain/venue-time';
import { currentTime } from '../clock';
import type { Administrator } from './admin-auth';
import { newLinkKey } from './data-access';
import { assertCreditNoteAllowed, creditInvoiceOf, invoiceWaitsForIrn, invoicingOf, issueInvoice } from './invoices';
import {
  greetingNameOf,
  paymentReminderMail,
  paymentVerifiedMail,
  proofRejectedMail,
  verificationRevokedMail,
  verificationWithdrawnMail,
} from './mail';
import { nextAdmission } from './passes';
import { getRegistration, queueMailOnce, type RegistrationRecord } from './registrations';
import { applyTransition, latestPaymentVerifiedMail } from './transitions';

/** How an administrator is named in audit entries and on documents: the address, else the uid. */
const nameOf = (admin: Administrator) => admin.email ?? admin.uid;

/**
 * Marks a registration's payment verified (idempotent), for the single and the bulk action, and
 * issues its tax invoice when the edition gives every fact one needs. An invoice not issued here
 * (the edition's facts still to be announced, or a failure after the verification was committed)
 * does not undo the verification: the administrator's record offers to issue it
 * (POST /api/admin/registrations/{id}/invoice).
 */
export async function verifyPayment(id: string, admin: Administrator): Promise<VerifiedBefore | null> {
  const invoicing = invoicingOf();
  const changed = await applyTransition(
    id,
    'verify-payment',
    (record) => {
      // Counted, since an undone verification may be made again; a verification made again issues new codes.
      const { count, event, passes } = nextAdmission(record);
      const linkKey = newLinkKey(record.id);
      return {
        auditId: event,
        by: nameOf(admin),
        fields: { paymentVerifiedAt: currentTime(), paymentVerifiedBy: admin, paymentVerifications: count },
        mail: paymentVerifiedMail({
          registrationId: record.id,
          email: record.email,
          name: record.firstName,
          amount: formatInr(record.totalAmount),
          event,
          passes: passes.map((pass) => ({ name: pass.holder.name, code: pass.code })),
          ...(invoicing.ready
            ? { invoice: invoiceWaitsForIrn(record, invoicing, currentTime()) ? 'after-irn' : 'linked' }
            : {}),
          taxNote: taxNoteFor(record.billing, venueDate(currentTime())),
          linkKey: linkKey.token,
        }),
        linkKey,
        passes,
      };
    },
    {
      notFound: REGISTRATION_NOT_FOUND,
      onDuplicate: 'done',
      guard: (record) => {
        // The amount due depends on the membership, so it is decided first.
        if (record.ieeeMembershipToCheck) throw new DomainError('conflict', IEEE_CHECK_BEFORE_VERIFYING);
        const state = stateOf(record);
        // A proof sent back (rejected, or its verification withdrawn) leaves none to verify.
        if (state === 'email-verified' && record.paymentProofs.length > 0) {
          throw new DomainError('conflict', PROOF_SENT_BACK);
        }
        // A proof of what was due before the amount rose does not prove the payment of it.
        const rose = state === 'proof-under-verification' ? dueRoseSinceProof(record) : null;
        if (rose) {
          throw new DomainError(
            'conflict',
            proofBeforeAmountRose(formatInr(rose.then), formatInr(rose.now), formatInr(rose.rest)),
          );
        }
      },
    },
  );
  if (invoicing.ready) await issueInvoice(id, nameOf(admin), invoicing);
  if (changed) return null;
  // Verified already (by another administrator, or an earlier press whose answer was lost): by whom and when.
  const record = await getRegistration(id);
  const by = record?.paymentVerifiedBy;
  return {
    by: by ? nameOf(by) : 'an administrator',
    at: record?.paymentVerifiedAt ?? null,
  };
}

/** A verification asked for a payment verified before: who verified it and when (null when not recorded). */
export interface VerifiedBefore {
  by: string;
  at: Date | null;
}

/**
 * Sends a registration's proof back: the registrant sees the reason and may upload again. With
 * `received` (rupees received in all, less than the amount due: the transfer fell short) the registrant is asked for the balance only (domain/balance.ts); a `received` not
 * short of the amount due is refused and changes nothing.
 */
export async function rejectPayment(
  id: string,
  { reason, received }: PaymentRejectionBody,
  admin: Administrator,
): Promise<void> {
  await applyTransition(
    id,
    'reject-proof',
    (record) => {
      const proofNumber = record.paymentProofs.length;
      const rejection = {
        reason,
        at: currentTime(),
        by: nameOf(admin),
        proofNumber,
        ...(received === undefined ? {} : { received }),
      };
      const dues = { totalAmount: record.totalAmount, amountReceived: received ?? record.amountReceived };
      return {
        auditId: `proof-rejected-${proofNumber}`,
        by: rejection.by,
        detail: received === undefined ? { reason } : { reason, received },
        // Null, not a deleted field: the suite's Firestore cannot remove fields, and the
        // lifecycle reads null as "no proof".
        fields: {
          paymentVerified: null,
          rejection,
          rejections: [...(record.rejections ?? []), rejection],
          ...(received === undefined ? {} : { amountReceived: received }),
        },
        mail: proofRejectedMail({
          registrationId: record.id,
          email: record.email,
          name: record.firstName,
          reason,
          event: `proof-rejected-${proofNumber}`,
          ...(received === undefined ? {} : { balance: { received, due: record.totalAmount, rest: balanceOf(dues) } }),
        }),
      };
    },
    {
      notFound: REGISTRATION_NOT_FOUND,
      onDuplicate: PROOF_ALREADY_REJECTED,
      guard: (record) => {
        if (received !== undefined && !isShortOf(received, record)) {
          throw new DomainError('bad-request', balanceReceivedNotShort(formatInr(record.totalAmount)));
        }
      },
    },
  );
}

/**
 * Whether the credit note that taking back `record`'s verification issues waits for the Invoice
 * Registration Portal, for the mail that says so: as its invoice did (whom it is made out to cannot
 * change once it is issued).
 */
const creditNoteWaitsForIrn = (record: RegistrationRecord) => invoiceWaitsForIrn(record, invoicingOf(), currentTime());

/**
 * Takes back a verification made in error, within the undo window (domain/limits.ts). If the
 * "payment verified" mail already went out, a correction follows it; if it had not, it is withdrawn
 * instead, so the registrant hears nothing of the mistake. `id` must already be checked as a
 * registration ID: it becomes part of a document path.
 */
export async function undoVerification(id: string, admin: Administrator): Promise<void> {
  const verifiedMail = await latestPaymentVerifiedMail(id);
  const { verification: count, delivered } = verifiedMail;

  await applyTransition(
    id,
    'undo-verification',
    (record) => {
      // The mail's link to the status page, where the credit note issued below is listed.
      const linkKey = delivered && record.invoice ? newLinkKey(record.id) : null;
      return {
        auditId: `payment-verification-undone-${count}`,
        by: nameOf(admin),
        fields: { paymentVerifiedAt: null, paymentVerifiedBy: null },
        // Its passes are withdrawn with it; verifying again issues new ones.
        passes: [],
        ...(delivered
          ? {
              mail: verificationWithdrawnMail({
                registrationId: record.id,
                email: record.email,
                name: record.firstName,
                event: `verification-withdrawn-${count}`,
                // Credited below, once the transition has committed.
                creditNoteKey: linkKey?.token ?? null,
                creditNoteAwaitsIrn: linkKey !== null && creditNoteWaitsForIrn(record),
              }),
            }
          : {}),
        ...(linkKey ? { linkKey } : {}),
      };
    },
    {
      notFound: REGISTRATION_NOT_FOUND,
      guard: (record) => {
        const verifiedAt = record.paymentVerifiedAt;
        if (record.paymentVerified && (!verifiedAt || !canUndoVerification(verifiedAt, currentTime()))) {
          throw new DomainError('conflict', UNDO_TOO_LATE);
        }
      },
      onDuplicate: 'done',
    },
  );
  if (!delivered) await verifiedMail.withdraw();
  // Its invoice, if one was issued, is cancelled by a credit note: never deleted.
  await creditInvoiceOf(id, nameOf(admin), 'Payment verification undone: made in error');
}

/**
 * Takes back a verified payment found not to be one after the undo window. Its passes are
 * withdrawn, the registrant is mailed the reason and may send a new proof (the registration awaits
 * one, as after a rejection), and the audit trail keeps it.
 */
export async function withdrawVerification(id: string, reason: string, admin: Administrator): Promise<void> {
  await applyTransition(
    id,
    'withdraw-verification',
    (record) => {
      // Its invoice is credited after: refused here, before anything changes, if the law no longer allows it.
      assertCreditNoteAllowed(record.invoice, currentTime());
      const verification = record.paymentVerifications ?? 0;
      const event = `payment-verification-withdrawn-${verification}`;
      const by = nameOf(admin);
      const rejection = {
        reason,
        at: currentTime(),
        by,
        proofNumber: record.paymentProofs.length,
        withdrawnVerification: verification,
      };
      // The mail's link to the status page, where the credit note issued below is listed.
      const linkKey = record.invoice ? newLinkKey(record.id) : null;
      return {
        auditId: event,
        by,
        detail: { reason, verification },
        fields: {
          paymentVerified: null,
          paymentVerifiedAt: null,
          paymentVerifiedBy: null,
          rejection,
          rejections: [...(record.rejections ?? []), rejection],
          verificationsWithdrawn: (record.verificationsWithdrawn ?? 0) + 1,
        },
        mail: verificationRevokedMail({
          registrationId: record.id,
          email: record.email,
          name: record.firstName,
          reason,
          event,
          // Credited below, once the transition has committed.
          creditNoteKey: linkKey?.token ?? null,
          creditNoteAwaitsIrn: linkKey !== null && creditNoteWaitsForIrn(record),
        }),
        ...(linkKey ? { linkKey } : {}),
        // Every pass of this verification stops opening and checking anyone in.
        passes: [],
      };
    },
    { notFound: REGISTRATION_NOT_FOUND, onDuplicate: VERIFICATION_ALREADY_WITHDRAWN },
  );
  // Its invoice, if one was issued, is cancelled by a credit note: never deleted.
  await creditInvoiceOf(id, nameOf(admin), `Payment verification withdrawn: ${reason}`);
}

/**
 * Reminds a registrant whose address is verified that the payment is awaited, at most once on
 * `day` (the venue's calendar day, YYYY-MM-DD). Refused, and nothing sent, for a registration not
 * found, cancelled, not awaiting payment, or already reminded that day.
 */
export async function remindToPay(id: string, day: string): Promise<void> {
  const record = await getRegistration(id);
  if (!record) throw new DomainError('not-found', REGISTRATION_NOT_FOUND);
  if (isCancelled(record)) throw new DomainError('conflict', REGISTRATION_CANCELLED);
  if (stateOf(record) !== 'email-verified') throw new DomainError('conflict', NOT_AWAITING_PAYMENT);
  const queued = await queueMailOnce(
    paymentReminderMail({
      registrationId: id,
      email: record.email,
      name: greetingNameOf(record),
      amount: formatInr(record.totalAmount),
      taxNote: taxNoteFor(record.billing, day),
      event: `payment-reminder-${day}`,
    }),
  );
  if (!queued) throw new DomainError('conflict', ALREADY_REMINDED_TODAY);
}
