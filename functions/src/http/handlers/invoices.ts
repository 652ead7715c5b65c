import { documentNumberQuerySchema, issuedInvoiceSchema } from '../../domain/api/invoice';
import { invoiceCorrectedBodySchema, invoiceCorrectionSchema } from '../../domain/api/invoice-correction';
import { CONFERENCE } from '../../domain/conference';
import { invoiceFileName } from '../../domain/invoice-number';
import { DomainError } from '../../domain/errors';
import { stateOf } from '../../domain/lifecycle';
import {
  INVOICE_AWAITS_IRN,
  INVOICE_NONE_NUMBERED,
  INVOICE_NOT_ISSUED,
  INVOICE_NOT_VERIFIED,
  STATUS_ID_UNKNOWN,
} from '../../domain/messages';
import { statusLookupSchema } from '../../domain/registration-schema';
import { invoiceCopyOf, invoicePdf } from '../../services/invoice-pdf';
import { currentInvoiceOf, invoiceNumbered, issueInvoice } from '../../services/invoices';
import { correctInvoiceRecipient } from '../../services/invoice-correction';
import { consumeRateLimit } from '../../services/rate-limit';
import { getRegistration, type RegistrationRecord } from '../../services/registrations';
import { currentTime } from '../../clock';
import { clientAddress, jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { replyAttachment, replyBody, replyData } from '../reply';
import type { RouteHandler } from '../types';

/**
 * POST /api/admin/registrations/{id}/invoice: issues the tax invoice of a verified payment that
 * has none (verified while the edition's invoicing facts were still to be announced, or when the
 * issue failed after the verification). Answers the invoice; one already issued is answered as is.
 */
export const postIssueInvoice: RouteHandler<'admin'> = async (_req, res, params, admin) => {
  // Checked before it becomes part of a document path.
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  replyData(res, 200, issuedInvoiceSchema, await issueInvoice(id, admin.email ?? admin.uid));
};

/**
 * POST /api/admin/registrations/{id}/invoice/correction {invoice, billing, reason}: the current invoice is
 * cancelled by a credit note giving the reason, and a new one names the corrected recipient
 * (services/invoice-correction.ts). Answers both documents' numbers and days.
 */
export const postInvoiceCorrection: RouteHandler<'admin-recent'> = async (req, res, params, admin) => {
  // Checked before it becomes part of a document path.
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  const { invoice, billing, reason } = parseOrThrow(invoiceCorrectionSchema, jsonBody(req));
  const corrected = await correctInvoiceRecipient(id, { invoice, billing, reason, by: admin.email ?? admin.uid });
  replyBody(res, 200, invoiceCorrectedBodySchema, { success: true, data: corrected });
};

/**
 * GET /api/registrations/{id}/invoice: the tax invoice of the verified payment, as issued (its
 * stored particulars, printed); refused before it is issued. With `?number=`, that invoice of
 * the registration, current or cancelled by a credit note since (the registrant keeps both).
 * With the registration's link key, or as an administrator.
 */
export const getInvoicePdf: RouteHandler<'registrant-or-admin'> = async (req, res, params, admin) => {
  await consumeRateLimit('status', clientAddress(req), currentTime());
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  const { number } = parseOrThrow(documentNumberQuerySchema, { number: req.query.number });
  const record = await getRegistration(id);
  // An erased registration's invoices stay in the accounts (docs/privacy-operations.md): an
  // administrator may still print one by its number, as the accounts page's registers offer.
  if (!record && !(admin && number)) throw new DomainError('not-found', STATUS_ID_UNKNOWN);
  const invoice = number ? await invoiceNumbered(id, number) : record && (await currentOf(record));
  if (!invoice) throw new DomainError('not-found', INVOICE_NONE_NUMBERED);
  // An e-invoiced one is no invoice until the portal registers it (rule 48(5)): the registrant is
  // sent it then (services/e-invoices.ts); an administrator may read it before, for the accounts.
  if (invoice.irnDue && !admin) throw new DomainError('conflict', INVOICE_AWAITS_IRN);
  const pdf = await invoicePdf(invoice.particulars, {
    conference: CONFERENCE.name,
    copy: invoiceCopyOf(req.query),
    irn: invoice.irn,
    registrationId: id,
  });
  replyAttachment(res, 'application/pdf', invoiceFileName(invoice.particulars.number), pdf);
};

/** The invoice of the current verification: refused, saying why, when there is none. */
async function currentOf(record: RegistrationRecord) {
  if (stateOf(record) !== 'payment-verified') throw new DomainError('conflict', INVOICE_NOT_VERIFIED);
  const invoice = await currentInvoiceOf(record);
  if (!invoice) throw new DomainError('conflict', INVOICE_NOT_ISSUED);
  return invoice;
}
