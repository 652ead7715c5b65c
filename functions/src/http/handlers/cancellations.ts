import {
  adminCancellationAnswerSchema,
  cancellationAnswerSchema,
  cancellationDecisionSchema,
  cancellationOnBehalfSchema,
  cancellationRequestSchema,
} from '../../domain/api/cancellation';
import { documentNumberQuerySchema } from '../../domain/api/invoice';
import { CONFERENCE } from '../../domain/conference';
import { DomainError } from '../../domain/errors';
import { creditNoteFileName } from '../../domain/invoice-number';
import {
  CREDIT_NOTE_AWAITS_IRN,
  CREDIT_NOTE_NONE,
  CREDIT_NOTE_NONE_NUMBERED,
  STATUS_ID_UNKNOWN,
} from '../../domain/messages';
import { statusLookupSchema } from '../../domain/registration-schema';
import { decideCancellation, requestCancellation } from '../../services/cancellations';
import { creditNotePdf } from '../../services/invoice-pdf';
import { registrationCreditNote } from '../../services/invoices';
import { consumeRateLimit } from '../../services/rate-limit';
import { getRegistration } from '../../services/registrations';
import { currentTime } from '../../clock';
import { clientAddress, jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { replyAttachment, replyData } from '../reply';
import type { RouteHandler } from '../types';

/**
 * POST /api/registrations/{id}/cancellation {reason}: the registrant (with the registration's link
 * key) asks to cancel it; the registration's address is told at once, and the organisers decide.
 */
export const postCancellationRequest: RouteHandler<'registrant-or-admin'> = async (req, res, params, admin) => {
  await consumeRateLimit('status', clientAddress(req), currentTime());
  // Checked before it becomes part of a document path.
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  const { reason } = parseOrThrow(cancellationRequestSchema, jsonBody(req));
  const cancellation = await requestCancellation(id, reason, currentTime, admin ? (admin.email ?? admin.uid) : null);
  replyData(res, 200, cancellationAnswerSchema, { cancellation });
};

/**
 * POST /api/admin/registrations/{id}/cancellation/request {reason}: an administrator records the
 * request a registrant made to the organisers (by mail, in person), as the registrant's own would
 * be: the registrant is told by mail, the audit names the administrator, and it is decided as any.
 */
export const postCancellationOnBehalf: RouteHandler<'admin'> = async (req, res, params, admin) => {
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  const { reason } = parseOrThrow(cancellationOnBehalfSchema, jsonBody(req));
  const cancellation = await requestCancellation(id, reason, currentTime, admin.email ?? admin.uid);
  replyData(res, 200, adminCancellationAnswerSchema, { cancellation });
};

/**
 * POST /api/admin/registrations/{id}/cancellation {decision, note, refund}: approves or declines,
 * for good (so on a recent sign-in: the route's access).
 */
export const postCancellationDecision: RouteHandler<'admin-recent'> = async (req, res, params, admin) => {
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  const decision = parseOrThrow(cancellationDecisionSchema, jsonBody(req));
  const cancellation = await decideCancellation(id, decision, admin.email ?? admin.uid);
  replyData(res, 200, adminCancellationAnswerSchema, { cancellation });
};

/**
 * GET /api/registrations/{id}/credit-note: a credit note issued to the registration, as stored:
 * with `?number=`, that one; without, the approved cancellation's, else the latest (a
 * verification taken back). With the registration's link key, or as an administrator.
 */
export const getCreditNotePdf: RouteHandler<'registrant-or-admin'> = async (req, res, params, admin) => {
  await consumeRateLimit('status', clientAddress(req), currentTime());
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  const { number: asked } = parseOrThrow(documentNumberQuerySchema, { number: req.query.number });
  const record = await getRegistration(id);
  // As an invoice (handlers/invoices.ts): an erased registration's are still an administrator's to print.
  if (!record && !(admin && asked)) throw new DomainError('not-found', STATUS_ID_UNKNOWN);
  const creditNote = await registrationCreditNote(id, asked ?? record?.cancellation?.creditNote?.number);
  if (!creditNote) throw new DomainError('not-found', asked ? CREDIT_NOTE_NONE_NUMBERED : CREDIT_NOTE_NONE);
  // As an invoice (handlers/invoices.ts): an e-invoiced credit note is the registrant's once the
  // portal registers it, when it is mailed to them; an administrator may read it before.
  if (creditNote.irnDue && !admin) throw new DomainError('conflict', CREDIT_NOTE_AWAITS_IRN);
  const { number } = creditNote.particulars;
  const pdf = await creditNotePdf(creditNote.particulars, {
    conference: CONFERENCE.name,
    irn: creditNote.irn,
    registrationId: id,
  });
  replyAttachment(res, 'application/pdf', creditNoteFileName(number), pdf);
};
