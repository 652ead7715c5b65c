// The rules for uploads, without zod: a form checks a chosen file before any schema has loaded,
// and upload-schemas.ts builds its schemas from these same rules.
import { MAX_UPLOAD_BYTES } from './limits';
import { CERTIFICATE_TYPE, FILE_TOO_LARGE, ONLY_PDF, receiptNotPdf, receiptTooLarge } from './messages';

/**
 * What the rules need to know of an upload; a browser File fits this shape as it is. The rules
 * own it, and upload-schemas' fileRefSchema is checked against it.
 */
export interface FileRef {
  name: string;
  type: string;
  size: number;
}

// Some browsers send no MIME type, or a generic one; the extension then decides.
export const UNTYPED = new Set(['', 'application/octet-stream']);

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

/**
 * The payment receipt's rules, with messages that name the file chosen: a registrant who picked
 * the wrong file sees which one, and what to pick instead.
 */
export function receiptProblem(file: FileRef): string | null {
  if (!isPdfFile(file)) return receiptNotPdf(quotedName(file.name));
  if (file.size > MAX_UPLOAD_BYTES) return receiptTooLarge(quotedName(file.name), (file.size / 2 ** 20).toFixed(1));
  return null;
}

// A file's name as a message quotes it: cleaned as displayFileName cleans it (no reordering or
// hidden characters, which would turn the message around them), and a long one by its start and
// its extension, cut between code points.
const QUOTED_NAME_LENGTH = 48;
export function quotedName(name: string): string {
  const shown = Array.from(cleanFileName(name) || 'file');
  const short =
    shown.length <= QUOTED_NAME_LENGTH ? shown : [...shown.slice(0, QUOTED_NAME_LENGTH - 10), '…', ...shown.slice(-9)];
  return `“${short.join('')}”`;
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

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/**
 * Declared types can lie, so the server also checks the bytes. The header must be at byte 0:
 * readers that look further (up to a kilobyte) would accept an executable or an HTML page that
 * merely carries "%PDF-" somewhere in its first kilobyte.
 */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  return PDF_SIGNATURE.every((byte, offset) => bytes[offset] === byte);
}

// `{slot}-{12 hex digits}.{pdf|png|jpg}`, as services/files.ts names every stored file.
const STORED_FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)-[0-9a-f]{12}\.(pdf|png|jpg)$/;

/**
 * The name a stored file is downloaded under: its stored name without the random part that keeps
 * every upload a new object (`student-3-id-card-9f2c….pdf` → `student-3-id-card.pdf`). Null for a
 * name the server cannot have made. The registrant's own file name is never offered.
 */
export function downloadNameOf(storedName: string): string | null {
  const match = STORED_FILE_NAME.exec(storedName);
  return match ? `${match[1]}.${match[2]}` : null;
}

// Characters that corrupt a header or a log line, or change how the rest of a name reads: C0 and C1
// controls; bidirectional marks, embeddings, overrides and isolates (U+202E shows "fdp.exe" as
// "exe.pdf"); line and paragraph separators; invisible ones (soft hyphen, zero-width space, word
// joiner, invisible operators, byte-order mark, Hangul fillers, tag characters). ZWNJ and ZWJ
// (U+200C, U+200D) stay: Indic and Persian names are spelt with them.
const HIDDEN_OR_REORDERING =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\u{e0000}-\u{e007f}]/gu;
const MAX_NAME_CHARACTERS = 120;

/**
 * The registrant's file name as display text: its last path part, without hidden, reordering and
 * control characters or the characters file systems refuse; letters of every script stay.
 */
export function displayFileName(name: string): string {
  // By code point, so a cut never leaves half a surrogate pair.
  return Array.from(cleanFileName(name)).slice(0, MAX_NAME_CHARACTERS).join('').trim() || 'file';
}

/** The name's last path part without the characters displayFileName removes, at its full length. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base
    .normalize('NFC')
    .replace(HIDDEN_OR_REORDERING, '')
    .replace(/["<>|:*?]/g, '')
    .replace(/^[.\s]+/, '')
    .trim();
}

/**
 * Whatever the bytes turn out to be, the document they open as has an origin of its own and runs
 * nothing: `sandbox` without `allow-scripts` or `allow-same-origin`, nothing may be loaded, only
 * the site's own pages may frame it. Chromium's PDF viewer still shows a PDF served so (a sandboxed
 * frame would not). Hosting sets the same header on `/backend/uploads/**` (firebase.json), served by
 * http/handlers/download-upload.ts.
 */
export const UPLOAD_CSP = "sandbox; default-src 'none'; frame-ancestors 'self'";
