import { recordFieldsFor, stateOf, transition } from '../../domain/lifecycle';
import { PAYMENT_PROOF_REQUIRED, STATUS_ID_UNKNOWN } from '../../domain/messages';
import { paymentProofSchema } from '../../domain/registration-schema';
import { deleteFiles, storeFile, type StoredFile } from '../../services/files';
import { firestore } from '../../services/firebase';
import { proofReceivedMail } from '../../services/mail';
import { consumeRateLimit } from '../../services/rate-limit';
import { isAlreadyExists, recordTransition, registrations, Timestamp } from '../../services/registrations';
import { ApiError } from '../errors';
import { assertSameOrigin, clientAddress } from '../guards';
import { parseOrThrow } from '../input';
import { parseMultipart } from '../multipart';
import { replyJson } from '../reply';
import type { RouteHandler } from '../types';
import { requirePdf, UPLOAD_LIMITS } from '../uploads';

/**
 * POST /api/payments: the proof of an offline payment. Allowed once the e-mail is verified and
 * until the payment is verified; a new upload replaces the proof and keeps the earlier one.
 */
export const postPayment: RouteHandler = async (req, res) => {
  assertSameOrigin(req);
  const now = new Date();
  await consumeRateLimit('payment', clientAddress(req), now);
  const { fields, files } = await parseMultipart(req, { ...UPLOAD_LIMITS, maxFiles: 1 });
  const proof = parseOrThrow(paymentProofSchema, Object.fromEntries(fields));
  const receipt = files.get('receipt');
  if (!receipt || receipt.data.length === 0) throw new ApiError('bad-request', PAYMENT_PROOF_REQUIRED);
  const kind = requirePdf(receipt);

  const ref = registrations().doc(proof.registrationId);
  const existing = (await ref.get()).data();
  if (!existing) throw new ApiError('not-found', STATUS_ID_UNKNOWN);
  const refused = transition(stateOf(existing), 'upload-proof');
  if (!refused.ok) throw new ApiError('conflict', refused.reason);

  let stored: StoredFile | undefined;
  try {
    stored = await storeFile(proof.registrationId, 'payment-receipt', receipt, kind);
    const file = stored;
    await firestore().runTransaction(async (tx) => {
      const record = (await tx.get(ref)).data();
      if (!record) throw new ApiError('not-found', STATUS_ID_UNKNOWN);
      const from = stateOf(record);
      const result = transition(from, 'upload-proof');
      if (!result.ok) throw new ApiError('conflict', result.reason);
      const uploadedAt = Timestamp.fromDate(now);
      const number = record.paymentProofs.length + 1;
      await recordTransition(tx, ref, {
        auditId: `proof-${number}`,
        entry: {
          event: 'upload-proof',
          from,
          to: result.to,
          at: uploadedAt,
          by: 'registrant',
          detail: { paymentReferenceId: proof.paymentReferenceId },
        },
        fields: {
          ...recordFieldsFor(result.to),
          paymentReferenceId: proof.paymentReferenceId,
          receiptFileName: file.fileName,
          receipt: file,
          paymentProofs: [
            ...record.paymentProofs,
            { paymentReferenceId: proof.paymentReferenceId, receipt: file, uploadedAt },
          ],
        },
        mail: proofReceivedMail({
          registrationId: record.id,
          email: record.email,
          name: record.firstName,
          event: `proof-received-${number}`,
        }),
      });
    });
  } catch (error) {
    if (stored) await deleteFiles([stored]);
    // Two uploads at the same instant: the other one won; this one changed nothing.
    if (isAlreadyExists(error))
      throw new ApiError(
        'conflict',
        'Another upload for this registration was saved at the same moment. Please check the status and try again if needed.',
      );
    throw error;
  }
  replyJson(res, 200, { success: true });
};
