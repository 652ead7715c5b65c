// The accounts section's e-invoices (services/e-invoices.ts): the period's B2B documents with their
// IRNs, their JSON for the Invoice Registration Portal, and the portal's answers imported.
import { eInvoiceAnswerSchema, eInvoiceListSchema, eInvoiceRegisteredSchema } from '../../domain/api/e-invoices';
import { eInvoiceBatchFor, eInvoiceJsonFor, eInvoicesFor, importIrpAnswer } from '../../services/e-invoices';
import { jsonBody } from '../guards';
import { parseOrThrow, returnPeriodOf } from '../input';
import { replyAttachment, replyData } from '../reply';
import type { RouteHandler } from '../types';

const queryOf = (query: unknown) => query as Record<string, unknown>;

/** GET /api/admin/e-invoices?period=: the period's B2B documents, registered or not. */
export const getEInvoices: RouteHandler<'admin'> = async (req, res) => {
  const period = returnPeriodOf(req.query);
  replyData(res, 200, eInvoiceListSchema, { period: period.label, documents: await eInvoicesFor(period) });
};

/**
 * GET /api/admin/e-invoices.json?period= (the period's documents not registered yet, for the
 * bulk-upload tool) or ?number= (one document's).
 */
export const getEInvoiceJson: RouteHandler<'admin'> = async (req, res) => {
  const number = queryOf(req.query)['number'];
  if (typeof number === 'string' && number !== '') {
    const json = await eInvoiceJsonFor(number);
    replyAttachment(
      res,
      'application/json',
      `e-invoice-${number.replace(/[^A-Za-z0-9-]/g, '-')}.json`,
      JSON.stringify(json, null, 2),
    );
    return;
  }
  const period = returnPeriodOf(req.query);
  const batch = await eInvoiceBatchFor(period);
  replyAttachment(res, 'application/json', `e-invoices-${period.label}.json`, JSON.stringify(batch, null, 2));
};

/** POST /api/admin/e-invoices/answer {answer}: the portal's answer for one document, stored with it. */
export const postEInvoiceAnswer: RouteHandler<'admin'> = async (req, res, _params, admin) => {
  const { answer } = parseOrThrow(eInvoiceAnswerSchema, jsonBody(req));
  replyData(res, 200, eInvoiceRegisteredSchema, await importIrpAnswer(answer, admin.email ?? admin.uid));
};
