import { getDeskStaff, postDeskStaff, postRevokeDeskStaff } from './handlers/desk-staff';
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
import { getClientAddress } from './handlers/client-address';
import { getRegistrationWindow } from './handlers/registration-window';
import { postIeeeStatus } from './handlers/ieee-status';
import { postRegistration } from './handlers/create-registration';
import { getRegistrationById } from './handlers/get-registration';
import { getVerifyEmail } from './handlers/verify-email';
import { postPayment } from './handlers/upload-payment';
import { postResendVerification } from './handlers/resend-verification';
import { postBillingDetails } from './handlers/update-billing';
import { postRegistrantName } from './handlers/registrant-name';
import { postEmailCorrection } from './handlers/email-correction';
import {
  getCreditNotePdf,
  postCancellationDecision,
  postCancellationOnBehalf,
  postCancellationRequest,
} from './handlers/cancellations';
import { postVerifyPayment } from './handlers/verify-payment';
import { postRejectPayment } from './handlers/reject-payment';
import { getUpload, getUploadPreview, postPreviewLink } from './handlers/download-upload';
import { getAdminRegistrations } from './handlers/admin-registrations';
import { getAdminExport, getAdminExportXlsx } from './handlers/admin-export';
import { getAdminStats } from './handlers/admin-stats';
import { getReceipt } from './handlers/get-receipt';
import { getMailLog, getMailProblems, postMailResend } from './handlers/admin-mail';
import { getTestMail, postTestMail } from './handlers/test-mail';
import { getProbe, postProbe } from './handlers/probe';
import { postUndoVerification } from './handlers/undo-verification';
import { postWithdrawVerification } from './handlers/withdraw-verification';
import { postIeeeMembershipDecision } from './handlers/ieee-membership';
import { postBulkReminders, postBulkVerify } from './handlers/admin-bulk';
import { postReconciliation, postReconciliationPreview } from './handlers/admin-reconciliation';
import { getPaperCoverage, postAcceptedPapers, postPaperReminders } from './handlers/admin-papers';
import { getPass } from './handlers/get-pass';
import { postEraseRegistration } from './handlers/erase-registration';
import { getDataExport, postDataRequest } from './handlers/data-access';
import { postReissuePasses } from './handlers/reissue-passes';
import { getInvoicePdf, postInvoiceCorrection, postIssueInvoice } from './handlers/invoices';
import { getAccounts, getAccountsCsv, getGstr1Json, getGstr1Summary } from './handlers/accounts';
import { getEInvoiceJson, getEInvoices, postEInvoiceAnswer } from './handlers/e-invoices';
import {
  getSponsorById,
  getSponsorInvoicePdf,
  getSponsors,
  postSponsor,
  postSponsorInvoice,
  postSponsorPayment,
  postSponsorPaymentWithdrawal,
  getSponsorCreditNotePdf,
  getSponsorCode,
  postSponsorCodeRevocation,
  postSponsorCodes,
} from './handlers/sponsors';
import { getCheckInSearch, postCheckIn } from './handlers/check-in';
import { postUndoCheckIn } from './handlers/undo-check-in';
import { postBadgesPdf } from './handlers/badges';
import {
  getCertificatePdf,
  getCertificatePdfByCode,
  getCertificates,
  getCertificateView,
  postSendCertificates,
} from './handlers/certificates';
import { replyError, replyJson } from './reply';
import { requireAppCheck } from './app-check';
import { callerFor } from './access';
import { assertContentType, assertSameOrigin, clientAddress } from './guards';
import { recordAccess } from '../services/access-log';
import { isRegistrationId } from '../domain/registration-id';
import { compileTemplate } from './route-template';
import type { Access, ApiRequest, ApiResponse, Route, RouteOf, RouteParams } from './types';

/**
 * Every call, who may make it (`access`, checked in `serve` before the handler runs), the body it
 * reads and whether it needs App Check. docs/api.md lists them with the same access.
 */
export const routes: Route[] = [
  { method: 'GET', path: '/api/health', access: 'anyone', handler: getHealth },
  { method: 'GET', path: '/api/registration-window', access: 'anyone', handler: getRegistrationWindow },
  { method: 'GET', path: '/api/client-address', access: 'anyone', handler: getClientAddress },
  {
    method: 'POST',
    path: '/api/ieee-verification/ieee-status',
    access: 'anyone',
    handler: postIeeeStatus,
    body: 'json',
    appCheck: true,
  },
  {
    method: 'POST',
    path: '/api/registrations',
    access: 'anyone',
    handler: postRegistration,
    body: 'multipart',
    appCheck: true,
  },
  {
    method: 'GET',
    path: '/api/registrations/{id}',
    access: 'anyone-or-admin',
    handler: getRegistrationById,
  },
  {
    method: 'GET',
    path: '/api/registrations/{id}/receipt.pdf',
    access: 'registrant-or-admin',
    handler: getReceipt,
  },
  {
    method: 'GET',
    path: '/api/registrations/{id}/invoice',
    access: 'registrant-or-admin',
    handler: getInvoicePdf,
  },
  {
    method: 'GET',
    path: '/api/registrations/{id}/certificate.pdf',
    access: 'registrant-or-admin',
    handler: getCertificatePdf,
  },
  { method: 'GET', path: '/api/certificates/{code}', access: 'anyone', handler: getCertificateView },
  {
    method: 'GET',
    path: '/api/certificates/{code}/certificate.pdf',
    access: 'anyone',
    handler: getCertificatePdfByCode,
  },
  { method: 'GET', path: '/api/verify/{token}', access: 'anyone', handler: getVerifyEmail },
  {
    method: 'POST',
    path: '/api/registrations/{id}/data-request',
    access: 'anyone',
    handler: postDataRequest,
    appCheck: true,
  },
  { method: 'GET', path: '/api/data/{token}', access: 'anyone', handler: getDataExport },
  {
    method: 'POST',
    path: '/api/registrations/{id}/billing',
    access: 'registrant-or-admin',
    handler: postBillingDetails,
    body: 'json',
    appCheck: true,
  },
  {
    method: 'POST',
    path: '/api/registrations/{id}/cancellation',
    access: 'registrant-or-admin',
    handler: postCancellationRequest,
    body: 'json',
    appCheck: true,
  },
  {
    method: 'GET',
    path: '/api/registrations/{id}/credit-note',
    access: 'registrant-or-admin',
    handler: getCreditNotePdf,
  },

  { method: 'GET', path: '/api/passes/{code}', access: 'anyone', handler: getPass },
  {
    method: 'GET',
    path: '/api/sponsor-codes/{code}',
    access: 'anyone',
    handler: getSponsorCode,
  },
  {
    method: 'POST',
    path: '/api/registrations/{id}/resend-verification',
    access: 'anyone',
    handler: postResendVerification,
    appCheck: true,
  },
  {
    method: 'POST',
    path: '/api/payments',
    access: 'anyone',
    handler: postPayment,
    body: 'multipart',
    appCheck: true,
  },
  {
    method: 'POST',
    path: '/api/verify/verify-registration/{id}',
    access: 'admin',
    handler: postVerifyPayment,
  },
  {
    method: 'POST',
    path: '/api/verify/reject-payment/{id}',
    access: 'admin',
    handler: postRejectPayment,
    body: 'json',
  },
  {
    method: 'POST',
    path: '/api/verify/undo-verification/{id}',
    access: 'admin',
    handler: postUndoVerification,
  },
  {
    method: 'POST',
    path: '/api/verify/withdraw-verification/{id}',
    access: 'admin-recent',
    handler: postWithdrawVerification,
    body: 'json',
  },
  { method: 'GET', path: '/api/admin/registrations', access: 'admin', handler: getAdminRegistrations },
  { method: 'GET', path: '/api/admin/registrations.csv', access: 'admin', handler: getAdminExport },
  { method: 'GET', path: '/api/admin/registrations.xlsx', access: 'admin', handler: getAdminExportXlsx },
  { method: 'GET', path: '/api/admin/stats', access: 'admin', handler: getAdminStats },
  { method: 'GET', path: '/api/admin/accounts', access: 'admin', handler: getAccounts },
  { method: 'GET', path: '/api/admin/accounts.csv', access: 'admin', handler: getAccountsCsv },
  { method: 'GET', path: '/api/admin/accounts/gstr1', access: 'admin', handler: getGstr1Summary },
  { method: 'GET', path: '/api/admin/accounts/gstr1.json', access: 'admin', handler: getGstr1Json },
  { method: 'GET', path: '/api/admin/e-invoices', access: 'admin', handler: getEInvoices },
  { method: 'GET', path: '/api/admin/e-invoices.json', access: 'admin', handler: getEInvoiceJson },
  {
    method: 'POST',
    path: '/api/admin/e-invoices/answer',
    access: 'admin',
    handler: postEInvoiceAnswer,
    body: 'json',
  },
  { method: 'GET', path: '/api/admin/sponsors', access: 'admin', handler: getSponsors },
  { method: 'POST', path: '/api/admin/sponsors', access: 'admin', handler: postSponsor, body: 'json' },
  { method: 'GET', path: '/api/admin/sponsors/{id}', access: 'admin', handler: getSponsorById },
  {
    method: 'POST',
    path: '/api/admin/sponsors/{id}/payment',
    access: 'admin',
    handler: postSponsorPayment,
    body: 'json',
  },
  {
    method: 'POST',
    path: '/api/admin/sponsors/{id}/payment/withdrawal',
    access: 'admin',
    handler: postSponsorPaymentWithdrawal,
    body: 'json',
  },
  {
    method: 'GET',
    path: '/api/admin/sponsors/{id}/credit-note',
    access: 'admin',
    handler: getSponsorCreditNotePdf,
  },
  {
    method: 'POST',
    path: '/api/admin/sponsors/{id}/invoice',
    access: 'admin',
    handler: postSponsorInvoice,
  },
  {
    method: 'GET',
    path: '/api/admin/sponsors/{id}/invoice',
    access: 'admin',
    handler: getSponsorInvoicePdf,
  },
  {
    method: 'POST',
    path: '/api/admin/sponsors/{id}/codes',
    access: 'admin',
    handler: postSponsorCodes,
    body: 'json',
  },
  {
    method: 'POST',
    path: '/api/admin/sponsors/{id}/codes/{code}/revocation',
    access: 'admin',
    handler: postSponsorCodeRevocation,
  },
  {
    method: 'POST',
    path: '/api/admin/bulk/verify-payments',
    access: 'admin',
    handler: postBulkVerify,
    body: 'json',
  },
  {
    method: 'POST',
    path: '/api/admin/reconciliation',
    access: 'admin',
    handler: postReconciliation,
    body: 'multipart',
  },
  {
    method: 'POST',
    path: '/api/admin/reconciliation/preview',
    access: 'admin',
    handler: postReconciliationPreview,
    body: 'multipart',
  },
  { method: 'GET', path: '/api/admin/paper-coverage', access: 'admin', handler: getPaperCoverage },
  {
    method: 'POST',
    path: '/api/admin/paper-coverage',
    access: 'admin',
    handler: postAcceptedPapers,
    body: 'json',
  },
  {
    method: 'POST',
    path: '/api/admin/paper-coverage/reminders',
    access: 'admin',
    handler: postPaperReminders,
  },
  {
    method: 'POST',
    path: '/api/admin/bulk/payment-reminders',
    access: 'admin',
    handler: postBulkReminders,
    body: 'json',
  },
  {
    method: 'GET',
    path: '/api/admin/registrations/{id}/mail',
    access: 'admin',
    handler: getMailLog,
  },
  {
    method: 'POST',
    path: '/api/admin/registrations/{id}/ieee-membership',
    access: 'admin',
    handler: postIeeeMembershipDecision,
    body: 'json',
  },
  {
    method: 'POST',
    path: '/api/admin/registrations/{id}/invoice',
    access: 'admin',
    handler: postIssueInvoice,
  },
  {
    method: 'POST',
    path: '/api/admin/registrations/{id}/name',
    access: 'admin',
    handler: postRegistrantName,
    body: 'json',
  },
  {
    method: 'POST',
    path: '/api/admin/registrations/{id}/email',
    access: 'admin-recent',
    handler: postEmailCorrection,
    body: 'json',
  },
  {
    method: 'POST',
    path: '/api/admin/registrations/{id}/invoice/correction',
    access: 'admin-recent',
    handler: postInvoiceCorrection,
    body: 'json',
  },
  {
    method: 'POST',
    path: '/api/admin/registrations/{id}/cancellation',
    access: 'admin-recent',
    handler: postCancellationDecision,
    body: 'json',
  },
  {
    method: 'POST',
    path: '/api/admin/registrations/{id}/cancellation/request',
    access: 'admin',
    handler: postCancellationOnBehalf,
    body: 'json',
  },
  {
    method: 'POST',
    path: '/api/admin/registrations/{id}/erase',
    access: 'admin-recent',
    handler: postEraseRegistration,
    body: 'json',
  },
  { method: 'GET', path: '/api/admin/mail/problems', access: 'admin', handler: getMailProblems },
  {
    method: 'POST',
    path: '/api/admin/mail/{mailId}/resend',
    access: 'admin',
    handler: postMailResend,
  },
  { method: 'POST', path: '/api/admin/test-mail', access: 'admin', handler: postTestMail, body: 'json' },
  { method: 'GET', path: '/api/admin/test-mail/{mailId}', access: 'admin', handler: getTestMail },
  { method: 'POST', path: '/api/admin/probe', access: 'admin', handler: postProbe },
  { method: 'GET', path: '/api/admin/probe/{probeId}', access: 'admin', handler: getProbe },

  { method: 'GET', path: '/api/admin/desk-staff', access: 'admin', handler: getDeskStaff },
  { method: 'POST', path: '/api/admin/desk-staff', access: 'admin', handler: postDeskStaff, body: 'json' },
  {
    method: 'POST',
    path: '/api/admin/desk-staff/revoke',
    access: 'admin',
    handler: postRevokeDeskStaff,
    body: 'json',
  },
  { method: 'POST', path: '/api/admin/check-in', access: 'checkin-staff', handler: postCheckIn, body: 'json' },
  { method: 'GET', path: '/api/admin/check-in/search', access: 'checkin-staff', handler: getCheckInSearch },
  {
    method: 'POST',
    path: '/api/admin/passes/reissue',
    access: 'admin-recent',
    handler: postReissuePasses,
  },
  {
    method: 'POST',
    path: '/api/admin/check-in/undo',
    access: 'admin',
    handler: postUndoCheckIn,
    body: 'json',
  },
  { method: 'POST', path: '/api/admin/badges.pdf', access: 'admin', handler: postBadgesPdf, body: 'json' },
  { method: 'GET', path: '/api/admin/certificates', access: 'admin', handler: getCertificates },
  {
    method: 'POST',
    path: '/api/admin/certificates/send',
    access: 'admin',
    handler: postSendCertificates,
  },
  {
    method: 'GET',
    path: '/backend/uploads/{id}/{name}',
    access: 'admin',
    handler: getUpload,
  },
  {
    method: 'POST',
    path: '/api/admin/uploads/{id}/{name}/preview-link',
    access: 'admin',
    handler: postPreviewLink,
  },
  // The signed link is the credential: a frame cannot send the administrator's token.
  {
    method: 'GET',
    path: '/backend/uploads/{id}/{name}/preview',
    access: 'anyone',
    handler: getUploadPreview,
  },
];

/** Each route's template compiled once, when the function loads: a bad template fails as it loads, not at a call. */
const compiled = routes.map((route) => ({ route, template: compileTemplate(route.path) }));

export async function handleRequest(req: ApiRequest, res: ApiResponse): Promise<void> {
  const path = req.path.replace(/\/+$/, '') || '/';
  const matching = compiled.flatMap(({ route, template }) => {
    const params = template.match(path);
    return params ? [{ route, params }] : [];
  });
  if (matching.length === 0) {
    replyError(res, 404, API_NOT_FOUND);
    return;
  }
  const found = matching.find((candidate) => candidate.route.method === req.method);
  if (!found) {
    res.set('Allow', matching.map((candidate) => candidate.route.method).join(', '));
    replyError(res, 405, METHOD_NOT_ALLOWED);
    return;
  }
  const { route, params } = found;
  await runAsOf(
    req.get(SUITE_NOW_HEADER),
    () => serve(route, req, res, params, path),
    async () => replyError(res, 400, SUITE_NOW_INVALID),
  );
}

async function serve(route: Route, req: ApiRequest, res: ApiResponse, params: RouteParams, path: string) {
  try {
    // Every POST changes state or answers with what a visitor may not let another site read.
    if (route.method === 'POST') assertSameOrigin(req);
    if (route.appCheck) await requireAppCheck(req, route);
    // The union of routes is narrowed to one access: each route's handler takes its own caller.
    await callerThenHandler(route as RouteOf<Access>, req, res, params);
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

/** Whoever may not call the route is refused before its body is even looked at. */
async function callerThenHandler<A extends Access>(
  route: RouteOf<A>,
  req: ApiRequest,
  res: ApiResponse,
  params: RouteParams,
): Promise<void> {
  const caller = await callerFor(route.access, req, params);
  // Every call staff make is in the access log before it is served (services/access-log.ts).
  if (caller) {
    await recordAccess(caller, {
      method: req.method,
      url: req.originalUrl || req.url,
      registrationId: params.id !== undefined && isRegistrationId(params.id) ? params.id : null,
      address: clientAddress(req),
    });
  }
  if (route.body) assertContentType(req, route.body);
  await route.handler(req, res, params, caller);
}
