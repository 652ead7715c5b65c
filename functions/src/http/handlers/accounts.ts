import { parseAccountsPeriod } from '../../domain/accounts';
import { accountsSchema, gstr1SummarySchema } from '../../domain/api/accounts';
import { DomainError } from '../../domain/errors';
import { gstr1Upload } from '../../domain/gstr1';
import { ACCOUNTS_PERIOD_INVALID, ACCOUNTS_REGISTER_INVALID } from '../../domain/messages';
import { accountsFor, accountsWithReconciliationFor, refundsCsv, registerCsv } from '../../services/accounts';
import { gstr1For } from '../../services/gst-returns';
import { returnPeriodOf } from '../input';
import { replyAttachment, replyData } from '../reply';
import type { RouteHandler } from '../types';

/** `?period=2025` (the financial year from April 2025) or `?period=2025-10`; anything else is a 400. */
function periodOf(query: unknown) {
  const text = (query as Record<string, unknown>)['period'];
  const period = typeof text === 'string' ? parseAccountsPeriod(text) : null;
  if (!period || typeof text !== 'string') throw new DomainError('bad-request', ACCOUNTS_PERIOD_INVALID);
  return { period, text };
}

/** GET /api/admin/accounts?period=: the period's invoice, credit-note and refund registers and their totals. */
export const getAccounts: RouteHandler<'admin'> = async (req, res) => {
  const { period, text } = periodOf(req.query);
  replyData(res, 200, accountsSchema, { period: text, ...(await accountsWithReconciliationFor(period)) });
};

/** GET /api/admin/accounts.csv?period=&register=invoices|credit-notes|refunds: one register as CSV. */
export const getAccountsCsv: RouteHandler<'admin'> = async (req, res) => {
  const { period, text } = periodOf(req.query);
  const register = (req.query as Record<string, unknown>)['register'];
  if (register !== 'invoices' && register !== 'credit-notes' && register !== 'refunds') {
    throw new DomainError('bad-request', ACCOUNTS_REGISTER_INVALID);
  }
  const accounts = await accountsFor(period);
  const csv =
    register === 'refunds'
      ? refundsCsv(accounts.refunds)
      : registerCsv(register === 'invoices' ? accounts.invoices : accounts.creditNotes);
  replyAttachment(res, 'text/csv; charset=utf-8', `${register}-${text}.csv`, csv);
};

/** GET /api/admin/accounts/gstr1?period=: the return's tables summed, against the period's documents. */
export const getGstr1Summary: RouteHandler<'admin'> = async (req, res) => {
  const period = returnPeriodOf(req.query);
  const ret = await gstr1For(period);
  const series = ret.doc_issue.doc_det.flatMap((kind) =>
    kind.docs.map((row) => ({
      kind: kind.doc_num === 1 ? ('invoices' as const) : ('credit-notes' as const),
      from: row.from,
      to: row.to,
      total: row.totnum,
      cancelled: row.cancel,
    })),
  );
  replyData(res, 200, gstr1SummarySchema, {
    period: period.label,
    fp: ret.fp,
    ...ret.summary,
    series,
    explanations: ret.explanations,
  });
};

/** GET /api/admin/accounts/gstr1.json?period=: the return as the GST portal's offline tool takes it. */
export const getGstr1Json: RouteHandler<'admin'> = async (req, res) => {
  const period = returnPeriodOf(req.query);
  const ret = await gstr1For(period);
  replyAttachment(
    res,
    'application/json',
    `GSTR1-${ret.gstin}-${ret.fp}.json`,
    JSON.stringify(gstr1Upload(ret), null, 2),
  );
};
