import { parseAccountsPeriod } from '../../domain/accounts';
import { accountsSchema } from '../../domain/api/accounts';
import { DomainError } from '../../domain/errors';
import { ACCOUNTS_PERIOD_INVALID, ACCOUNTS_REGISTER_INVALID } from '../../domain/messages';
import { accountsFor, accountsWithReconciliationFor, refundsCsv, registerCsv } from '../../services/accounts';
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
