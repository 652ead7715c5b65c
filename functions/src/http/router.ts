import {
  API_NOT_FOUND,
  API_SERVER_ERROR,
  METHOD_NOT_ALLOWED,
  SERVER_BUSY,
  SUITE_NOW_INVALID,
} from '../domain/messages';
import { runAsOf, SUITE_NOW_HEADER } from '../clock';
import { isContention } from '../services/contention';
import { logger } from 'firebase-functions';
import { DomainError } from '../domain/errors';
import { statusOf } from './errors';
import { getHealth } from './handlers/health';
import { getRegistrationWindow } from './handlers/registration-window';
import { postIeeeStatus } from './handlers/ieee-status';
import { postRegistration } from './handlers/create-registration';
import { getRegistrationById } from './handlers/get-registration';
import { getVerifyEmail } from './handlers/verify-email';
import { postPayment } from './handlers/upload-payment';
import { postResendVerification } from './handlers/resend-verification';
import { postVerifyPayment } from './handlers/verify-payment';
import { postRejectPayment } from './handlers/reject-payment';
import { getUpload } from './handlers/download-upload';
import { getAdminRegistrations } from './handlers/admin-registrations';
import { getAdminExport } from './handlers/admin-export';
import { getAdminStats } from './handlers/admin-stats';
import { getReceipt } from './handlers/get-receipt';
import { getMailLog, postMailResend } from './handlers/admin-mail';
import { postUndoVerification } from './handlers/undo-verification';
import { postIeeeMembershipDecision } from './handlers/ieee-membership';
import { postBulkReminders, postBulkVerify } from './handlers/admin-bulk';
import { postReconciliation } from './handlers/admin-reconciliation';
import { getPaperCoverage, postAcceptedPapers, postPaperReminders } from './handlers/admin-papers';
import { getPass } from './handlers/get-pass';
import { getCheckInSearch, postCheckIn } from './handlers/check-in';
import { replyError, replyJson } from './reply';
import { requireAppCheck } from './app-check';
import type { ApiRequest, ApiResponse, Route } from './types';

export const routes: Route[] = [
  { method: 'GET', pattern: /^\/api\/health$/, handler: getHealth },
  { method: 'GET', pattern: /^\/api\/registration-window$/, handler: getRegistrationWindow },
  { method: 'POST', pattern: /^\/api\/ieee-verification\/ieee-status$/, handler: postIeeeStatus, appCheck: true },
  { method: 'POST', pattern: /^\/api\/registrations$/, handler: postRegistration, appCheck: true },
  { method: 'GET', pattern: /^\/api\/registrations\/(?<id>[^/]+)$/, handler: getRegistrationById },
  { method: 'GET', pattern: /^\/api\/registrations\/(?<id>[^/]+)\/receipt\.pdf$/, handler: getReceipt },
  { method: 'GET', pattern: /^\/api\/verify\/(?<token>[^/]+)$/, handler: getVerifyEmail },
  { method: 'GET', pattern: /^\/api\/passes\/(?<code>[^/]+)$/, handler: getPass },
  {
    method: 'POST',
    pattern: /^\/api\/registrations\/(?<id>[^/]+)\/resend-verification$/,
    handler: postResendVerification,
    appCheck: true,
  },
  { method: 'POST', pattern: /^\/api\/payments$/, handler: postPayment, appCheck: true },
  { method: 'POST', pattern: /^\/api\/verify\/verify-registration\/(?<id>[^/]+)$/, handler: postVerifyPayment },
  { method: 'POST', pattern: /^\/api\/verify\/reject-payment\/(?<id>[^/]+)$/, handler: postRejectPayment },
  { method: 'POST', pattern: /^\/api\/verify\/undo-verification\/(?<id>[^/]+)$/, handler: postUndoVerification },
  { method: 'GET', pattern: /^\/api\/admin\/registrations$/, handler: getAdminRegistrations },
  { method: 'GET', pattern: /^\/api\/admin\/registrations\.csv$/, handler: getAdminExport },
  { method: 'GET', pattern: /^\/api\/admin\/stats$/, handler: getAdminStats },
  { method: 'POST', pattern: /^\/api\/admin\/bulk\/verify-payments$/, handler: postBulkVerify },
  { method: 'POST', pattern: /^\/api\/admin\/reconciliation$/, handler: postReconciliation },
  { method: 'GET', pattern: /^\/api\/admin\/paper-coverage$/, handler: getPaperCoverage },
  { method: 'POST', pattern: /^\/api\/admin\/paper-coverage$/, handler: postAcceptedPapers },
  { method: 'POST', pattern: /^\/api\/admin\/paper-coverage\/reminders$/, handler: postPaperReminders },
  { method: 'POST', pattern: /^\/api\/admin\/bulk\/payment-reminders$/, handler: postBulkReminders },
  { method: 'GET', pattern: /^\/api\/admin\/registrations\/(?<id>[^/]+)\/mail$/, handler: getMailLog },
  {
    method: 'POST',
    pattern: /^\/api\/admin\/registrations\/(?<id>[^/]+)\/ieee-membership$/,
    handler: postIeeeMembershipDecision,
  },
  { method: 'POST', pattern: /^\/api\/admin\/mail\/(?<mailId>[^/]+)\/resend$/, handler: postMailResend },
  { method: 'POST', pattern: /^\/api\/admin\/check-in$/, handler: postCheckIn },
  { method: 'GET', pattern: /^\/api\/admin\/check-in\/search$/, handler: getCheckInSearch },
  { method: 'GET', pattern: /^\/backend\/uploads\/(?<id>[^/]+)\/(?<name>[^/]+)$/, handler: getUpload },
];

export async function handleRequest(req: ApiRequest, res: ApiResponse): Promise<void> {
  const path = req.path.replace(/\/+$/, '') || '/';
  const matching = routes.filter((route) => route.pattern.test(path));
  if (matching.length === 0) {
    replyError(res, 404, API_NOT_FOUND);
    return;
  }
  const route = matching.find((candidate) => candidate.method === req.method);
  if (!route) {
    res.set('Allow', matching.map((candidate) => candidate.method).join(', '));
    replyError(res, 405, METHOD_NOT_ALLOWED);
    return;
  }
  const params = route.pattern.exec(path)?.groups ?? {};
  await runAsOf(
    req.get(SUITE_NOW_HEADER),
    () => serve(route, req, res, params, path),
    async () => replyError(res, 400, SUITE_NOW_INVALID),
  );
}

async function serve(route: Route, req: ApiRequest, res: ApiResponse, params: Record<string, string>, path: string) {
  try {
    if (route.appCheck) await requireAppCheck(req, route);
    await route.handler(req, res, params);
  } catch (error) {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) res.set('Retry-After', String(error.retryAfterSeconds));
      replyJson(res, statusOf(error.kind), { success: false, error: error.message, ...error.extra });
      return;
    }
    // Firestore gave up on a transaction that others held locks for (ABORTED): contention, not a
    // bug; the caller may simply try again.
    if (isContention(error) && !res.headersSent) {
      logger.warn('Transaction contention', { path });
      res.set('Retry-After', '1');
      replyError(res, 503, SERVER_BUSY);
      return;
    }
    // Expected failures are DomainErrors; anything else is a bug worth a log line.
    logger.error('Unhandled error in API handler', { path, error });
    if (!res.headersSent) replyError(res, 500, API_SERVER_ERROR);
  }
}
