import { acknowledgementFileName } from '../../domain/conference';
import { isCancelled, stateOf } from '../../domain/lifecycle';
import { ACKNOWLEDGEMENT_NOT_YET, REGISTRATION_CANCELLED, STATUS_ID_UNKNOWN } from '../../domain/messages';
import { statusLookupSchema } from '../../domain/registration-schema';
import { consumeRateLimit } from '../../services/rate-limit';
import { receiptPdf } from '../../services/receipt-pdf';
import { passLink } from '../../services/mail';
import { passCodesFor } from '../../services/passes';
import { getRegistration } from '../../services/registrations';
import { DomainError } from '../../domain/errors';
import { clientAddress } from '../guards';
import { parseOrThrow } from '../input';
import type { RouteHandler } from '../types';
import { currentTime } from '../../clock';
import { replyAttachment } from '../reply';

/**
 * GET /api/registrations/{id}/receipt.pdf: the acknowledgement, once the payment is verified, and
 * not for a cancelled registration, which it would show as standing (the credit note records it).
 */
export const getReceipt: RouteHandler<'registrant-or-admin'> = async (req, res, params) => {
  await consumeRateLimit('status', clientAddress(req), currentTime());
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  const record = await getRegistration(id);
  if (!record) throw new DomainError('not-found', STATUS_ID_UNKNOWN);
  if (isCancelled(record)) throw new DomainError('conflict', REGISTRATION_CANCELLED);
  if (stateOf(record) !== 'payment-verified') {
    throw new DomainError('conflict', ACKNOWLEDGEMENT_NOT_YET);
  }
  const passCode = passCodesFor(record).registrant;
  const pdf = await receiptPdf(record, currentTime(), passCode ? passLink(passCode) : undefined);
  replyAttachment(res, 'application/pdf', acknowledgementFileName(), pdf);
};
