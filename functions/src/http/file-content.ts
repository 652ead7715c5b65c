// What an uploaded file really is, judged by its bytes, never by its name or declared type.
import { hasPdfSignature } from '../domain/uploads';
import type { FileKind } from '../services/files';
import { pdfOpens } from './pdf-opens';

/** A kind the server stores, a PDF that starts like one but does not open, or anything else. */
export type FileContent = FileKind | 'unreadable-pdf' | 'other';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

// Executables, scripts and archives, by the bytes they start with.
const REFUSED_PREFIXES = [
  ascii('MZ'), // Windows PE
  [0x7f, ...ascii('ELF')],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O
  [0xca, 0xfe, 0xba, 0xbe], // Java class, universal Mach-O
  ascii('#!'),
  ascii('PK\x03\x04'),
  ascii('PK\x05\x06'),
  ascii('PK\x07\x08'), // zip, and with it docx, jar, apk
  ascii('Rar!\x1a\x07'),
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7z
  [0x1f, 0x8b], // gzip
  ascii('BZh'),
  [0xfd, ...ascii('7zXZ'), 0x00], // xz
  ascii('MSCF'), // cabinet
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE: doc, xls, msi
];
// Markup a browser would run if it ever sniffed the file; sniffers read the first bytes only.
const HTML_MARKERS = ['<!doctype', '<html', '<head', '<body', '<script', '<iframe', '<svg'];
const SNIFFED_BYTES = 1024;
const ZIP_END = ascii('PK\x05\x06');
const ZIP_END_SIZE = 22;
const ZIP_COMMENT_MAX = 0xffff;

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  prefix.every((byte, offset) => bytes[at + offset] === byte);

/**
 * True for an executable, archive or page of markup, also one hidden in another format: HTML
 * among the first bytes, or a zip's end record at the end, where zip readers look for it.
 */
export function hasRefusedSignature(bytes: Uint8Array): boolean {
  if (REFUSED_PREFIXES.some((prefix) => startsWith(bytes, prefix))) return true;
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, SNIFFED_BYTES))
    .toString('latin1')
    .toLowerCase();
  if (HTML_MARKERS.some((marker) => head.includes(marker))) return true;
  return hasZipEndRecord(bytes);
}

/** A zip's end record: its signature, followed by a comment that runs exactly to the last byte. */
function hasZipEndRecord(bytes: Uint8Array): boolean {
  const last = bytes.length - ZIP_END_SIZE;
  for (let at = last; at >= 0 && at >= last - ZIP_COMMENT_MAX; at--) {
    if (!startsWith(bytes, ZIP_END, at)) continue;
    const commentLength = (bytes[at + 20] ?? 0) | ((bytes[at + 21] ?? 0) << 8);
    if (at + ZIP_END_SIZE + commentLength === bytes.length) return true;
  }
  return false;
}

const PDF_END = ascii('%%EOF');
// Writers may follow the end marker with line breaks or a little padding.
const PDF_END_WINDOW = 1024;

/** A PDF's end-of-file marker in its last kilobyte; a file cut short in transfer has none. */
export function hasPdfTrailer(bytes: Uint8Array): boolean {
  for (let at = bytes.length - PDF_END.length; at >= Math.max(0, bytes.length - PDF_END_WINDOW); at--) {
    if (startsWith(bytes, PDF_END, at)) return true;
  }
  return false;
}

const PNG_SIGNATURE = [0x89, ...ascii('PNG\r\n\x1a\n')];
const PNG_CHUNK_OVERHEAD = 12; // length, type, CRC

/**
 * A PNG whose chunks follow each other from IHDR to IEND, each within the file, and nothing after
 * IEND: a cut-short image, or a PNG with another file appended, fails. Pixels are not decoded.
 */
export function isWellFormedPng(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, PNG_SIGNATURE)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = PNG_SIGNATURE.length;
  let first = true;
  while (at + PNG_CHUNK_OVERHEAD <= bytes.length) {
    const end = at + PNG_CHUNK_OVERHEAD + view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (end > bytes.length || (first && type !== 'IHDR')) return false;
    if (type === 'IEND') return end === bytes.length;
    first = false;
    at = end;
  }
  return false;
}

const JPEG_START = [0xff, 0xd8];
const JPEG_END = 0xd9;
const JPEG_SCAN = 0xda;
// Markers without a length: restart markers and TEM.
const isStandalone = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;
// Start of frame: C0–CF except DHT (C4), JPG (C8) and DAC (CC).
const isFrameStart = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/**
 * A JPEG whose segments follow each other, each within the file, with a frame header, a scan and
 * the end-of-image marker. Bytes after that marker are allowed: phones append their own data
 * there (motion photos put a video after the image). Pixels are not decoded.
 */
export function isWellFormedJpeg(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, JPEG_START)) return false;
  let at = JPEG_START.length;
  let framed = false;
  let scanned = false;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return false;
    while (bytes[at] === 0xff) at++; // fill bytes
    const marker = bytes[at++];
    if (marker === undefined) return false;
    if (marker === JPEG_END) return framed && scanned;
    if (isStandalone(marker)) continue;
    if (at + 2 > bytes.length) return false;
    const length = ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
    if (length < 2 || at + length > bytes.length) return false;
    framed ||= isFrameStart(marker);
    at += length;
    if (marker !== JPEG_SCAN) continue;
    if (!framed) return false;
    scanned = true;
    at = endOfScanData(bytes, at);
  }
  return false;
}

/** Where a scan's compressed data ends: the first 0xFF that is not a stuffed 0xFF00 or a restart marker. */
function endOfScanData(bytes: Uint8Array, from: number): number {
  let at = bytes.indexOf(0xff, from);
  while (at !== -1 && at + 1 < bytes.length) {
    const next = bytes[at + 1] ?? 0;
    if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) return at;
    at = bytes.indexOf(0xff, at + 2);
  }
  return bytes.length;
}

/**
 * What the bytes are: a PDF that opens in pdf-lib with at least one page, a well-formed PNG or
 * JPEG, a PDF that does not open, or something else. Refused signatures win over everything.
 */
export async function inspectContent(bytes: Uint8Array): Promise<FileContent> {
  if (hasRefusedSignature(bytes)) return 'other';
  if (hasPdfSignature(bytes)) return hasPdfTrailer(bytes) && (await pdfOpens(bytes)) ? 'pdf' : 'unreadable-pdf';
  if (isWellFormedPng(bytes)) return 'png';
  if (isWellFormedJpeg(bytes)) return 'jpeg';
  return 'other';
}
