import { MAX_GROUP_STUDENTS } from '../domain/tiers';
import { CERTIFICATE_TYPE, FILE_TOO_LARGE, ONLY_PDF } from '../domain/messages';
import { MAX_UPLOAD_BYTES } from '../domain/limits';
import { hasPdfSignature } from '../domain/uploads';
import type { FileKind } from '../services/files';
import { DomainError } from '../domain/errors';
import type { MultipartLimits, UploadedFile } from './multipart';

export const UPLOAD_LIMITS: MultipartLimits = {
  maxFileBytes: MAX_UPLOAD_BYTES,
  // Hosting accepts 32 MB; a full group of 50 with ID cards fits well within 30.
  maxRequestBytes: 30 * 1024 * 1024,
  maxFiles: 2 + 2 * MAX_GROUP_STUDENTS,
  maxFields: 10,
  // The `data` JSON of the largest group stays far below this.
  maxFieldBytes: 256 * 1024,
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (data: Buffer, signature: number[]) => signature.every((byte, index) => data[index] === byte);

/** What a file really is, judged by its bytes, not by its name or declared type. */
export function sniffKind(data: Buffer): FileKind | null {
  if (hasPdfSignature(data)) return 'pdf';
  if (startsWith(data, PNG)) return 'png';
  if (startsWith(data, JPEG)) return 'jpeg';
  return null;
}

export function requirePdf(file: UploadedFile): FileKind {
  if (file.data.length > MAX_UPLOAD_BYTES) throw new DomainError('too-large', FILE_TOO_LARGE);
  if (sniffKind(file.data) !== 'pdf') throw new DomainError('unsupported-media', ONLY_PDF);
  return 'pdf';
}

/** IEEE certificates may also be a photo or a screenshot of the membership card. */
export function requireCertificate(file: UploadedFile): FileKind {
  const kind = sniffKind(file.data);
  if (!kind) throw new DomainError('unsupported-media', CERTIFICATE_TYPE);
  return kind;
}
