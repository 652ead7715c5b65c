// The benchmarks' uploads: PDFs the server accepts (they start with "%PDF-", end with "%%EOF" and
// open in pdf-lib with a page), of an exact size, filled with random bytes so they are as
// incompressible as a scan.
import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';

// More than a blank page, the stream's own dictionary, the cross-reference table and the trailer
// take (about 440 bytes); what is left over becomes a comment. Also the smallest size made.
const STRUCTURE_BYTES = 512;

/**
 * A one-page PDF of exactly `size` bytes: a blank page plus an unreferenced stream of random bytes
 * (its /Length is direct, so pdf-lib steps over it instead of searching for its end), padded to the byte with
 * a comment before `startxref`, which moves no object the cross-reference table points at.
 */
export async function pdfOfSize(size: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!Number.isInteger(size) || size < STRUCTURE_BYTES) {
    throw new Error(`a bench PDF takes ${STRUCTURE_BYTES} bytes at least, not ${size}`);
  }
  const document = await PDFDocument.create({ updateMetadata: false });
  document.addPage();
  document.context.register(document.context.stream(randomBytes(size - STRUCTURE_BYTES)));
  const saved = Buffer.from(await document.save({ useObjectStreams: false }));
  const padding = size - saved.length;
  if (padding < 2) throw new Error(`cannot make a PDF of ${size} bytes (the document alone takes ${saved.length})`);
  const end = saved.lastIndexOf('startxref');
  const pdf = Buffer.concat([
    saved.subarray(0, end),
    Buffer.from(`%${'x'.repeat(padding - 2)}\n`),
    saved.subarray(end),
  ]);
  if (pdf.length !== size) throw new Error(`made ${pdf.length} bytes instead of ${size}`);
  return new Uint8Array(pdf);
}
