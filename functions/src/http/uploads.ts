import { MAX_GROUP_STUDENTS } from '../domain/tiers';
import { CERTIFICATE_TYPE, FILE_TOO_LARGE, ONLY_PDF, PDF_UNREADABLE } from '../domain/messages';
import { MAX_UPLOAD_BYTES } from '../domain/limits';
import type { FileKind } from '../services/files';
import { DomainError } from '../domain/errors';
import type { MultipartLimits, UploadedFile } from './multipart';

// The registration's files, by the names the wizard gives them (submit-registration.ts): the IEEE
// certificate, and each student's ID card and certificate, for at most the largest group.
const REGISTRATION_FILE = /^(?:ieeeCert|students\[(\d{1,2})\]\.(?:idCard|ieeeCert))$/;
const isRegistrationFile = (field: string) => {
  const match = REGISTRATION_FILE.exec(field);
  return match !== null && (match[1] === undefined || Number(match[1]) < MAX_GROUP_STUDENTS);
};

/** A registration's form; the other forms name their one file (see `withOneFile`). */
export const UPLOAD_LIMITS: MultipartLimits = {
  fileFields: isRegistrationFile,
  maxFileBytes: MAX_UPLOAD_BYTES,
  // Hosting accepts 32 MB; a full group of 50 with ID cards fits well within 30.
  maxRequestBytes: 30 * 1024 * 1024,
  maxFiles: 2 + 2 * MAX_GROUP_STUDENTS,
  maxFields: 10,
  // The `data` JSON of the largest group stays far below this.
  maxFieldBytes: 256 * 1024,
};

/** A form of one file under `field` (a proof of payment, a bank statement). */
export const withOneFile = (field: string): MultipartLimits => ({
  ...UPLOAD_LIMITS,
  fileFields: (name) => name === field,
  maxFiles: 1,
});

function requireSize(file: UploadedFile): void {
  if (file.data.length > MAX_UPLOAD_BYTES) throw new DomainError('too-large', FILE_TOO_LARGE);
}

/** Receipts and ID cards: a PDF that opens, whatever the file is called or declared to be. */
export function requirePdf(file: UploadedFile): FileKind {
  requireSize(file);
  if (file.content === 'unreadable-pdf') throw new DomainError('bad-request', PDF_UNREADABLE);
  if (file.content !== 'pdf') throw new DomainError('unsupported-media', ONLY_PDF);
  return file.content;
}

/** IEEE certificates may also be a photo or a screenshot of the membership card. */
export function requireCertificate(file: UploadedFile): FileKind {
  requireSize(file);
  if (file.content === 'unreadable-pdf') throw new DomainError('bad-request', PDF_UNREADABLE);
  if (file.content === 'other') throw new DomainError('unsupported-media', CERTIFICATE_TYPE);
  return file.content;
}
