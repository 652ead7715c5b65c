import { reissueReportSchema } from '../../domain/api/pass-reissue';
import { reissueAllPasses } from '../../services/pass-reissue';
import { replyData } from '../reply';
import type { RouteHandler } from '../types';

/**
 * POST /api/admin/passes/reissue: after PASS_SECRET changed, every verified registration whose
 * passes no longer open gets new ones, mailed; running it again sends nothing more.
 */
export const postReissuePasses: RouteHandler<'admin-recent'> = async (_req, res, _params, admin) => {
  replyData(res, 200, reissueReportSchema, await reissueAllPasses(admin.email ?? admin.uid));
};
