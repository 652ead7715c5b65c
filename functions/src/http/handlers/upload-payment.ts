import { complimentaryRefusal, stateOf, transition } from '../../domain/lifecycle';
import { balanceOf } from '../../domain/balance';
import {
  PAYMENT_PROOF_REQUIRED,
  proofUploadsCapped,
  SAVED_AT_THE_SAME_MOMENT,
  STATUS_ID_UNKNOWN,
} from '../../domain/messages';
import { HOUR_MS, PROOF_UPLOADS_PER_HOUR } from '../../domain/limits';
import { slidingWindow } from '../../domain/quota';
import { paymentProofSchema } from '../../domain/registration-schema';
import { deleteFiles, storeFile, type StoredFile } from '../../services/files';
import { proofReceivedMail } from '../../services/mail';
import { consumeRateLimit } from '../../services/rate-limit';
import { getRegistration, type PaymentProofRecord } from '../../services/registrations';
import { applyTransition } from '../../services/transitions';
import { DomainError, rateLimitedForMinutes } from '../../domain/errors';
import { assertPaymentsOpen, clientAddress } from '../guards';
import { parseOrThrow } from '../input';
import { parseMultipart } from '../multipart';
import { doneBodySchema } from '../../domain/api/envelope';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';
import { requirePdf, withOneFile } from '../uploads';
import { currentTime } from '../../clock';

/** At most PROOF_UPLOADS_PER_HOUR proofs per registration in any hour, whoever sends them. */
function assertRoomForAProof(proofs: readonly PaymentProofRecord[]): void {
  const check = slidingWindow(
    proofs.map((proof) => proof.uploadedAt),
    currentTime(),
    HOUR_MS,
    PROOF_UPLOADS_PER_HOUR,
  );
  if (!check.ok) throw rateLimitedForMinutes(proofUploadsCapped, check.retryAfterMs);
}

/**
 * POST /api/payments: the proof of an offline payment. Allowed once the e-mail is verified and
 * until the payment is verified; a new upload replaces the proof and keeps the earlier one.
 */
export const postPayment: RouteHandler = async (req, res) => {
  const now = currentTime();
  await consumeRateLimit('payment', clientAddress(req), now);
  const { fields, files } = await parseMultipart(req, withOneFile('receipt'));
  assertPaymentsOpen(now);
  const proof = parseOrThrow(paymentProofSchema, Object.fromEntries(fields));
  const receipt = files.get('receipt');
  if (!receipt || receipt.data.length === 0) throw new DomainError('bad-request', PAYMENT_PROOF_REQUIRED);
  const kind = requirePdf(receipt);

  // Refuse early, before storing a file, when the state already rules the upload out.
  const existing = await getRegistration(proof.registrationId);
  if (!existing) throw new DomainError('not-found', STATUS_ID_UNKNOWN);
  const nothingPaid = complimentaryRefusal(existing, 'upload-proof');
  if (nothingPaid) throw new DomainError('conflict', nothingPaid);
  const allowed = transition(stateOf(existing), 'upload-proof');
  if (!allowed.ok) throw new DomainError('conflict', allowed.reason);
  assertRoomForAProof(existing.paymentProofs);

  const file: StoredFile = await storeFile(
    proof.registrationId,
    `payment-receipt-${existing.paymentProofs.length + 1}`,
    receipt,
    kind,
  );
  try {
    await applyTransition(
      proof.registrationId,
      'upload-proof',
      (record) => {
        const number = record.paymentProofs.length + 1;
        // What it was sent for: a proof of less than is due later (the amount rose) is not verified on.
        const uploaded = {
          paymentReferenceId: proof.paymentReferenceId,
          receipt: file,
          uploadedAt: currentTime(),
          amountDue: balanceOf(record),
        };
        return {
          auditId: `proof-${number}`,
          by: 'registrant',
          detail: { paymentReferenceId: proof.paymentReferenceId },
          fields: {
            paymentReferenceId: proof.paymentReferenceId,
            receiptFileName: file.fileName,
            receipt: file,
            paymentProofs: [...record.paymentProofs, uploaded],
          },
          mail: proofReceivedMail({
            registrationId: record.id,
            email: record.email,
            name: record.firstName,
            event: `proof-received-${number}`,
          }),
        };
      },
      {
        notFound: STATUS_ID_UNKNOWN,
        // Checked again on the record the write is conditional on: concurrent uploads cannot pass the cap together.
        guard: (record) => assertRoomForAProof(record.paymentProofs),
        // Two uploads at the same instant: the other one won; this one changed nothing.
        onDuplicate: SAVED_AT_THE_SAME_MOMENT,
      },
    );
  } catch (error) {
    // Nothing half-written: the file of an upload that was not recorded is removed.
    await deleteFiles([file]);
    throw error;
  }
  replyBody(res, 200, doneBodySchema, { success: true });
};
