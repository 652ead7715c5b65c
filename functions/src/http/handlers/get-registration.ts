import { statusLookupSchema } from '../../domain/registration-schema';
import { consumeRateLimit } from '../../services/rate-limit';
import { requireAdmin } from '../../services/admin-auth';
import { matchedStatementLine } from '../../services/reconciliation';
import { auditTrail, getRegistration, type RegistrationRecord } from '../../services/registrations';
import { STATUS_ID_UNKNOWN } from '../../domain/messages';
import { ApiError } from '../errors';
import { clientAddress } from '../guards';
import { parseOrThrow } from '../input';
import { replyJson } from '../reply';
import type { RouteHandler } from '../types';

/** "asha.rao@example.org" → "a***o@example.org": enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const visible = local.length <= 2 ? `${local[0] ?? ''}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${visible}@${domain}`;
}

/** What anyone who knows the registration ID may see: no address, ID or phone number. */
export function publicView(record: RegistrationRecord) {
  const {
    nationalId: _n,
    address: _a,
    postcode: _p,
    mobile: _m,
    verificationTokenHash: _t,
    searchKeys: _s,
    sortKey: _k,
    clientRequestId: _c,
    ...rest
  } = record;
  return {
    ...rest,
    // The spec's contract: absent means no proof uploaded yet.
    paymentVerified: record.paymentVerified ?? undefined,
    email: maskEmail(record.email),
    ieeeCert: record.ieeeCert?.fileName,
    receipt: undefined,
    paymentProofs: record.paymentProofs.map((proof) => ({
      paymentReferenceId: proof.paymentReferenceId,
      receiptFileName: proof.receipt.fileName,
      uploadedAt: proof.uploadedAt.toDate().toISOString(),
    })),
    students: record.students?.map((student) => ({
      name: student.name,
      idNumber: student.idNumber,
      ieeeNumber: student.ieeeNumber,
      idCard: student.idCard.fileName,
      ieeeCert: student.ieeeCert?.fileName,
    })),
    createdAt: record.createdAt.toDate().toISOString(),
    updatedAt: record.updatedAt.toDate().toISOString(),
  };
}

/**
 * GET /api/registrations/{id} → {success, data}; an unknown id is a 404. Anyone with the id
 * sees the public view; a request carrying an administrator's ID token gets the full record
 * with its audit trail (a token that is not an administrator's is refused, not downgraded).
 */
export const getRegistrationById: RouteHandler = async (req, res, params) => {
  const asAdmin = req.headers.authorization !== undefined;
  if (asAdmin) await requireAdmin(req);
  else await consumeRateLimit('status', clientAddress(req), new Date());
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  const record = await getRegistration(id);
  if (!record) throw new ApiError('not-found', STATUS_ID_UNKNOWN);
  if (!asAdmin) {
    replyJson(res, 200, { success: true, data: publicView(record) });
    return;
  }
  const { verificationTokenHash: _hash, searchKeys: _keys, sortKey: _sort, ...full } = record;
  const [audit, statementLine] = await Promise.all([auditTrail(id), matchedStatementLine(id)]);
  // The proof review shows the expected total (pricing), the typed reference and, when a bank
  // statement line matched it, that line.
  replyJson(res, 200, { success: true, data: { ...full, audit, statementLine } });
};
