import { requireAdmin } from '../../services/admin-auth';
import { reconcileStatement } from '../../services/reconciliation';
import { ApiError } from '../errors';
import { assertSameOrigin } from '../guards';
import { parseMultipart } from '../multipart';
import { replyJson } from '../reply';
import type { RouteHandler } from '../types';
import { UPLOAD_LIMITS } from '../uploads';

/**
 * POST /api/admin/reconciliation (multipart: statement CSV, optional referenceColumn and
 * amountColumn header names): the matched, doubtful and unmatched lines. Changes no registration:
 * verifying the matched ones is a separate, confirmed bulk action.
 */
export const postReconciliation: RouteHandler = async (req, res) => {
  assertSameOrigin(req);
  const admin = await requireAdmin(req);
  const { fields, files } = await parseMultipart(req, { ...UPLOAD_LIMITS, maxFiles: 1 });
  const statement = files.get('statement');
  if (!statement || statement.data.length === 0) throw new ApiError('bad-request', 'Choose the statement file (CSV).');
  const report = await reconcileStatement(
    statement.data,
    { referenceHeader: fields.get('referenceColumn'), amountHeader: fields.get('amountColumn') },
    admin.email ?? admin.uid,
  );
  replyJson(res, 200, { success: true, data: report });
};
