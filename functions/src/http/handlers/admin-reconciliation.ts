import { STATEMENT_FILE_REQUIRED } from '../../domain/admin-messages';
import { previewStatement, reconcileStatement, type StatementUpload } from '../../services/reconciliation';
import { DomainError } from '../../domain/errors';
import { parseMultipart } from '../multipart';
import {
  reconciliationReportSchema,
  statementColumnsSchema,
  statementPreviewSchema,
} from '../../domain/api/reconciliation';
import { replyData } from '../reply';
import type { ApiRequest, RouteHandler } from '../types';
import { withOneFile } from '../uploads';

/** The form's statement file (CSV or .xlsx, at most the upload limit) and its other fields. */
async function statementForm(req: ApiRequest): Promise<{ file: StatementUpload; fields: Map<string, string> }> {
  const { fields, files } = await parseMultipart(req, withOneFile('statement'));
  const statement = files.get('statement');
  if (!statement || statement.data.length === 0) throw new DomainError('bad-request', STATEMENT_FILE_REQUIRED);
  return { file: { data: statement.data, name: statement.filename }, fields };
}

/**
 * POST /api/admin/reconciliation (multipart: statement CSV or .xlsx, optional referenceHeader and
 * amountHeader names): the matched, doubtful and unmatched lines, matched on the registration ID
 * anywhere on a line, else on the typed reference. Changes no registration: verifying the matched
 * ones is a separate, confirmed bulk action.
 */
export const postReconciliation: RouteHandler<'admin'> = async (req, res, _params, admin) => {
  const { file, fields } = await statementForm(req);
  const report = await reconcileStatement(
    file,
    statementColumnsSchema.partial().parse(Object.fromEntries(fields)),
    admin.email ?? admin.uid,
  );
  replyData(res, 200, reconciliationReportSchema, report);
};

/**
 * POST /api/admin/reconciliation/preview (multipart: statement): its header row and first lines,
 * for the page to show and guess the columns from before reconciling. Records nothing.
 */
export const postReconciliationPreview: RouteHandler<'admin'> = async (req, res) => {
  const { file } = await statementForm(req);
  replyData(res, 200, statementPreviewSchema, await previewStatement(file));
};
