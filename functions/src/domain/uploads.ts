import { z } from 'zod';
import { CERTIFICATE_TYPE, FILE_TOO_LARGE, ONLY_PDF } from './messages';
import { report } from './schema-helpers';

import { MAX_UPLOAD_BYTES } from './limits';

export const fileRefSchema = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number().int().nonnegative(),
});
/** What the rules need to know of an upload; a browser File fits this shape as it is. */
export type FileRef = z.infer<typeof fileRefSchema>;

// Some browsers send no MIME type, or a generic one; the extension then decides.
const UNTYPED = new Set(['', 'application/octet-stream']);

export function isPdfFile(file: FileRef): boolean {
  if (file.type === 'application/pdf') return true;
  return UNTYPED.has(file.type) && /\.pdf$/i.test(file.name);
}

/** The message an upload earns, or null when it is an acceptable PDF. */
export function uploadProblem(file: FileRef): string | null {
  if (!isPdfFile(file)) return ONLY_PDF;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE;
  return null;
}

const CERTIFICATE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/**
 * IEEE certificates may also be a photo or screenshot of the membership card: PDF, PNG or JPEG
 * (the server checks the bytes too).
 */
export function certificateProblem(file: FileRef): string | null {
  const typed = CERTIFICATE_TYPES.has(file.type) || (UNTYPED.has(file.type) && /\.(pdf|png|jpe?g)$/i.test(file.name));
  if (!typed) return CERTIFICATE_TYPE;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE;
  return null;
}

export const certificateFileSchema = fileRefSchema.superRefine((file, ctx) => {
  const problem = certificateProblem(file);
  if (problem) report(ctx, problem);
});

export const pdfFileSchema = fileRefSchema.superRefine((file, ctx) => {
  const problem = uploadProblem(file);
  if (problem) report(ctx, problem);
});

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
// PDF readers accept the header anywhere in the first kilobyte.
const SIGNATURE_WINDOW = 1024;

/** Declared types can lie, so the server also checks that the bytes start like a PDF. */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  const lastStart = Math.min(bytes.length, SIGNATURE_WINDOW) - PDF_SIGNATURE.length;
  for (let start = 0; start <= lastStart; start++) {
    if (PDF_SIGNATURE.every((byte, offset) => bytes[start + offset] === byte)) return true;
  }
  return false;
}
