import { randomBytes } from 'node:crypto';
import {
  ALREADY_REGISTERED,
  IEEE_INACTIVE,
  IEEE_UNAVAILABLE_CONTINUE,
  REGISTRATION_DATA_MISSING,
  REGISTRATION_DATA_NOT_JSON,
  REGISTRATION_DATA_NOT_OBJECT,
  TEXT_BROKEN,
  SPONSOR_CODE_USED,
  STATE_FOR_INVOICE,
  studentIeeeUnavailableContinue,
} from '../../domain/messages';
import { TAX } from '../../domain/conference';
import { invoiceNeedsState } from '../../domain/invoice';
import { pricingPeriod, registrationTotal } from '../../domain/pricing';
import { sponsoredTotal } from '../../domain/sponsor-codes';
import { claimableCode, type ClaimableCode } from '../../services/sponsor-codes';
import { formatRegistrationId, REGISTRATION_ID_RANDOM_BYTES } from '../../domain/registration-id';
import { PRIVACY_NOTICE_VERSION } from '../../domain/retention';
import { registrationDataSchema, type RegistrationData } from '../../domain/registration-schema';
import { eraseIfStaleUnverified } from '../../services/erasure';
import { deleteFiles, storeFile, type StoredFile } from '../../services/files';
import { membershipStatus } from '../../services/ieee';
import { verificationMail } from '../../services/mail';
import { consumeRateLimit } from '../../services/rate-limit';
import {
  createRegistrationDocuments,
  findEmailClaim,
  isAlreadyExists,
  isFailedPrecondition,
  searchKeysOf,
  sortKeyOf,
  type RegistrationRecord,
  type StoredStudent,
} from '../../services/registrations';
import { newToken, TOKEN_LIFETIME_MS } from '../../services/tokens';
import { DomainError } from '../../domain/errors';
import { holdsBrokenText } from '../../domain/schema-helpers';
import { assertRegistrationOpen, clientAddress } from '../guards';
import { parseOrThrow } from '../input';
import { parseMultipart, type UploadedFile } from '../multipart';
import { collectRegistrationFiles, type PendingFile } from '../registration-files';
import { createdRegistrationBodySchema } from '../../domain/api/create-registration';
import { replyBody } from '../reply';
import type { RouteHandler } from '../types';
import { UPLOAD_LIMITS } from '../uploads';
import { currentTime } from '../../clock';

/**
 * POST /api/registrations: validates with the wizard's own schemas, re-checks IEEE numbers,
 * recomputes the total, stores the files, then writes record, token, audit and mail at once.
 */
export const postRegistration: RouteHandler = async (req, res) => {
  const now = currentTime();
  await consumeRateLimit('registration', clientAddress(req), now);
  const { fields, files } = await parseMultipart(req, UPLOAD_LIMITS);
  // A request that cannot be read is told so first; a readable one outside the window, that.
  assertRegistrationOpen(now);
  const { data, ieeeMembershipToCheck, studentsToCheck } = await withCheckedIeeeNumbers(
    parseOrThrow(registrationDataSchema, parseDataField(fields.get('data'))),
    now,
    files,
  );
  const pending = collectRegistrationFiles(data, files);

  const earlier = await existingRegistrationOf(data, now);
  if (earlier) {
    replyBody(res, 200, createdRegistrationBodySchema, { success: true, id: earlier });
    return;
  }
  // Read after the retry's check above: an earlier attempt of this very submission used the code.
  const sponsored = data.sponsorCode ? await claimableCode(data.sponsorCode) : null;
  const pricing = pricingOf(data, now, sponsored);
  // Its tax invoice must name the state (rule 46(e)): asked for before anything is stored. A
  // complimentary registration is never invoiced.
  if (sponsored?.sponsoredBy.kind !== 'complimentary' && invoiceNeedsState(data, pricing.total, TAX.ratePercent)) {
    throw new DomainError('bad-request', STATE_FOR_INVOICE);
  }

  const id = formatRegistrationId(randomBytes(REGISTRATION_ID_RANDOM_BYTES));
  const stored: StoredFile[] = [];
  try {
    const placed = await Promise.all(
      pending.map(async (item) => ({ item, file: await storeFile(id, item.slot, item.file, item.kind) })),
    );
    stored.push(...placed.map(({ file }) => file));
    const { token, hash } = newToken();
    const record = {
      ...buildRecord(id, data, placed, hash, now, sponsored, pricing, studentsToCheck),
      ...(ieeeMembershipToCheck ? { ieeeMembershipToCheck } : {}),
    };
    await createRegistrationDocuments({
      record,
      tokenHash: hash,
      tokenExpiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
      mail: verificationMail({
        registrationId: id,
        email: record.email,
        token,
        event: 'verify-email-1',
      }),
      ...(sponsored ? { sponsorCode: sponsored } : {}),
    });
  } catch (error) {
    // Nothing half-written: files of a registration that was not recorded are removed.
    await deleteFiles(stored);
    // The sponsor's code changed since it was read: used by another registration, or withdrawn.
    if (sponsored && isFailedPrecondition(error)) {
      const winner = await existingRegistrationOf(data, now);
      if (winner) {
        replyBody(res, 200, createdRegistrationBodySchema, { success: true, id: winner });
        return;
      }
      await claimableCode(sponsored.ref.id);
      throw new DomainError('conflict', SPONSOR_CODE_USED);
    }
    if (!isAlreadyExists(error)) throw error;
    // The same address was registered while this request ran: a concurrent retry of this very
    // submission gets that registration, anything else goes to the status page.
    const winner = await existingRegistrationOf(data, now);
    if (winner) {
      replyBody(res, 200, createdRegistrationBodySchema, { success: true, id: winner });
      return;
    }
    throw new DomainError('conflict', ALREADY_REGISTERED, { redirect: true });
  }
  replyBody(res, 201, createdRegistrationBodySchema, { success: true, id });
};

/**
 * The id of this submission's registration if an earlier attempt (same client request id)
 * already stored it; a conflict if the address belongs to another registration.
 */
async function existingRegistrationOf(data: RegistrationData, now: Date): Promise<string | null> {
  const claim = await findEmailClaim(data.email);
  if (!claim) return null;
  if (data.clientRequestId && claim.clientRequestId === data.clientRequestId) return claim.registrationId;
  // An address registered and never verified is held only for a while (domain/retention.ts).
  if (await eraseIfStaleUnverified(claim.registrationId, now)) return null;
  throw new DomainError('conflict', ALREADY_REGISTERED, { redirect: true });
}

function parseDataField(raw: string | undefined): object {
  if (raw === undefined) throw new DomainError('bad-request', REGISTRATION_DATA_MISSING);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new DomainError('bad-request', REGISTRATION_DATA_NOT_JSON);
  }
  // An array, null or a bare value is no form: said so, not in the schema's words about types.
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new DomainError('bad-request', REGISTRATION_DATA_NOT_OBJECT);
  if (holdsBrokenText(parsed)) throw new DomainError('bad-request', TEXT_BROKEN);
  return parsed;
}

/**
 * The registrant's own number must be Active; a student's is kept only if it is. When IEEE's
 * service cannot be reached for a number, a registration with that person's membership certificate
 * goes on at the IEEE rate, marked for an administrator to check (the payment cannot be verified
 * before); without the certificate it is refused with what to do.
 */
async function withCheckedIeeeNumbers(
  data: RegistrationData,
  now: Date,
  files: Map<string, UploadedFile>,
): Promise<{ data: RegistrationData; ieeeMembershipToCheck: boolean; studentsToCheck: ReadonlySet<number> }> {
  const statusOf = (number: string, certificate: UploadedFile | undefined, unavailable: string) =>
    membershipStatus(number, now).catch((error: unknown) => {
      if (!(error instanceof DomainError) || error.kind !== 'upstream') throw error;
      if (!certificate || certificate.data.length === 0) throw new DomainError('upstream', unavailable);
      return 'unreachable' as const;
    });
  let ieeeMembershipToCheck = false;
  if (data.ieeeNumber !== undefined) {
    const status = await statusOf(data.ieeeNumber, files.get('ieeeCert'), IEEE_UNAVAILABLE_CONTINUE);
    if (status === 'unreachable') ieeeMembershipToCheck = true;
    else if (status !== 'Active') throw new DomainError('bad-request', IEEE_INACTIVE);
  }
  const studentsToCheck = new Set<number>();
  if (!data.students) return { data, ieeeMembershipToCheck, studentsToCheck };
  const students = await Promise.all(
    data.students.map(async (student, index) => {
      if (student.ieeeNumber === undefined) return student;
      const certificate = files.get(`students[${index}].ieeeCert`);
      const status = await statusOf(student.ieeeNumber, certificate, studentIeeeUnavailableContinue(index + 1));
      if (status === 'unreachable') studentsToCheck.add(index);
      return status === 'Active' || status === 'unreachable' ? student : { ...student, ieeeNumber: undefined };
    }),
  );
  return {
    data: { ...data, students },
    ieeeMembershipToCheck: ieeeMembershipToCheck || studentsToCheck.size > 0,
    studentsToCheck,
  };
}

function buildRecord(
  id: string,
  data: RegistrationData,
  placed: { item: PendingFile; file: StoredFile }[],
  tokenHash: string,
  now: Date,
  sponsored: ClaimableCode | null,
  pricing: ReturnType<typeof pricingOf>,
  studentsToCheck: ReadonlySet<number>,
): RegistrationRecord {
  const { students, clientRequestId, totalAmount: _clientTotal, sponsorCode: _typed, ...given } = data;
  // A complimentary registration is never invoiced, so it keeps no one to invoice.
  const { billing: _billing, ...unbilled } = given;
  const rest = sponsored?.sponsoredBy.kind === 'complimentary' ? unbilled : given;
  const fileFor = (kind: PendingFile['target']['kind'], index?: number) =>
    placed.find(
      ({ item }) => item.target.kind === kind && ('index' in item.target ? item.target.index === index : true),
    )?.file;
  const storedStudents = students?.map((student, index): StoredStudent => {
    const idCard = fileFor('studentIdCard', index);
    if (!idCard) throw new Error(`Student ${index + 1}'s ID card was not stored.`);
    const ieeeCert = fileFor('studentIeeeCert', index);
    return {
      name: student.name,
      idNumber: student.idNumber,
      ...(student.ieeeNumber !== undefined ? { ieeeNumber: student.ieeeNumber } : {}),
      idCard,
      ...(ieeeCert ? { ieeeCert } : {}),
      ...(studentsToCheck.has(index) ? { ieeeMembershipToCheck: true } : {}),
    };
  });
  const ieeeCert = fileFor('ieeeCert');
  return stripUndefined({
    ...rest,
    id,
    ...(storedStudents ? { students: storedStudents } : {}),
    ...(ieeeCert ? { ieeeCert } : {}),
    totalAmount: pricing.total,
    pricing,
    ...(sponsored
      ? { sponsorCode: { code: sponsored.ref.id, sponsorId: sponsored.sponsorId, ...sponsored.sponsoredBy } }
      : {}),
    verified: false,
    reviewStatus: 'email-unverified',
    sortKey: sortKeyOf(now, id),
    searchKeys: searchKeysOf({
      id,
      email: rest.email,
      firstName: rest.firstName,
      lastName: rest.lastName,
      ...(storedStudents ? { students: storedStudents } : {}),
    }),
    paymentProofs: [],
    verificationTokenHash: tokenHash,
    ...(clientRequestId ? { clientRequestId } : {}),
    privacyNotice: PRIVACY_NOTICE_VERSION,
    createdAt: now,
    updatedAt: now,
  });
}

/** Firestore refuses `undefined` values; optional fields the registrant left out are simply absent. */
function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)) as T;
}

/** A sponsor's code prices the registration by what it is; the tier's fee does not apply. */
function pricingOf(data: RegistrationData, now: Date, sponsored: ClaimableCode | null) {
  return sponsored
    ? sponsoredTotal(sponsored.sponsoredBy, sponsored.amount, pricingPeriod(now))
    : registrationTotal(data, now);
}
