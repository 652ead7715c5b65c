import { STATEMENT_FILE_REQUIRED } from '../../domain/messages';
import { reconcileStatement } from '../../services/reconciliation';
import { DomainError } from '../../domain/errors';
import { parseMultipart } from '../multipart';
import { reconciliationReportSchema, statementColumnsSchema } from '../../domain/api/reconciliation';
import { replyData } from '../reply';
import type { RouteHandler } from '../types';
import { UPLOAD_LIMITS } from '../uploads';

/**
 * POST /api/admin/reconciliation (multipart: statement CSV, optional referenceHeader and
 * amountHeader names): the matched, doubtful and unmatched lines, matched on the registration ID
 * anywhere on a line, else on the typed reference. Changes no registration: verifying the matched
 * ones is a separate, confirmed bulk action.
 */
export const postReconciliation: RouteHandler<'admin'> = async (req, res, _params, admin) => {
  const { fields, files } = await parseMultipart(req, { ...UPLOAD_LIMITS, maxFiles: 1 });
  const statement = files.get('statement');
  if (!statement || statement.data.length === 0) throw new DomainError('bad-request', STATEMENT_FILE_REQUIRED);
  const report = await reconcileStatement(
    statement.data,
    statementColumnsSchema.partial().parse(Object.fromEntries(fields)),
    admin.email ?? admin.uid,
  );
  replyData(res, 200, reconciliationReportSchema, report);
};
