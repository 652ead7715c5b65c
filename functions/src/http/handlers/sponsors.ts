import {
  sponsorAnswerSchema,
  sponsorInputSchema,
  sponsorListAnswerSchema,
  sponsorPaymentAnswerSchema,
  sponsorPaymentSchema,
  sponsorWithdrawalSchema,
} from '../../domain/api/sponsors';
import { CONFERENCE } from '../../domain/conference';
import { DomainError } from '../../domain/errors';
import { creditNoteFileName, invoiceFileName } from '../../domain/invoice-number';
import { documentNumberQuerySchema } from '../../domain/api/invoice';
import {
  INVOICE_NONE_NUMBERED,
  SPONSOR_CREDIT_NOTE_NONE,
  SPONSOR_INVOICE_NONE,
  SPONSOR_NOT_FOUND,
} from '../../domain/messages';
import { isSponsorId } from '../../domain/sponsorship';
import { creditNotePdf, invoiceCopyOf, invoicePdf } from '../../services/invoice-pdf';
import {
  createSponsor,
  getSponsor,
  issueSponsorInvoice,
  listSponsors,
  sponsorCreditNoteOf,
  sponsorInvoiceOfNumber,
  sponsorInvoiceOf,
  sponsorshipOffer,
  verifySponsorPayment,
  withdrawSponsorPayment,
  addSponsorRateCodesTo,
  revokeSponsorCode,
} from '../../services/sponsors';
import { lookUpCode } from '../../services/sponsor-codes';
import { consumeRateLimit } from '../../services/rate-limit';
import { sponsorCodeLookupAnswerSchema, sponsorRateCodesInputSchema } from '../../domain/api/sponsor-codes';
import { currentTime } from '../../clock';
import { clientAddress, jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { replyAttachment, replyData } from '../reply';
import type { RouteHandler } from '../types';

/** A sponsor's ID from the path, checked before it becomes part of a document path. */
function sponsorIdOf(params: Record<string, string | undefined>): string {
  const id = params.id ?? '';
  if (!isSponsorId(id)) throw new DomainError('not-found', SPONSOR_NOT_FOUND);
  return id;
}

/** GET /api/admin/sponsors: every sponsor, newest first, and the packages on offer. */
export const getSponsors: RouteHandler<'admin'> = async (_req, res) => {
  replyData(res, 200, sponsorListAnswerSchema, { sponsors: await listSponsors(), sponsorship: sponsorshipOffer() });
};

/** POST /api/admin/sponsors {organisation, level, contact}: records a sponsor. */
export const postSponsor: RouteHandler<'admin'> = async (req, res, _params, admin) => {
  const input = parseOrThrow(sponsorInputSchema, jsonBody(req));
  replyData(res, 201, sponsorAnswerSchema, { sponsor: await createSponsor(input, admin.email ?? admin.uid) });
};

/** GET /api/admin/sponsors/{id}. */
export const getSponsorById: RouteHandler<'admin'> = async (_req, res, params) => {
  replyData(res, 200, sponsorAnswerSchema, { sponsor: await getSponsor(sponsorIdOf(params)) });
};

/** POST /api/admin/sponsors/{id}/payment {reference, date}: verifies the payment, then invoices it. */
export const postSponsorPayment: RouteHandler<'admin'> = async (req, res, params, admin) => {
  // The body first, as every JSON call reads it: a malformed one is refused the same way whatever the path.
  const payment = parseOrThrow(sponsorPaymentSchema, jsonBody(req));
  const id = sponsorIdOf(params);
  replyData(res, 200, sponsorPaymentAnswerSchema, await verifySponsorPayment(id, payment, admin.email ?? admin.uid));
};

/** POST /api/admin/sponsors/{id}/invoice: issues the invoice the payment's call could not. */
export const postSponsorInvoice: RouteHandler<'admin'> = async (_req, res, params, admin) => {
  const id = sponsorIdOf(params);
  await issueSponsorInvoice(id, admin.email ?? admin.uid);
  replyData(res, 200, sponsorAnswerSchema, { sponsor: await getSponsor(id) });
};

/**
 * GET /api/admin/sponsors/{id}/invoice: the sponsor's current tax invoice as issued, printed; with
 * `?number=`, that invoice of the sponsor, current or cancelled by a credit note since (every
 * document issued can be reproduced, as a registration's can).
 */
export const getSponsorInvoicePdf: RouteHandler<'admin'> = async (req, res, params) => {
  const id = sponsorIdOf(params);
  const { number } = parseOrThrow(documentNumberQuerySchema, { number: req.query.number });
  const invoice = number ? await sponsorInvoiceOfNumber(id, number) : await sponsorInvoiceOf(id);
  if (!invoice) throw new DomainError('not-found', number ? INVOICE_NONE_NUMBERED : SPONSOR_INVOICE_NONE);
  const pdf = await invoicePdf(invoice.particulars, {
    conference: CONFERENCE.name,
    copy: invoiceCopyOf(req.query),
    irn: invoice.irn,
  });
  replyAttachment(res, 'application/pdf', invoiceFileName(invoice.particulars.number), pdf);
};

/** POST /api/admin/sponsors/{id}/payment/withdrawal {reason}: takes the verification back. */
export const postSponsorPaymentWithdrawal: RouteHandler<'admin'> = async (req, res, params, admin) => {
  const { reason } = parseOrThrow(sponsorWithdrawalSchema, jsonBody(req));
  const id = sponsorIdOf(params);
  replyData(res, 200, sponsorAnswerSchema, {
    sponsor: await withdrawSponsorPayment(id, reason, admin.email ?? admin.uid),
  });
};

/** GET /api/admin/sponsors/{id}/credit-note: the credit note of the last withdrawn payment's invoice. */
export const getSponsorCreditNotePdf: RouteHandler<'admin'> = async (_req, res, params) => {
  const creditNote = await sponsorCreditNoteOf(sponsorIdOf(params));
  if (!creditNote) throw new DomainError('not-found', SPONSOR_CREDIT_NOTE_NONE);
  const pdf = await creditNotePdf(creditNote.particulars, { conference: CONFERENCE.name, irn: creditNote.irn });
  replyAttachment(res, 'application/pdf', creditNoteFileName(creditNote.particulars.number), pdf);
};

/** POST /api/admin/sponsors/{id}/codes {count}: adds codes at the sponsor rate. */
export const postSponsorCodes: RouteHandler<'admin'> = async (req, res, params, admin) => {
  const { count } = parseOrThrow(sponsorRateCodesInputSchema, jsonBody(req));
  const id = sponsorIdOf(params);
  replyData(res, 200, sponsorAnswerSchema, {
    sponsor: await addSponsorRateCodesTo(id, count, admin.email ?? admin.uid),
  });
};

/** POST /api/admin/sponsors/{id}/codes/{code}/revocation: withdraws a code nobody used. */
export const postSponsorCodeRevocation: RouteHandler<'admin'> = async (_req, res, params, admin) => {
  const id = sponsorIdOf(params);
  const sponsor = await revokeSponsorCode(id, params.code ?? '', admin.email ?? admin.uid);
  replyData(res, 200, sponsorAnswerSchema, { sponsor });
};

/**
 * GET /api/sponsor-codes/{code}: what a sponsor's code makes of a registration, for the wizard to
 * show before it is sent. Counted per client address: 80 random bits are not guessed, but nobody
 * needs to ask often.
 */
export const getSponsorCode: RouteHandler = async (req, res, params) => {
  await consumeRateLimit('sponsor-code', clientAddress(req), currentTime());
  replyData(res, 200, sponsorCodeLookupAnswerSchema, { sponsorCode: await lookUpCode(params.code ?? '') });
};
