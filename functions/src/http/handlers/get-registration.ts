import { balanceOf, dueRoseSinceProof } from '../../domain/balance';
import { stateOf } from '../../domain/lifecycle';
import { statusLookupSchema } from '../../domain/registration-schema';
import { adminRegistrationSchema } from '../../domain/api/admin-record';
import type { TaxDocument } from '../../domain/api/invoice';
import { accessHistoryOf } from '../../services/access-log';
import { CERTIFICATE_FACTS, certificatesOpenAt } from '../../domain/certificate';
import {
  maskEmail,
  maskNumber,
  publicBillingOf,
  publicRegistrationSchema,
  type PublicRegistration,
} from '../../domain/registration-view';
import { attendedHolders } from '../../services/certificates';
import { linkOpens } from '../../services/data-access';
import { taxDocumentsOf } from '../../services/invoices';
import { passPath } from '../../domain/passes';
import { passCodesFor } from '../../services/passes';
import { consumeRateLimit } from '../../services/rate-limit';
import { matchedStatementLine } from '../../services/reconciliation';
import { auditTrail, getRegistration, type RegistrationRecord } from '../../services/registrations';
import { STATUS_ID_UNKNOWN } from '../../domain/messages';
import { DomainError } from '../../domain/errors';
import { clientAddress } from '../guards';
import { parseOrThrow } from '../input';
import { replyData } from '../reply';
import type { RouteHandler } from '../types';
import { currentTime } from '../../clock';

type PublicCertificates = NonNullable<PublicRegistration['certificates']>;

/** After the conference: who of the registration attended, each with a certificate to download. */
async function certificatesOf(record: RegistrationRecord): Promise<PublicCertificates | undefined> {
  if (!certificatesOpenAt(currentTime())) return undefined;
  const attended = await attendedHolders(record);
  const [first, ...others] = attended.map((holder) => ({ person: holder.person, name: holder.name }));
  if (!first) return undefined;
  return { ready: CERTIFICATE_FACTS.complete, persons: [first, ...others] };
}

/**
 * What the registrant sees through the mailed link, before replyData parses it through the
 * domain's public schema: only the fields it lists leave the server.
 */
function linkedFields(
  record: RegistrationRecord,
  certificates: PublicCertificates | undefined,
  taxDocuments: TaxDocument[],
) {
  // The passes once the payment is verified: the registrant's, as the receipt prints it, and each
  // student's, as the verification mailed it to the coordinator (who can then hand one on again).
  const codes = passCodesFor(record);
  return {
    ...referenceFields(record),
    taxDocuments,
    students: record.students?.map((student, index) => {
      const code = codes[`student-${index + 1}`];
      return {
        name: student.name,
        ieeeNumber: student.ieeeNumber ? maskNumber(student.ieeeNumber) : student.ieeeNumber,
        ...(code ? { passPath: passPath(code) } : {}),
      };
    }),
    passPath: codes.registrant ? passPath(codes.registrant) : undefined,
    certificates,
    billing: publicBillingOf(record.billing),
    cancellation: record.cancellation,
    linkOpened: true,
  };
}

/**
 * What the registration ID alone shows: where the registration stands, and the registrant's own
 * name; nobody else's, no pass, no billing details and not what a request to cancel said.
 */
function referenceFields(record: RegistrationRecord) {
  const { cancellation } = record;
  return {
    ...record,
    paymentVerified: record.paymentVerified ?? undefined,
    email: maskEmail(record.email),
    ieeeNumber: record.ieeeNumber ? maskNumber(record.ieeeNumber) : record.ieeeNumber,
    numStudents: record.students ? record.students.length : null,
    students: undefined,
    billing: undefined,
    cancellation: cancellation ? { ...cancellation, reason: null, note: null, refund: null } : cancellation,
    linkOpened: false,
    balance:
      record.amountReceived && record.paymentVerified !== true
        ? { received: record.amountReceived, rest: balanceOf(record) }
        : null,
    amountRose: stateOf(record) === 'proof-under-verification' ? dueRoseSinceProof(record) : null,
    // Whose code made it, never the code itself: whoever holds the ID could not use it anyway.
    sponsored: record.sponsorCode
      ? {
          organisation: record.sponsorCode.organisation,
          level: record.sponsorCode.level,
          kind: record.sponsorCode.kind,
        }
      : null,
    paymentProofs: record.paymentProofs.map((proof) => ({
      paymentReferenceId: proof.paymentReferenceId,
      receiptFileName: proof.receipt.fileName,
      uploadedAt: proof.uploadedAt,
    })),
  };
}

/**
 * GET /api/registrations/{id} → {success, data}; an unknown id is a 404. The ID alone shows the
 * reference view; with `?key=`, a live link key of the registration, the registrant's (a key that
 * opens nothing here is answered as the ID alone: the page then offers a new link). A request
 * carrying an administrator's ID token gets the full record with its audit trail (a token that is
 * not an administrator's is refused, not downgraded).
 */
export const getRegistrationById: RouteHandler<'anyone-or-admin'> = async (req, res, params, admin) => {
  if (!admin) await consumeRateLimit('status', clientAddress(req), currentTime());
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  const record = await getRegistration(id);
  if (!record) throw new DomainError('not-found', STATUS_ID_UNKNOWN);
  if (!admin) {
    const fields = (await linkOpens(req.query.key, id))
      ? linkedFields(record, ...(await Promise.all([certificatesOf(record), taxDocumentsOf(id)])))
      : referenceFields(record);
    replyData(res, 200, publicRegistrationSchema, fields);
    return;
  }
  const [audit, statementLine, accessed, taxDocuments] = await Promise.all([
    auditTrail(id),
    matchedStatementLine(id),
    accessHistoryOf(id),
    taxDocumentsOf(id),
  ]);
  // The proof review shows the expected total (pricing), the typed reference and, when a bank
  // statement line matched it, that line.
  const accessHistory = accessed.map((entry) => ({
    at: entry.at.toISOString(),
    by: entry.email ?? entry.uid,
    role: entry.role,
    call: `${entry.method} ${entry.url}`,
    address: entry.address,
  }));
  replyData(res, 200, adminRegistrationSchema, { ...record, audit, statementLine, accessHistory, taxDocuments });
};
