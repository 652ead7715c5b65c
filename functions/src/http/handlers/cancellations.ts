import {
  adminCancellationAnswerSchema,
  cancellationAnswerSchema,
  cancellationDecisionSchema,
  cancellationRequestSchema,
} from '../../domain/api/cancellation';
import { CONFERENCE } from '../../domain/conference';
import { DomainError } from '../../domain/errors';
import { invoiceFileName } from '../../domain/invoice-number';
import { CREDIT_NOTE_NONE, STATUS_ID_UNKNOWN } from '../../domain/messages';
import { statusLookupSchema } from '../../domain/registration-schema';
import { decideCancellation, requestCancellation } from '../../services/cancellations';
import { creditNotePdf } from '../../services/invoice-pdf';
import { creditNoteNumbered } from '../../services/invoices';
import { consumeRateLimit } from '../../services/rate-limit';
import { getRegistration } from '../../services/registrations';
import { currentTime } from '../../clock';
import { clientAddress, jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { replyAttachment, replyData } from '../reply';
import type { RouteHandler } from '../types';

/**
 * POST /api/registrations/{id}/cancellation {reason}: anyone holding the registration ID asks to
 * cancel it; the registration's address is told at once, and the organisers decide.
 */
export const postCancellationRequest: RouteHandler<'registrant-or-admin'> = async (req, res, params) => {
  await consumeRateLimit('status', clientAddress(req), currentTime());
  // Checked before it becomes part of a document path.
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  const { reason } = parseOrThrow(cancellationRequestSchema, jsonBody(req));
  const cancellation = await requestCancellation(id, reason);
  replyData(res, 200, cancellationAnswerSchema, { cancellation });
};

/** POST /api/admin/registrations/{id}/cancellation {decision, note, refund}: approves or declines. */
export const postCancellationDecision: RouteHandler<'admin'> = async (req, res, params, admin) => {
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  const decision = parseOrThrow(cancellationDecisionSchema, jsonBody(req));
  const cancellation = await decideCancellation(id, decision, admin.email ?? admin.uid);
  replyData(res, 200, adminCancellationAnswerSchema, { cancellation });
};

/**
 * GET /api/registrations/{id}/credit-note: the credit note an approved cancellation's refund
 * issued, as stored. Anyone with the registration ID may download it, as the invoice.
 */
export const getCreditNotePdf: RouteHandler<'registrant-or-admin'> = async (req, res, params) => {
  await consumeRateLimit('status', clientAddress(req), currentTime());
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  const record = await getRegistration(id);
  if (!record) throw new DomainError('not-found', STATUS_ID_UNKNOWN);
  const number = record.cancellation?.creditNote?.number;
  if (!number) throw new DomainError('not-found', CREDIT_NOTE_NONE);
  // A registration may also hold an earlier verification's credit note: the cancellation's is named.
  const creditNote = await creditNoteNumbered({ registrationId: id }, number);
  if (!creditNote) throw new DomainError('not-found', CREDIT_NOTE_NONE);
  const pdf = await creditNotePdf(creditNote.particulars, { conference: CONFERENCE.name, irn: creditNote.irn });
  replyAttachment(res, 'application/pdf', invoiceFileName(number), pdf);
};
